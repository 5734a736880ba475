/**
 * One valid request per contract operation (the fuzz suite spoils it one thing at a time; the permission
 * suite sends it as every role) and, where the operation names a record, the same request with the
 * records of other companies or users in it. Records of the valid requests belong to Meblomax sp. z o.o.:
 * kupiec@firma.demo's orders, lists, cart and notifications, akceptant@firma.demo's reports and addresses.
 */
import { DEMO_PASSWORD, getSeed, issueToken, pendingNewsletterToken } from '../../../src/mocks';
import { issuePasswordLink } from '../../../src/mocks/services/passwordReminders';
import { seededOffers } from '../../../src/mocks/db/seed/offers';
import { send, tokenOf, type RawRequest, type Role } from './harness';

export interface Context {
  productId: number;
  productSlug: string;
  productCode: string;
  /** kupiec@firma.demo's orders awaiting acceptance (edit-order mode, the approver's decision). */
  editableOrder: number;
  waitingOrder: number;
  /** A delivered Meblomax order (copy). */
  deliveredOrder: number;
  /** An order of Meblomax Logistyka awaiting acceptance and one of the private customer. */
  foreignOrders: number[];
  unpaidInvoice: number;
  foreignInvoices: number[];
  complaint: number;
  foreignComplaint: number;
  kitchenList: { id: number; itemId: number };
  foreignLists: number[];
  buyerNotification: number;
  foreignNotification: number;
  approverAddress: number;
  foreignAddresses: number[];
  /** akceptant@firma.demo's ready report; the reports of her other account and of dane@firma.demo. */
  readyReport: number;
  foreignReports: number[];
  /** Meblomax's active framework offer and one product of it. */
  activeOffer: { id: number; productId: number; quantity: number };
  today: string;
}

type Body = Record<string, unknown>;

const ids = (answer: { body: unknown }, key: string) => ((answer.body as Record<string, { id: number }[]>)[key] ?? []).map((entry) => entry.id);
const userToken = (id: number) => issueToken('user', String(id));

/** Reads the record ids the fixtures use (seed and seeded state; call after a reset). */
export async function discoverContext(): Promise<Context> {
  const seed = getSeed();
  const product = seed.products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1 && p.stock > 200 && p.priceNet > 15 && p.priceNet < 60 && p.deposit === null)!;
  const waiting = seed.orders.filter((order) => order.userId === 2 && order.status === 'awaitingAcceptance');
  const get = (path: string, token: string | null, query?: Record<string, unknown>) => send({ method: 'get', path: `/e-commerce/v1${path}`, token, query });
  const buyer = tokenOf('buyer');
  const kitchen = ((await get('/shopping-lists', buyer, { limit: 50 })).body as { shoppingLists: { id: number; name: string; items: { item: { id: number } }[] }[] }).shoppingLists.find((list) => list.name === 'Kuchnia')!;
  const reports = (await get('/reports', tokenOf('admin'))).body as { reports: { id: number; status: string }[] };
  return {
    productId: product.id,
    productSlug: product.slug,
    productCode: (seed.products.find((p) => p.id === product.id) as unknown as { code: string }).code,
    editableOrder: waiting[0].id,
    waitingOrder: waiting[1].id,
    deliveredOrder: seed.orders.find((order) => order.companyId === 1001 && order.status === 'delivered')!.id,
    // The seed is dated from today: prefer an order another company could still edit, else any of its orders.
    foreignOrders: [(seed.orders.find((order) => order.companyId === 1002 && order.status === 'awaitingAcceptance') ?? seed.orders.find((order) => order.companyId === 1002))!.id, seed.orders.find((order) => order.companyId === 2001)!.id],
    unpaidInvoice: seed.invoices.find((invoice) => invoice.companyId === 1001 && invoice.type === 'invoice' && !invoice.paidAt)!.id,
    foreignInvoices: [(seed.invoices.find((invoice) => invoice.companyId === 1002 && invoice.type === 'invoice' && !invoice.paidAt) ?? seed.invoices.find((invoice) => invoice.companyId === 1002))!.id, seed.invoices.find((invoice) => invoice.companyId === 2001)!.id],
    complaint: ids(await get('/complaints', buyer, { limit: 1 }), 'complaints')[0],
    foreignComplaint: ids(await get('/complaints', tokenOf('other'), { limit: 1 }), 'complaints')[0],
    kitchenList: { id: kitchen.id, itemId: kitchen.items[0].item.id },
    foreignLists: [...ids(await get('/shopping-lists', tokenOf('other')), 'shoppingLists').slice(0, 1), ...ids(await get('/shopping-lists', userToken(1)), 'shoppingLists').slice(0, 1)],
    buyerNotification: ids(await get('/notifications', buyer), 'notifications')[0],
    foreignNotification: ids(await get('/notifications', userToken(1)), 'notifications')[0],
    approverAddress: ids(await get('/users/current/delivery-addresses', tokenOf('admin')), 'deliveryAddresses')[0],
    foreignAddresses: [...ids(await get('/users/current/delivery-addresses', tokenOf('other')), 'deliveryAddresses').slice(0, 1), ...ids(await get('/users/current/delivery-addresses', buyer), 'deliveryAddresses').slice(0, 1)],
    readyReport: reports.reports.find((report) => report.status === 'ready')!.id,
    foreignReports: [...ids(await get('/reports', userToken(4)), 'reports').slice(0, 1), ...ids(await get('/reports', tokenOf('onlyData')), 'reports').slice(0, 1)],
    activeOffer: (() => {
      const offer = seededOffers(seed, seed.companies.find((company) => company.id === 1001)!)[0];
      return { id: offer.id, productId: offer.lines[0].productId, quantity: offer.lines[0].quantity };
    })(),
    today: seed.today.toISOString().slice(0, 10),
  };
}

