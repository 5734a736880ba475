/**
 * Placing an order from the current cart: every rule is checked again (fields, delivery, pickup
 * point, payment, stock, delivery date, address, cost centre, minimum value) before anything
 * changes, so an error leaves the cart as it was. Then the order is numbered and stored, the cart
 * emptied, an online payment opened and, for a guest who asked, an account created.
 */
import { costCentreCartValue } from '../../domain/checkout';
import { amountOverLimit } from '../../domain/costCentre';
import { costCentreNotAssignedMessage, placementOutcome } from '../../domain/orderPolicy';
import { formatAmount, formatPln } from '../../domain/money';
import { normalizeTaxId } from '../../domain/validation';
import type { AnonymousCheckoutForm, CheckoutForm, OrderStatusId, PlacedOrderResponse } from '../../generated/model';
import { allOrders, allUsers, getSeed, updateState } from '../db/store';
import type { CartLine } from '../db/orderRecords';
import type { AddressRecord, PlacedOrderDetails, SeedCompany, SeedOrder, SeedUser, StockDecision } from '../db/types';
import { cartOwner, type Session } from '../http/auth';
import { DemoHttpError } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { viewContext, type ViewContext } from '../presenters/context';
import { toCostCenter } from '../presenters/costCenter';
import { toSalesOrderSummaryFor } from '../presenters/salesOrder';
import { cartLines, clearCart } from './cart';
import {
  checkoutCart, companyBillingAddress, companyData, deliveryDateRefusal, deliveryOption, firstDeliveryDate, paymentMethods,
  paymentRefusal, shortLines, userPhone, type Buyer, type CheckoutCart, type PricedLine,
} from './checkout';
import { checkAnonymousFields, checkUserFields, fieldError } from './checkoutValidation';
import { createCustomerAccount } from './customerAccounts';
import { companyCostCenters, userCostCenters } from './costCenters';
import { isCompanyApprover } from './orderLimits';
import { addressFromInput, addToBook, findDeliveryAddress, defaultDeliveryAddress, toAddressRecord } from './deliveryAddresses';
import { findPickupPoint } from './pickupPoints';
import { sendPlacedOrderMails } from './mail/orderMails';
import { createPayment, ONLINE_PAYMENT, paymentPagePath } from './payments';
import { aclOf } from './users';

const DAY = 86_400_000;
const ORDER_NUMBER = /^ZS\/\d{4}\/\d{2}\/(\d{6})$/;

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Twój koszyk jest pusty',
  deliveryMethod: 'Wybierz sposób dostawy.',
  pickupPoint: 'Wybierz punkt odbioru.',
  unknownPickupPoint: (pni: string) => `Nie znaleźliśmy punktu odbioru „${pni}” – wybierz punkt z listy.`,
  stockDecision: 'Część produktów nie jest dostępna w zamówionej ilości – wybierz, co zrobić z brakującymi.',
  nothingAvailable: 'Żaden z zamówionych produktów nie jest teraz dostępny – wybierz inną opcję.',
  deliveryAddress: 'Wybrany adres dostawy nie należy do Twojego konta.',
  noDeliveryAddress: 'Podaj adres dostawy.',
  costCenterRequired: 'Wybierz centrum kosztowe.',
  costCenterForeign: 'Wybrane centrum kosztowe nie należy do Twojej firmy.',
  consignee: 'Wybrany odbiorca nie należy do Twojej firmy.',
  minimumOrder: (minimum: number) => `Minimalna wartość zamówienia Twojej firmy to ${formatAmount(minimum)} zł netto.`,
  accountExists: (email: string) => `Konto z adresem ${email} już istnieje.`,
  placed: (number: string) => `Dziękujemy! Zamówienie ${number} zostało przyjęte.`,
  awaiting: (number: string, centre: string, over: number) => `Dziękujemy! Zamówienie ${number} czeka na akceptację – przekracza limit centrum kosztowego „${centre}” o ${formatPln(over)}.`,
  payOnline: 'Przejdź do płatności, aby je opłacić.',
  accountCreated: (email: string) => `Założyliśmy Ci konto – zaloguj się adresem ${email}.`,
} as const;

const conflict = (code: string, message: string, field?: string) => new DemoHttpError(409, code, message, field ? { field } : undefined);

/** Placed orders are dated in the seed's calendar, so month limits and order lists agree with the seed. */
const seedNow = (): string => new Date(getSeed().today.getTime() + (Date.now() % DAY)).toISOString();

/** The next order number: the month of the order and the sequence after every number so far. */
export function nextOrderNumber(createdAt: string, orders: SeedOrder[] = allOrders()): string {
  const sequence = orders.reduce((max, order) => Math.max(max, Number(ORDER_NUMBER.exec(order.number)?.[1] ?? 0)), 0) + 1;
  return `ZS/${createdAt.slice(0, 4)}/${createdAt.slice(5, 7)}/${String(sequence).padStart(6, '0')}`;
}

/** The delivery method, pickup point and payment method of a form, checked. */
function checkDeliveryAndPayment(form: CheckoutForm | AnonymousCheckoutForm, buyer: Buyer, priced: CheckoutCart) {
  const option = deliveryOption(form.deliveryMethod);
  if (!option) throw fieldError('deliveryMethod', CHECKOUT_MESSAGES.deliveryMethod);
  let deliveryPoint: PlacedOrderDetails['deliveryPoint'] = null;
  if (option.provider) {
    const pni = form.deliveryPointPni?.trim();
    if (!pni) throw fieldError('deliveryPointPni', CHECKOUT_MESSAGES.pickupPoint);
    const point = findPickupPoint(option.provider, pni);
    if (!point) throw fieldError('deliveryPointPni', CHECKOUT_MESSAGES.unknownPickupPoint(pni));
    deliveryPoint = { name: point.name, pni: point.pni, provider: option.provider };
  }
  const method = paymentMethods(buyer, priced.cart).find((candidate) => candidate.id === form.paymentMethod);
  const refusal = paymentRefusal(method, option.id);
  if (refusal) throw fieldError('paymentMethod', refusal);
  return { option, deliveryPoint };
}

/** The lines to order after the stock decision, and a note for a split shipment. */
function applyStockDecision(lines: PricedLine[], decision: StockDecision | undefined): { lines: CartLine[]; note: string | null } {
  const short = shortLines(lines);
  const asCartLines = lines.map((line, index) => ({ id: index + 1, productId: line.productId, quantity: line.quantity }));
  if (!short.length) return { lines: asCartLines, note: null };
  if (!decision) throw fieldError('insufficientStockDecision', CHECKOUT_MESSAGES.stockDecision);
  if (decision === 'removeUnavailable') {
    const kept = asCartLines.flatMap((cartLine, index) => {
      const { product } = lines[index];
      const shortage = short.find((entry) => entry.line.productId === cartLine.productId);
      if (!shortage) return [cartLine];
      // What is left keeps to an enforced order multiple.
      const step = product.orderMultipleSuggestedOnly ? 1 : product.orderMultiple;
      const quantity = Math.floor(shortage.available / step) * step;
      return quantity > 0 ? [{ ...cartLine, quantity }] : [];
    });
    if (!kept.length) throw fieldError('insufficientStockDecision', CHECKOUT_MESSAGES.nothingAvailable);
    return { lines: kept, note: null };
  }
  if (decision === 'sendAvailable') {
    const missing = short.map(({ line, available }) => `${line.product.name} – ${line.quantity - available} ${line.product.uom}`).join('; ');
    return { lines: asCartLines, note: `Wysyłka częściowa: dostępne produkty wysyłamy od razu, brakujące (${missing}) doślemy po dostawie do magazynu.` };
  }
  return { lines: asCartLines, note: null };
}

interface Draft {
  owner: string;
  companyId: number;
  userId: number;
  status: OrderStatusId;
  costCenterId: number | null;
  priced: CheckoutCart;
  paymentMethodId: string;
  deliveryMethodId: string;
  clientOrderNumber: string | null;
  comment: string | null;
  details: Omit<PlacedOrderDetails, 'owner' | 'discount' | 'promoCode'>;
}