/** What a fixture sends; `path` holds the path parameters. */
export interface FixtureRequest {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Sent as it is instead of `body` (malformed JSON). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** A token other than the caller's (a payment of another guest). */
  token?: string | null;
}

export interface ForeignVariant {
  label: string;
  request: FixtureRequest;
  refusedWith?: number[];
}

/** A field's choice of another company's record: the form shows the 400 beside the field. */
const FIELD_CHOICE = [400, 403, 404];

export interface Fixture {
  /** Who sends the valid request in the fuzz suite (and owns what `prepare` makes). */
  as: Role | 'none';
  /** Makes what the request needs (a cart line, a payment, a link) for the caller; runs before the state snapshot. */
  prepare?: (ctx: Context, caller: Role | 'none') => Promise<FixtureRequest | void>;
  request: (ctx: Context, prepared: FixtureRequest) => FixtureRequest;
  /**
   * The request with other companies' (or users') records: refused with 403 or 404 — or, for a record a
   * form field names (`refusedWith` [400, 403, 404]), with 400 and the field, as any wrong choice in a form.
   */
  foreign?: (ctx: Context, prepared: FixtureRequest) => ForeignVariant[];
}

const api = (path: string) => `/e-commerce/v1${path}`;
const call = (method: string, path: string, caller: Role | 'none', extra: Partial<RawRequest> = {}) => send({ method, path: api(path), token: tokenOf(caller), ...extra });
/** Meblomax's company-wide approval rule (id 1) and Meblomax Logistyka's (id 2). */
async function prepareRules(): Promise<void> {
  await call('post', '/companies/current/approval-rules', 'admin', { body: { costCenterId: null, levels: [{ threshold: 1000, approverId: 3 }] } });
  await send({ method: 'post', path: api('/companies/current/approval-rules'), token: userToken(4), body: { costCenterId: null, levels: [{ threshold: 1000, approverId: 4 }] } });
}
const addToCart = (ctx: Context, caller: Role | 'none', quantity = 5) => call('post', '/shopping-carts/current', caller, { body: { productId: ctx.productId, quantity } });
const GUEST_FORM: Body = {
  isIndividual: true, firstName: 'Ewa', lastName: 'Nowak', userEmail: 'ewa.nowak@example.com', userTermsOfUseAgreement: true, paymentMethod: 'online',
  deliveryMethod: 'courier', address: { countryCode: 'PL', streetWithNumber: 'ul. Długa 1', city: 'Gdańsk', zip: '80-827', phone1: '+48 601 234 567' },
};
const ADDRESS: Body = { countryCode: 'PL', streetWithNumber: 'ul. Fabryczna 3', city: 'Września', zip: '62-300', phone1: '+48 61 437 90 00' };
const REGISTRATION: Body = {
  isIndividual: true, firstName: 'Ola', lastName: 'Sikora', email: 'ola.sikora@example.com', phone1: '+48 601 234 567', password: 'Bezpieczne1!', termsOfUseAgreement: true,
};
/** An online order of a guest (the payment token and the order id), placed with that guest's token. */
async function guestOnlineOrder(ctx: Context, guestId = 'fuzz-guest'): Promise<{ token: string; orderId: number }> {
  const token = tokenOf('guest', guestId);
  await send({ method: 'post', path: api('/shopping-carts/current'), token, body: { productId: ctx.productId, quantity: 5 } });
  const placed = (await send({ method: 'post', path: api('/checkout/anonymous-orders'), token, body: GUEST_FORM })).body as { paymentRedirectUrl: string; salesOrder: { id: number } };
  return { token: placed.paymentRedirectUrl.split('/').pop()!, orderId: placed.salesOrder.id };
}
async function complaintPosition(): Promise<{ documentNumber: string; positionId: number }> {
  const buyer = tokenOf('buyer');
  const orders = (await send({ method: 'get', path: api('/complaints/search/orders'), token: buyer, query: { complaintType: 'R-nt', limit: 1 } })).body as { salesOrders: { documents: { number: string }[] }[] };
  const documentNumber = orders.salesOrders[0].documents[0].number;
  const data = (await send({ method: 'get', path: api('/complaints/document-data'), token: buyer, query: { documentNumber, complaintType: 'R-nt' } })).body as {
    document: { positions: { id: number; complainableQuantity: number; requiresSerialNumber: boolean; requiresDeviceModel: boolean }[] };
  };
  const position = data.document.positions.find((candidate) => candidate.complainableQuantity > 0 && !candidate.requiresSerialNumber && !candidate.requiresDeviceModel)!;
  return { documentNumber, positionId: position.id };
}
/** A delivery note of Meblomax Logistyka (another company). */
const foreignDocument = () => getSeed().deliveryDocuments.find((document) => document.companyId === 1002)!;

const orderIds = (ctx: Context) => ctx.foreignOrders.map((id) => ({ label: `order ${id} of another company`, request: { path: { id } } }));
const listIds = (ctx: Context, rest: FixtureRequest = {}) => ctx.foreignLists.map((id) => ({ label: `shopping list ${id} of another user`, request: { ...rest, path: { ...rest.path, id } } }));