/** Stores the order, empties the cart (and its promo code) and opens an online payment. */
function store(draft: Draft): { order: SeedOrder; paymentRedirectUrl: string | null } {
  const createdAt = seedNow();
  const order = updateState((state) => {
    const orders = allOrders();
    const placed: SeedOrder = {
      id: Math.max(0, ...orders.map((candidate) => candidate.id)) + 1,
      number: nextOrderNumber(createdAt, orders),
      companyId: draft.companyId,
      userId: draft.userId,
      createdAt,
      status: draft.status,
      costCenterId: draft.costCenterId,
      lines: draft.priced.lines.map(({ productId, quantity, priceNet, vat, deposit }) => ({ productId, quantity, priceNet, vat, deposit })),
      deliveryNet: draft.priced.cart.deliveryFee.net,
      paymentMethodId: draft.paymentMethodId,
      deliveryMethodId: draft.deliveryMethodId,
      clientOrderNumber: draft.clientOrderNumber,
      comment: draft.comment,
      isPaid: false,
      placed: { ...draft.details, owner: draft.owner, discount: draft.priced.discount, promoCode: draft.priced.promoCode },
    };
    state.placedOrders.push(placed);
    return placed;
  });
  clearCart(draft.owner);
  const paymentRedirectUrl = draft.paymentMethodId === ONLINE_PAYMENT ? paymentPagePath(createPayment(order.id).token) : null;
  return { order, paymentRedirectUrl };
}

const joinNote = (...parts: Array<string | null | undefined>): string | null => parts.map((part) => part?.trim()).filter(Boolean).join('\n\n') || null;

/** The lines after the stock decision, priced again (the promo code and delivery fee follow them). */
function pricedOrderLines(owner: string, ctx: ViewContext, deliveryMethod: string, decision: StockDecision | undefined) {
  const current = checkoutCart(owner, ctx, deliveryMethod);
  const { lines, note } = applyStockDecision(current.lines, decision);
  const changed = lines.length !== current.lines.length || lines.some((line, index) => line.quantity !== current.lines[index].quantity);
  return { priced: changed ? checkoutCart(owner, ctx, deliveryMethod, lines) : current, note };
}

/** 409 when there is nothing to order (checked before the form: an empty cart is the first thing to say). */
export function requireCart(owner: string): void {
  if (!cartLines(owner).length) throw conflict('CART-EMPTY', CHECKOUT_MESSAGES.emptyCart);
}

function response(order: SeedOrder, viewer: SeedUser | null, paymentRedirectUrl: string | null, message: string, userAccountCreated: boolean): PlacedOrderResponse {
  return {
    salesOrder: toSalesOrderSummaryFor(order, viewer),
    message: paymentRedirectUrl ? `${message} ${CHECKOUT_MESSAGES.payOnline}` : message,
    requiresAcceptance: order.status === 'awaitingAcceptance',
    paymentRedirectUrl,
    userAccountCreated,
  };
}

/** POST checkout/orders: a logged-in buyer's order. */
/** `locale`: the language of the request, the order e-mails' language. */
export function placeOrder(session: Extract<Session, { kind: 'user' }>, form: CheckoutForm, locale: DemoLocale = 'pl'): PlacedOrderResponse {
  const { user, company } = session;
  const owner = cartOwner(session);
  requireCart(owner);
  checkUserFields(form);
  const ctx = viewContext(session);
  const { priced, note } = pricedOrderLines(owner, ctx, form.deliveryMethod, form.insufficientStockDecision);
  const { option, deliveryPoint } = checkDeliveryAndPayment(form, { kind: 'user', company }, priced);

  // Where the goods go: a pickup point, an address of the book, a new address or the default one.
  let deliveryAddress: AddressRecord | null = null;
  const useNewAddress = !deliveryPoint && form.newDeliveryAddress !== undefined && (form.isDeliveryAddressNew ?? true);
  if (!deliveryPoint) {
    if (useNewAddress) deliveryAddress = addressFromInput(form.newDeliveryAddress!, company.name);
    else if (form.deliveryAddressId !== undefined) {
      const entry = findDeliveryAddress(user.id, form.deliveryAddressId);
      if (!entry) throw fieldError('deliveryAddressId', CHECKOUT_MESSAGES.deliveryAddress);
      deliveryAddress = toAddressRecord(entry);
    } else {
      const entry = defaultDeliveryAddress(user.id);
      if (!entry) throw fieldError('deliveryAddressId', CHECKOUT_MESSAGES.noDeliveryAddress);
      deliveryAddress = toAddressRecord(entry);
    }
  }

  // Company data missing on record is completed in the form.
  const data = companyData(company);
  const completed = {
    name: form.companyNameCompleted?.trim() || data.name,
    street: form.companyStreetCompleted?.trim() || data.street,
    zip: form.companyZipCompleted?.trim() || data.zip,
    city: form.companyCityCompleted?.trim() || data.city,
  };
  if (!company.isPrivateCustomer) {
    if (!completed.street) throw fieldError('companyStreetCompleted', 'To pole jest wymagane.');
    if (!completed.zip) throw fieldError('companyZipCompleted', 'To pole jest wymagane.');
    if (!completed.city) throw fieldError('companyCityCompleted', 'To pole jest wymagane.');
  }

  if (form.consigneeAltId !== undefined && !allUsers().some((other) => other.id === form.consigneeAltId && other.companyId === company.id)) {
    throw fieldError('consigneeAltId', CHECKOUT_MESSAGES.consignee);
  }

  const decision = form.insufficientStockDecision ?? null;
  let deliveryDate = firstDeliveryDate(priced.lines, ctx, decision);
  if (form.orderDeliveryDate) {
    const problem = deliveryDateRefusal(form.orderDeliveryDate, priced.lines, ctx, decision);
    if (problem) throw fieldError('orderDeliveryDate', problem);
    deliveryDate = form.orderDeliveryDate;
  }

  // The value the cost-centre rule weighs: the same function the checkout form uses.
  const goodsNet = costCentreCartValue(priced.cart);
  if (company.minimumOrderNet !== null && goodsNet < company.minimumOrderNet) {
    throw new DemoHttpError(400, 'MINIMUM-ORDER-VALUE', CHECKOUT_MESSAGES.minimumOrder(company.minimumOrderNet));
  }

  // The order policy (src/domain/orderPolicy): a centre the user was given, and spec §5's cost-centre
  // rule on the order's net goods value against what is left of the limit.
  const centres = companyCostCenters(company);
  let status: OrderStatusId = 'accepted';
  let awaiting: { name: string; over: number } | null = null;
  if (centres.length && form.costCenterId === undefined) throw fieldError('costCenterId', CHECKOUT_MESSAGES.costCenterRequired);
  const centre = form.costCenterId === undefined ? undefined : centres.find((candidate) => candidate.id === form.costCenterId);
  if (form.costCenterId !== undefined && !centre) throw fieldError('costCenterId', CHECKOUT_MESSAGES.costCenterForeign);
  if (centre && !userCostCenters(user, company).some((mine) => mine.id === centre.id)) {
    throw new DemoHttpError(403, 'COST-CENTER-NOT-ASSIGNED', costCentreNotAssignedMessage(), { field: 'costCenterId' });
  }
  if (centre) {
    const limits = toCostCenter(centre, getSeed());
    const outcome = placementOutcome(limits, goodsNet, isCompanyApprover(user, company));
    if (outcome.outcome === 'refused') throw new DemoHttpError(400, 'COST-CENTER-LIMIT', outcome.message, { field: 'costCenterId' });
    if (outcome.status === 'awaitingAcceptance') {
      status = 'awaitingAcceptance';
      awaiting = { name: centre.name, over: amountOverLimit(limits, goodsNet) };
    }
  }

  const phone = form.userPhone?.trim() || userPhone(user.phone1, user.phoneCell);
  // Only users who may manage addresses keep a new address in their book.
  if (useNewAddress && deliveryAddress && aclOf(user, company).createAddress) {
    addToBook(user, { ...deliveryAddress, isDefault: form.newDeliveryAddress?.isDefault ?? false });
  }
  if (!company.isPrivateCustomer && !data.isComplete) {
    updateState((state) => {
      state.companyAddresses[String(company.id)] = { name: completed.name ?? company.name, countryCode: 'PL', streetWithNumber: completed.street!, addressLine1: null, city: completed.city!, zip: completed.zip!, phone1: phone };
    });
  }
  const { order, paymentRedirectUrl } = store({
    owner,
    companyId: company.id,
    userId: user.id,
    status,
    costCenterId: centre?.id ?? null,
    priced,
    paymentMethodId: form.paymentMethod,
    deliveryMethodId: option.id,
    clientOrderNumber: form.clientOrderNumber?.trim() || null,
    comment: joinNote(form.noteToOrder, note),
    details: {
      buyer: { name: `${user.firstName} ${user.lastName}`, email: user.login, companyName: company.isPrivateCustomer ? null : company.name, taxId: company.taxId },
      billingAddress: companyBillingAddress(company, phone),
      deliveryAddress,
      deliveryPoint,
      deliveryDate,
      consents: { terms: true, newsletter: form.userNewsletterAgreement ?? false, priceComparison: false, eInvoice: form.eInvoiceAgreement ?? false },
      insufficientStockDecision: decision,
      emailForPrepayment: form.emailForPrepayment?.trim() || null,
      consigneeId: form.consigneeAltId ?? null,
    },
  });
  const message = awaiting ? CHECKOUT_MESSAGES.awaiting(order.number, awaiting.name, awaiting.over) : CHECKOUT_MESSAGES.placed(order.number);
  sendPlacedOrderMails(order, { firstName: user.firstName, loggedIn: true }, locale);
  return response(order, user, paymentRedirectUrl, message, false);
}