export const FIXTURES: Record<string, Fixture> = {
  // Session and user
  postToken: {
    as: 'none',
    request: () => ({ body: { grant_type: 'password', username: 'kupiec@firma.demo', password: DEMO_PASSWORD, client_id: 'spinacz', client_secret: 'spinacz' } }),
  },
  getCurrentUser: { as: 'buyer', request: () => ({ query: { includeAcl: true, includeCustomerServicePerson: true, includeDefaultCostCenter: true } }) },
  patchCurrentUserSetting: { as: 'buyer', request: () => ({ path: { settingId: 'netPrices' }, body: { newValue: 'off' } }) },
  getOldFrontendLink: { as: 'admin', request: () => ({}) },
  registerUser: { as: 'guest', request: () => ({ body: REGISTRATION }) },
  confirmRegistration: {
    as: 'guest',
    prepare: async () => ({ path: { id: ((await call('post', '/users/registration', 'guest', { body: REGISTRATION })).body as { id: string }).id } }),
    request: (_ctx, prepared) => prepared,
  },
  requestPasswordReminder: { as: 'guest', request: () => ({ body: { email: 'kupiec@firma.demo' } }) },
  resendActivationLink: { as: 'guest', request: () => ({ body: { email: 'kupiec@firma.demo' } }) },
  getPasswordReminder: { as: 'guest', prepare: async () => ({ path: { id: issuePasswordLink(2, 'passwordReset') } }), request: (_ctx, prepared) => prepared },
  resetPassword: {
    as: 'guest',
    prepare: async () => ({ path: { id: issuePasswordLink(6, 'companyUser') } }),
    request: (_ctx, prepared) => ({ ...prepared, body: { password: 'PierwszeHaslo1' } }),
  },

  // Settings and menus
  getSettings: { as: 'buyer', request: () => ({}) },
  getCategoriesTree: { as: 'buyer', request: () => ({ query: { level: 1, nestingLevel: 2, includeRecommendedBrands: true, includeRecommendedItem: true, orderBy: 'popularity' } }) },
  getCategories: { as: 'buyer', request: () => ({ query: { nestingLevel: 0 } }) },
  getUserMenu: { as: 'buyer', request: () => ({ query: { locale: 'pl' } }) },
  getNotificationsMenu: { as: 'buyer', request: () => ({ query: { locale: 'en' } }) },

  // Search and products
  getProductsSearch: { as: 'buyer', request: () => ({ query: { query: 'długopis', limit: 36, offset: 0 } }) },
  getProduct: { as: 'buyer', request: (ctx) => ({ path: { slug: ctx.productSlug }, query: { includeProduct: true } }) },
  getProductsAutocomplete: { as: 'buyer', request: () => ({ query: { query: 'dlugopis', limit: 10 } }) },
  getFrequentlyBoughtProducts: { as: 'buyer', request: () => ({ query: { period: 365, limit: 36 } }) },
  getAtsContent: { as: 'buyer', request: () => ({ path: { slug: 'papier-ksero' } }) },
  getPrintingDeviceBrands: { as: 'buyer', request: () => ({}) },
  getPrintingDevices: { as: 'buyer', request: () => ({ query: { brandName: 'HP' } }) },
  getPrintingDevicesAutocomplete: { as: 'buyer', request: () => ({ query: { query: 'laserjet' } }) },
  getConvertedImage: { as: 'none', request: (ctx) => ({ path: { path: 'products', params: 'w400-h400', name: `${ctx.productSlug}.svg` } }) },
  getBrands: { as: 'buyer', request: () => ({ query: { limit: 24, offset: 0, orderBy: 'name', orderDirection: 'ASC' } }) },
  getBrand: { as: 'buyer', request: () => ({ path: { slug: 'pilot' } }) },
  getPromotions: { as: 'buyer', request: () => ({ query: { limit: 12 } }) },
  getPromotion: { as: 'buyer', request: () => ({ path: { slug: 'outlet' } }) },
  getBestsellers: { as: 'buyer', request: () => ({ query: { limit: 8 } }) },
  getPriceAlertProducts: { as: 'buyer', request: () => ({ query: { limit: 8 } }) },

  // Cart (the caller's own cart)
  getCurrentCart: { as: 'buyer', request: () => ({ query: { deliveryMethod: 'courier' } }) },
  addToCurrentCart: { as: 'buyer', request: (ctx) => ({ body: { productId: ctx.productId, quantity: 5 } }) },
  updateCurrentCartItem: { as: 'buyer', prepare: async (ctx, caller) => void (await addToCart(ctx, caller)), request: (ctx) => ({ body: { productId: ctx.productId, quantity: 10 } }) },
  deleteFromCurrentCart: { as: 'buyer', prepare: async (ctx, caller) => void (await addToCart(ctx, caller)), request: (ctx) => ({ body: { productId: ctx.productId } }) },
  addItemsToCurrentCart: { as: 'buyer', request: (ctx) => ({ body: { items: [{ productId: ctx.productId, quantity: 5 }] } }) },
  deleteItemsFromCurrentCart: { as: 'buyer', prepare: async (ctx, caller) => void (await addToCart(ctx, caller)), request: (ctx) => ({ body: { productIds: [ctx.productId] } }) },
  applyPromoCode: { as: 'buyer', prepare: async (ctx, caller) => void (await addToCart(ctx, caller)), request: () => ({ body: { promoCode: 'SPINACZ10' } }) },
  removePromoCode: { as: 'buyer', request: () => ({}) },
  addQuickOrderToCurrentCart: { as: 'buyer', request: (ctx) => ({ body: { lines: [{ line: 1, code: ctx.productCode, quantity: 5 }] } }) },
  getSalesOrderAsCart: { as: 'buyer', request: (ctx) => ({ path: { id: ctx.editableOrder } }), foreign: orderIds },
  addSalesOrderItem: {
    as: 'buyer',
    request: (ctx) => ({ path: { id: ctx.editableOrder }, body: { productId: ctx.productId, quantity: 5 } }),
    foreign: (ctx) => orderIds(ctx).map(({ label, request }) => ({ label, request: { ...request, body: { productId: ctx.productId, quantity: 5 } } })),
  },
  updateSalesOrderItem: {
    as: 'buyer',
    prepare: async (ctx) => void (await call('post', `/sales-orders/${ctx.editableOrder}/item`, 'buyer', { body: { productId: ctx.productId, quantity: 5 } })),
    request: (ctx) => ({ path: { id: ctx.editableOrder }, body: { productId: ctx.productId, quantity: 10 } }),
    foreign: (ctx) => orderIds(ctx).map(({ label, request }) => ({ label, request: { ...request, body: { productId: ctx.productId, quantity: 10 } } })),
  },
  deleteSalesOrderItem: {
    as: 'buyer',
    prepare: async (ctx) => void (await call('post', `/sales-orders/${ctx.editableOrder}/item`, 'buyer', { body: { productId: ctx.productId, quantity: 5 } })),
    request: (ctx) => ({ path: { id: ctx.editableOrder }, body: { productId: ctx.productId } }),
    foreign: (ctx) => orderIds(ctx).map(({ label, request }) => ({ label, request: { ...request, body: { productId: ctx.productId } } })),
  },

  // Lists
  // Filtering by another company's cost centre or user answers an empty list (the ids only have to be numbers):
  // nothing leaks, and a filter chosen earlier keeps working after the list's options change.
  getSalesOrders: { as: 'buyer', request: () => ({ query: { limit: 24, offset: 0, orderBy: 'createdAt', orderDirection: 'DESC' } }) },
  getCountOrderForAcceptance: { as: 'admin', request: () => ({}) },
  getSalesOrdersForAcceptance: { as: 'admin', request: () => ({ query: { limit: 24, offset: 0 } }) },
  getSalesOrder: { as: 'buyer', request: (ctx) => ({ path: { id: ctx.editableOrder } }), foreign: orderIds },
  updateSalesOrder: {
    as: 'buyer',
    request: (ctx) => ({ path: { id: ctx.editableOrder }, body: { comment: 'Proszę o telefon przed dostawą.', clientOrderNumber: 'ZAM/26/042' } }),
    foreign: (ctx) => orderIds(ctx).map(({ label, request }) => ({ label, request: { ...request, body: { comment: 'Obce zamówienie.' } } })),
  },
  acceptSalesOrder: { as: 'admin', request: (ctx) => ({ path: { id: ctx.waitingOrder } }), foreign: orderIds },
  rejectSalesOrder: {
    as: 'admin',
    request: (ctx) => ({ path: { id: ctx.waitingOrder }, body: { reason: 'Budżet wyczerpany.' } }),
    foreign: (ctx) => orderIds(ctx).map(({ label, request }) => ({ label, request: { ...request, body: { reason: 'Budżet wyczerpany.' } } })),
  },
  copySalesOrder: {
    as: 'buyer',
    request: (ctx) => ({ path: { id: ctx.deliveredOrder }, body: { clearCart: true } }),
    foreign: (ctx) => orderIds(ctx).map(({ label, request }) => ({ label, request: { ...request, body: { clearCart: true } } })),
  },
  paySalesOrder: {
    as: 'guest',
    prepare: async (ctx) => ({ path: { id: (await guestOnlineOrder(ctx)).orderId } }),
    request: (_ctx, prepared) => prepared,
    foreign: (ctx) => [ctx.editableOrder, ...ctx.foreignOrders].map((id) => ({ label: `order ${id} of a company`, request: { path: { id } } })),
  },
  getSalesInvoices: { as: 'buyer', request: () => ({ query: { limit: 24, offset: 0, orderBy: 'issuedAt', orderDirection: 'DESC' } }) },
  getSalesInvoice: { as: 'buyer', request: (ctx) => ({ path: { id: ctx.unpaidInvoice } }), foreign: (ctx) => ctx.foreignInvoices.map((id) => ({ label: `invoice ${id} of another company`, request: { path: { id } } })) },
  getSalesInvoicePdf: { as: 'buyer', request: (ctx) => ({ path: { id: ctx.unpaidInvoice } }), foreign: (ctx) => ctx.foreignInvoices.map((id) => ({ label: `invoice ${id} of another company`, request: { path: { id } } })) },
  paySalesInvoice: { as: 'buyer', request: (ctx) => ({ path: { id: ctx.unpaidInvoice } }), foreign: (ctx) => ctx.foreignInvoices.map((id) => ({ label: `invoice ${id} of another company`, request: { path: { id } } })) },
  paySalesInvoices: {
    as: 'buyer',
    request: (ctx) => ({ body: { invoiceIds: [ctx.unpaidInvoice] } }),
    foreign: (ctx) => ctx.foreignInvoices.map((id) => ({ label: `invoice ${id} of another company`, request: { body: { invoiceIds: [ctx.unpaidInvoice, id] } } })),
  },
  getNotifications: { as: 'buyer', request: () => ({ query: { limit: 24 } }) },
  markNotificationRead: {
    as: 'buyer',
    request: (ctx) => ({ path: { id: ctx.buyerNotification } }),
    foreign: (ctx) => [{ label: `notification ${ctx.foreignNotification} of another user`, request: { path: { id: ctx.foreignNotification } } }],
  },
  markAllNotificationsRead: { as: 'buyer', request: () => ({}) },

  // Account
  getAccountSwitcher: { as: 'admin', request: () => ({}) },
  getAccountSwitchInfo: { as: 'admin', request: () => ({ path: { userId: 4 } }), foreign: () => [8, 1, 2].map((userId) => ({ label: `account ${userId} not one of hers`, request: { path: { userId } } })) },
  switchAccount: {
    as: 'admin',
    request: () => ({ path: { userId: 4 }, body: { userDecisionWhatToDoWithShoppingCarts: 'nothing' } }),
    foreign: () => [8, 1, 2].map((userId) => ({ label: `account ${userId} not one of hers`, request: { path: { userId }, body: { userDecisionWhatToDoWithShoppingCarts: 'nothing' } } })),
  },
  getCostCenters: { as: 'buyer', request: () => ({}) },
  getDeliveryAddresses: { as: 'buyer', request: () => ({}) },
  createDeliveryAddress: { as: 'admin', request: () => ({ body: ADDRESS }) },
  updateDeliveryAddress: {
    as: 'admin',
    request: (ctx) => ({ path: { id: ctx.approverAddress }, body: ADDRESS }),
    foreign: (ctx) => ctx.foreignAddresses.map((id) => ({ label: `address ${id} of another user`, request: { path: { id }, body: ADDRESS } })),
  },
  deleteDeliveryAddress: {
    as: 'admin',
    request: (ctx) => ({ path: { id: ctx.approverAddress } }),
    foreign: (ctx) => ctx.foreignAddresses.map((id) => ({ label: `address ${id} of another user`, request: { path: { id } } })),
  },
  setDefaultDeliveryAddress: {
    as: 'admin',
    request: (ctx) => ({ path: { id: ctx.approverAddress } }),
    foreign: (ctx) => ctx.foreignAddresses.map((id) => ({ label: `address ${id} of another user`, request: { path: { id } } })),
  },
  getCurrentCompany: { as: 'buyer', request: () => ({}) },
  updateCurrentCompany: { as: 'admin', request: () => ({ body: { phone1: '+48 61 852 40 99' } }) },
  getCompanyUsers: { as: 'admin', request: () => ({ query: { limit: 24, offset: 0 } }) },
  createCompanyUser: {
    as: 'admin',
    request: () => ({ body: { firstName: 'Ewa', lastName: 'Nowak', email: 'ewa.nowak@firma.demo', roleId: 2, costCenterIds: [12] } }),
    foreign: () => [{ label: 'cost centre 21 of another company', refusedWith: FIELD_CHOICE, request: { body: { firstName: 'Ewa', lastName: 'Nowak', email: 'ewa.nowak@firma.demo', roleId: 2, costCenterIds: [21] } } }],
  },

  // Administering a user of Meblomax: kupiec@firma.demo (2), the invited k.wisniewska@firma.demo (6); 8 is Meblomax Logistyka's
  updateCompanyUser: {
    as: 'admin',
    request: () => ({ path: { id: 2 }, body: { phone1: '+48 601 234 567', costCenterIds: [11, 12] } }),
    foreign: () => [
      { label: 'a user of another company', request: { path: { id: 8 }, body: { phone1: '+48 601 234 567' } } },
      { label: 'cost centre 21 of another company', refusedWith: FIELD_CHOICE, request: { path: { id: 2 }, body: { costCenterIds: [21] } } },
    ],
  },
  deactivateCompanyUser: {
    as: 'admin',
    request: () => ({ path: { id: 2 } }),
    foreign: () => [{ label: 'a user of another company', request: { path: { id: 8 } } }],
  },
  reactivateCompanyUser: {
    as: 'admin',
    prepare: async () => void (await call('post', '/companies/current/users/2/deactivation', 'admin')),
    request: () => ({ path: { id: 2 } }),
    foreign: () => [{ label: 'a user of another company', request: { path: { id: 8 } } }],
  },
  resendCompanyUserInvitation: {
    as: 'admin',
    request: () => ({ path: { id: 6 } }),
    foreign: () => [{ label: 'a user of another company', request: { path: { id: 8 } } }],
  },

  // Approval rules and absences of Meblomax (ids from 1 after a reset); Meblomax Logistyka's are made by akceptant@firma.demo's account 4
  getApprovalRules: { as: 'admin', request: () => ({}) },
  createApprovalRule: {
    as: 'admin',
    request: () => ({ body: { costCenterId: null, levels: [{ threshold: 1000, approverId: 3 }, { threshold: 5000.5, approverId: 3 }] } }),
    foreign: () => [
      { label: 'cost centre 21 of another company', refusedWith: FIELD_CHOICE, request: { body: { costCenterId: 21, levels: [{ threshold: 1000, approverId: 3 }] } } },
      { label: 'an approver of another company', refusedWith: FIELD_CHOICE, request: { body: { costCenterId: null, levels: [{ threshold: 1000, approverId: 4 }] } } },
    ],
  },
  updateApprovalRule: {
    as: 'admin',
    prepare: async () => void (await prepareRules()),
    request: () => ({ path: { id: 1 }, body: { levels: [{ threshold: 250, approverId: 3 }] } }),
    foreign: () => [{ label: 'a rule of another company', request: { path: { id: 2 }, body: { levels: [{ threshold: 250, approverId: 3 }] } } }],
  },
  deleteApprovalRule: {
    as: 'admin',
    prepare: async () => void (await prepareRules()),
    request: () => ({ path: { id: 1 } }),
    foreign: () => [{ label: 'a rule of another company', request: { path: { id: 2 } } }],
  },
  getApproverAbsences: { as: 'admin', request: () => ({}) },
  createApproverAbsence: {
    as: 'admin',
    // kupiec@firma.demo (2) gets the approval right: the substitute.
    prepare: async () => void (await call('patch', '/companies/current/users/2', 'admin', { body: { canApprove: true } })),
    request: (ctx) => ({ body: { approverId: 3, substituteId: 2, dateFrom: ctx.today, dateTo: ctx.today } }),
    foreign: (ctx) => [{ label: 'a substitute of another company', refusedWith: FIELD_CHOICE, request: { body: { approverId: 3, substituteId: 4, dateFrom: ctx.today, dateTo: ctx.today } } }],
  },
  deleteApproverAbsence: {
    as: 'admin',
    prepare: async (ctx) => {
      await call('patch', '/companies/current/users/2', 'admin', { body: { canApprove: true } });
      await call('post', '/companies/current/approver-absences', 'admin', { body: { approverId: 3, substituteId: 2, dateFrom: ctx.today, dateTo: ctx.today } });
    },
    request: () => ({ path: { id: 1 } }),
  },

  // Budgets: Meblomax's centres 11–14 (21 and 22 are Meblomax Logistyka's); users 2 and 3 are Meblomax's, 8 is Logistyka's
  getCompanyCostCenters: { as: 'admin', request: () => ({}) },
  createCostCenter: {
    as: 'admin',
    request: () => ({ body: { name: 'Projekt Poznań', limit: 500.5, period: 'quarter', kind: 'hard', userIds: [2, 3] } }),
    foreign: () => [{ label: 'a user of another company', refusedWith: FIELD_CHOICE, request: { body: { name: 'Projekt Poznań', limit: 500, period: 'quarter', kind: 'hard', userIds: [8] } } }],
  },
  updateCostCenter: {
    as: 'admin',
    request: () => ({ path: { id: 11 }, body: { name: 'Administracja biura', limit: 25000, period: 'quarter', kind: 'approval', userIds: [2, 3] } }),
    foreign: () => [
      { label: 'a cost centre of another company', request: { path: { id: 21 }, body: { limit: 25000 } } },
      { label: 'a user of another company', refusedWith: FIELD_CHOICE, request: { path: { id: 11 }, body: { userIds: [8] } } },
    ],
  },
  archiveCostCenter: {
    as: 'admin',
    request: () => ({ path: { id: 14 } }),
    foreign: () => [{ label: 'a cost centre of another company', request: { path: { id: 21 } } }],
  },
  restoreCostCenter: {
    as: 'admin',
    prepare: async () => void (await call('post', '/companies/current/cost-centers/14/archive', 'admin')),
    request: () => ({ path: { id: 14 } }),
    foreign: () => [{ label: 'a cost centre of another company', request: { path: { id: 22 } } }],
  },
  getAuditLog: { as: 'admin', request: () => ({ query: { limit: 24, offset: 0, orderBy: 'at', orderDirection: 'DESC', filters: { action: ['orderPlaced'] } } }) },

  // Checkout
  getCheckoutWithRegistration: { as: 'guest', prepare: async (ctx, caller) => void (await addToCart(ctx, caller)), request: () => ({}) },
  getCheckout: {
    as: 'buyer',
    prepare: async (ctx, caller) => void (await addToCart(ctx, caller)),
    request: () => ({ query: { costCenterId: 12 } }),
    foreign: () => [{ label: 'cost centre 21 of another company', refusedWith: FIELD_CHOICE, request: { query: { costCenterId: 21 } } }],
  },
  validateUserDeliveryDate: {
    as: 'buyer',
    prepare: async (ctx, caller) => void (await addToCart(ctx, caller)),
    request: () => ({ query: { selectedDeliveryDate: '2030-01-07' } }),
    foreign: (ctx) => ctx.foreignAddresses.slice(0, 1).map((id) => ({ label: `address ${id} of another user`, refusedWith: FIELD_CHOICE, request: { query: { selectedDeliveryDate: '2030-01-07', deliveryAddressId: id } } })),
  },
  getPickupPoints: { as: 'buyer', request: () => ({ query: { provider: 'orlen', query: 'Kraków', limit: 5 } }) },
  placeOrder: {
    as: 'buyer',
    prepare: async (ctx, caller) => void (await addToCart(ctx, caller)),
    request: () => ({ body: { paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 13 }, headers: { 'Idempotency-Key': 'fuzz-attempt-1' } }),
    foreign: (ctx) => [
      { label: 'cost centre 21 of another company', refusedWith: FIELD_CHOICE, request: { body: { paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 21 } } },
      { label: `address ${ctx.foreignAddresses[0]} of another user`, refusedWith: FIELD_CHOICE, request: { body: { paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 13, deliveryAddressId: ctx.foreignAddresses[0] } } },
      { label: 'consignee of another company', refusedWith: FIELD_CHOICE, request: { body: { paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 13, consigneeAltId: 8 } } },
    ],
  },
  placeAnonymousOrder: { as: 'guest', prepare: async (ctx, caller) => void (await addToCart(ctx, caller)), request: () => ({ body: GUEST_FORM }) },
  getPayment: {
    as: 'guest',
    prepare: async (ctx) => ({ path: { id: (await guestOnlineOrder(ctx)).token } }),
    request: (_ctx, prepared) => prepared,
    foreign: (_ctx, prepared) => [{ label: 'the payment of another guest', request: { ...prepared, token: tokenOf('guest', 'another-guest') } }],
  },
  completePayment: {
    as: 'guest',
    prepare: async (ctx) => ({ path: { id: (await guestOnlineOrder(ctx)).token } }),
    request: (_ctx, prepared) => ({ ...prepared, body: { status: 'paid' } }),
    foreign: (_ctx, prepared) => [{ label: 'the payment of another guest', request: { ...prepared, body: { status: 'paid' }, token: tokenOf('guest', 'another-guest') } }],
  },

  // Complaints
  searchComplaintOrders: { as: 'buyer', request: () => ({ query: { query: 'ZS', complaintType: 'R-nt', limit: 10 } }) },
  getComplaintDocumentData: {
    as: 'buyer',
    prepare: async () => ({ query: { documentNumber: (await complaintPosition()).documentNumber, complaintType: 'R-nt' } }),
    request: (_ctx, prepared) => prepared,
    foreign: () => [{ label: 'a delivery note of another company', refusedWith: FIELD_CHOICE, request: { query: { documentNumber: foreignDocument().number, complaintType: 'R-nt' } } }],
  },
  getComplaintDocumentAutocomplete: { as: 'buyer', request: () => ({ query: { complaintType: 'R-nt', documentNumberQuery: 'WZ/' } }) },
  getComplaints: { as: 'buyer', request: () => ({ query: { limit: 24, offset: 0, orderBy: 'createdAt', orderDirection: 'DESC' } }) },
  createComplaint: {
    as: 'buyer',
    prepare: async () => {
      const { documentNumber, positionId } = await complaintPosition();
      return { body: { typeString: 'R-nt', documentNumber, items: [{ deliveryDocumentPositionId: positionId, quantity: 1, reason: 'Powód reklamacji: Uszkodzone opakowanie.' }] } };
    },
    request: (_ctx, prepared) => prepared,
    foreign: () => {
      const document = foreignDocument();
      return [{
        label: 'a delivery note of another company',
        refusedWith: FIELD_CHOICE,
        request: { body: { typeString: 'R-nt', documentNumber: document.number, items: [{ deliveryDocumentPositionId: document.positions[0].id, quantity: 1, reason: 'Powód reklamacji: Uszkodzone opakowanie.' }] } },
      }];
    },
  },
  getComplaint: { as: 'buyer', request: (ctx) => ({ path: { id: ctx.complaint } }), foreign: (ctx) => [{ label: `complaint ${ctx.foreignComplaint} of another company`, request: { path: { id: ctx.foreignComplaint } } }] },

  // Shopping lists
  getShoppingLists: { as: 'buyer', request: () => ({ query: { limit: 50, offset: 0, orderBy: 'name', orderDirection: 'ASC' } }) },
  createShoppingList: { as: 'buyer', request: () => ({ body: { name: 'Magazyn – co tydzień', type: 'reminder', reminderAgreement: true, startDate: '2030-12-02', cycleType: 'week', cycleStep: 1 } }) },
  getDefaultShoppingList: { as: 'buyer', request: () => ({}) },
  addToDefaultShoppingList: { as: 'buyer', request: (ctx) => ({ query: { itemId: ctx.productId, quantity: 1 } }) },
  deleteFromDefaultShoppingList: {
    as: 'buyer',
    prepare: async (ctx, caller) => void (await call('post', '/shopping-lists/default', caller, { query: { itemId: ctx.productId, quantity: 1 } })),
    request: (ctx) => ({ body: { itemIds: [ctx.productId] } }),
  },
  getShoppingListTypes: { as: 'buyer', request: () => ({}) },
  getShoppingListCycles: { as: 'buyer', request: () => ({}) },
  updateShoppingList: { as: 'buyer', request: (ctx) => ({ path: { id: ctx.kitchenList.id }, body: { name: 'Kuchnia' } }), foreign: (ctx) => listIds(ctx, { body: { name: 'Kuchnia' } }) },
  deleteShoppingList: { as: 'buyer', request: (ctx) => ({ path: { id: ctx.kitchenList.id } }), foreign: (ctx) => listIds(ctx) },
  addShoppingListItems: {
    as: 'buyer',
    request: (ctx) => ({ path: { id: ctx.kitchenList.id }, body: { items: [{ itemId: ctx.productId, quantity: 5 }] } }),
    foreign: (ctx) => listIds(ctx, { body: { items: [{ itemId: ctx.productId, quantity: 5 }] } }),
  },
  updateShoppingListItem: {
    as: 'buyer',
    request: (ctx) => ({ path: { id: ctx.kitchenList.id }, body: { itemId: ctx.kitchenList.itemId, quantity: 6 } }),
    foreign: (ctx) => listIds(ctx, { body: { itemId: ctx.kitchenList.itemId, quantity: 6 } }),
  },
  deleteShoppingListItems: {
    as: 'buyer',
    request: (ctx) => ({ path: { id: ctx.kitchenList.id }, body: { itemIds: [ctx.kitchenList.itemId] } }),
    foreign: (ctx) => listIds(ctx, { body: { itemIds: [ctx.kitchenList.itemId] } }),
  },
  deleteShoppingListItem: {
    as: 'buyer',
    request: (ctx) => ({ path: { id: ctx.kitchenList.id, itemId: ctx.kitchenList.itemId } }),
    foreign: (ctx) => listIds(ctx, { path: { itemId: ctx.kitchenList.itemId } }),
  },
  addShoppingListToCart: {
    as: 'buyer',
    request: (ctx) => ({ path: { id: ctx.kitchenList.id }, body: { items: [{ itemId: ctx.kitchenList.itemId, quantity: 1 }], clearShoppingCart: true } }),
    foreign: (ctx) => listIds(ctx, { body: { items: [{ itemId: ctx.kitchenList.itemId, quantity: 1 }] } }),
  },

  // Content, newsletter, offers, mini-catalogues, reports
  getContents: { as: 'buyer', request: () => ({ query: { filters: { sectionId: ['61'] }, limit: 12, offset: 0, orderBy: 'createdAt', orderDirection: 'DESC' } }) },
  getArticle: { as: 'buyer', request: () => ({ path: { slug: 'gramatura-papieru-co-oznacza' } }) },
  getTextPage: { as: 'buyer', request: () => ({ path: { slug: 'warunki-dostaw' } }) },
  subscribeNewsletter: { as: 'buyer', request: () => ({ body: { email: 'fuzz@example.com', agreement: true, source: 'footer' } }) },
  confirmNewsletter: {
    as: 'buyer',
    prepare: async () => {
      await call('post', '/newsletter/subscriptions', 'buyer', { body: { email: 'confirm-fuzz@example.com', agreement: true } });
      return { body: { token: pendingNewsletterToken('confirm-fuzz@example.com') } };
    },
    request: (_ctx, prepared) => prepared,
  },
  getOffers: { as: 'buyer', request: () => ({ query: { limit: 24, offset: 0, orderBy: 'createdAt', orderDirection: 'DESC' } }) },
  getOffer: {
    as: 'buyer',
    request: (ctx) => ({ path: { id: ctx.activeOffer.id } }),
    // Meblomax Logistyka's block of offer ids (it has none; its offer requests are tested in tests/contract/offer-detail.test.ts).
    foreign: () => [{ label: 'an offer id of another company', request: { path: { id: 5201 } } }],
  },
  addOfferToCart: {
    as: 'buyer',
    request: (ctx) => ({ path: { id: ctx.activeOffer.id }, body: { items: [{ productId: ctx.activeOffer.productId, quantity: ctx.activeOffer.quantity }] } }),
    foreign: () => [{ label: 'an offer id of another company', request: { path: { id: 5201 }, body: {} } }],
  },
  createOfferRequest: { as: 'buyer', request: (ctx) => ({ body: { message: 'Prosimy o ofertę na papier A4 na 2027 r.', products: [{ productId: ctx.productId, quantity: 50 }] } }) },
  getMiniCatalogues: { as: 'buyer', request: () => ({ query: { limit: 24 } }) },
  getMiniCatalogueProducts: { as: 'buyer', request: () => ({ path: { slug: 'niezbednik-biurowy' }, query: { limit: 36, offset: 0 } }) },
  getReportTypes: { as: 'admin', request: () => ({}) },
  getReports: { as: 'admin', request: () => ({ query: { limit: 24, offset: 0 } }) },
  createReport: { as: 'admin', request: () => ({ body: { typeId: 1, from: '2026-10-01', to: '2026-10-31', emailNotifyWhenReportReady: true } }) },
  getSpendingSummary: { as: 'admin', request: (ctx) => ({ query: { from: `${ctx.today.slice(0, 4)}-01-01`, to: ctx.today } }) },
  deleteReport: { as: 'admin', request: (ctx) => ({ path: { id: ctx.readyReport } }), foreign: (ctx) => ctx.foreignReports.map((id) => ({ label: `report ${id} of another user`, request: { path: { id } } })) },
  getReportFile: { as: 'admin', request: (ctx) => ({ path: { id: ctx.readyReport } }), foreign: (ctx) => ctx.foreignReports.map((id) => ({ label: `report ${id} of another user`, request: { path: { id } } })) },
};

/** A fixture request as a raw request of the operation (path parameters filled in, the body's kind from the contract). */
export function toRaw(operation: { method: string; path: string; body: { contentType: string } | null }, request: FixtureRequest, token: string | null): RawRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(String(request.path?.[name] ?? '')));
  // The token endpoint takes a form or JSON: JSON here, so that wrong types can be sent at all.
  const bodyKind = operation.body?.contentType.includes('multipart') ? 'form' : 'json';
  return { method: operation.method, path, query: request.query, body: request.body, rawBody: request.rawBody, bodyKind, token: request.token !== undefined ? request.token : token, headers: request.headers };
}