/** The account a guest asked for: a private customer, or a company with the NIP given. */
function registerAccount(form: AnonymousCheckoutForm, billing: AddressRecord, delivery: AddressRecord | null): { user: SeedUser; company: SeedCompany } {
  const customer = {
    isIndividual: form.isIndividual, email: form.userEmail, password: form.password!, firstName: form.firstName, lastName: form.lastName,
    phone1: form.address.phone1, companyName: form.companyName, taxId: form.taxId, newsletter: form.userNewsletterAgreement ?? false,
  };
  return createCustomerAccount(customer, billing, delivery);
}

/** POST checkout/anonymous-orders: a guest's order (optionally creating an account). */
export function placeAnonymousOrder(session: Session, form: AnonymousCheckoutForm, locale: DemoLocale = 'pl'): PlacedOrderResponse {
  const owner = cartOwner(session);
  requireCart(owner);
  checkAnonymousFields(form);
  const email = form.userEmail.trim().toLowerCase();
  if (form.createUserAccountAgreement && allUsers().some((user) => user.login === email)) {
    throw conflict('ACCOUNT-EXISTS', CHECKOUT_MESSAGES.accountExists(email), 'userEmail');
  }
  const ctx = viewContext(session);
  const { priced, note } = pricedOrderLines(owner, ctx, form.deliveryMethod, form.insufficientStockDecision);
  const { option, deliveryPoint } = checkDeliveryAndPayment(form, { kind: 'guest' }, priced);

  const name = `${form.firstName.trim()} ${form.lastName.trim()}`;
  const taxId = form.isIndividual ? null : normalizeTaxId(form.taxId!.trim());
  const billing: AddressRecord = {
    ...addressFromInput({ ...form.address, name: form.isIndividual ? name : form.companyName }, name),
    addressLine1: taxId ? `NIP ${taxId}` : null,
  };
  const deliveryAddress = deliveryPoint ? null : form.isDeliveryToAnotherAddress && form.deliveryAddress ? addressFromInput(form.deliveryAddress, name) : { ...billing, name, addressLine1: null };
  const decision = form.insufficientStockDecision ?? null;

  const account = form.createUserAccountAgreement ? registerAccount(form, billing, deliveryAddress) : null;
  const { order, paymentRedirectUrl } = store({
    owner,
    companyId: account?.company.id ?? 0,
    userId: account?.user.id ?? 0,
    status: 'accepted',
    costCenterId: null,
    priced,
    paymentMethodId: form.paymentMethod,
    deliveryMethodId: option.id,
    clientOrderNumber: null,
    comment: joinNote(form.noteToOrder, note),
    details: {
      buyer: { name, email, companyName: form.isIndividual ? null : form.companyName!.trim(), taxId },
      billingAddress: billing,
      deliveryAddress,
      deliveryPoint,
      deliveryDate: firstDeliveryDate(priced.lines, ctx, decision),
      consents: { terms: true, newsletter: form.userNewsletterAgreement ?? false, priceComparison: form.agreedPriceComparisonTrustedOpinions ?? false, eInvoice: form.eInvoiceAgreement ?? true },
      insufficientStockDecision: decision,
      emailForPrepayment: email,
      consigneeId: null,
    },
  });
  const placed = CHECKOUT_MESSAGES.placed(order.number);
  const message = account ? `${placed} ${CHECKOUT_MESSAGES.accountCreated(email)}` : placed;
  // The guest is still a guest in this browser: the link goes to the confirmation page, not the account.
  sendPlacedOrderMails(order, { firstName: form.firstName, loggedIn: false }, locale);
  return response(order, account?.user ?? null, paymentRedirectUrl, message, account !== null);
}
