/**
 * Every operation the demo API implements answers a real request made through the generated
 * client, and the answer parses with that operation's generated zod response schema.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addItemsToCurrentCart, addQuickOrderToCurrentCart, addSalesOrderItem, addToCurrentCart, applyPromoCode, deleteFromCurrentCart, deleteItemsFromCurrentCart,
  deleteSalesOrderItem, getCurrentCart, getSalesOrderAsCart, removePromoCode, updateCurrentCartItem, updateSalesOrderItem,
} from '../../src/generated/api/cart/cart';
import { confirmNewsletter, getArticle, getContents, getTextPage, subscribeNewsletter } from '../../src/generated/api/content-and-reports/content-and-reports';
import { getBestsellers, getPriceAlertProducts } from '../../src/generated/api/error-page-content/error-page-content';
import { getSalesOrders } from '../../src/generated/api/lists/lists';
import {
  createDeliveryAddress, deleteDeliveryAddress, getCostCenters, getCountOrderForAcceptance, getDeliveryAddresses, setDefaultDeliveryAddress, updateDeliveryAddress,
} from '../../src/generated/api/account/account';
import {
  completePayment, getCheckout, getCheckoutWithRegistration, getPayment, getPickupPoints, placeAnonymousOrder, placeOrder, validateUserDeliveryDate,
} from '../../src/generated/api/checkout/checkout';
import { getSalesOrder, paySalesOrder } from '../../src/generated/api/lists/lists';
import type { AnonymousCheckoutForm, PlacedOrderResponse } from '../../src/generated/model';
import {
  deleteDeliveryAddressResponse, getCostCentersResponse, getCountOrderForAcceptanceResponse, getDeliveryAddressesResponse, setDefaultDeliveryAddressResponse,
  updateDeliveryAddressResponse,
} from '../../src/generated/zod/account/account.zod';
import {
  createApprovalRule, createApproverAbsence, deleteApprovalRule, deleteApproverAbsence, getApprovalRules, getApproverAbsences, updateApprovalRule,
} from '../../src/generated/api/account/account';
import {
  deleteApprovalRuleResponse, deleteApproverAbsenceResponse, getApprovalRulesResponse, getApproverAbsencesResponse, updateApprovalRuleResponse,
} from '../../src/generated/zod/account/account.zod';
import {
  completePaymentResponse, getCheckoutResponse, getCheckoutWithRegistrationResponse, getPaymentResponse, getPickupPointsResponse, validateUserDeliveryDateResponse,
} from '../../src/generated/zod/checkout/checkout.zod';
import { getSalesOrderResponse, paySalesOrderResponse } from '../../src/generated/zod/lists/lists.zod';
import {
  getAtsContent, getBrand, getBrands, getConvertedImage, getFrequentlyBoughtProducts, getPrintingDeviceBrands, getPrintingDevices, getPrintingDevicesAutocomplete,
  getProduct, getProductsAutocomplete, getProductsSearch, getPromotion, getPromotions,
} from '../../src/generated/api/search-and-products/search-and-products';
import { getCurrentUser, patchCurrentUserSetting, postToken } from '../../src/generated/api/session-and-user/session-and-user';
import { getCategories, getCategoriesTree, getNotificationsMenu, getSettings, getUserMenu } from '../../src/generated/api/settings-and-menus/settings-and-menus';
import {
  addItemsToCurrentCartResponse, addQuickOrderToCurrentCartResponse, addSalesOrderItemResponse, addToCurrentCartResponse, applyPromoCodeResponse,
  deleteFromCurrentCartResponse, deleteItemsFromCurrentCartResponse, deleteSalesOrderItemResponse, getCurrentCartResponse, getSalesOrderAsCartResponse,
  removePromoCodeResponse, updateCurrentCartItemResponse, updateSalesOrderItemResponse,
} from '../../src/generated/zod/cart/cart.zod';
import { confirmNewsletterResponse, getArticleResponse, getContentsResponse, getTextPageResponse } from '../../src/generated/zod/content-and-reports/content-and-reports.zod';
import { getBestsellersResponse, getPriceAlertProductsResponse } from '../../src/generated/zod/error-page-content/error-page-content.zod';
import { getSalesOrdersResponse } from '../../src/generated/zod/lists/lists.zod';
import {
  getAtsContentResponse, getBrandResponse, getBrandsResponse, getFrequentlyBoughtProductsResponse, getPrintingDeviceBrandsResponse, getPrintingDevicesAutocompleteResponse,
  getPrintingDevicesResponse, getProductResponse, getProductsAutocompleteResponse, getProductsSearchResponse, getPromotionResponse, getPromotionsResponse,
} from '../../src/generated/zod/search-and-products/search-and-products.zod';
import { getCurrentUserResponse, patchCurrentUserSettingResponse, postTokenResponse } from '../../src/generated/zod/session-and-user/session-and-user.zod';
import {
  getCategoriesResponse, getCategoriesTreeResponse, getNotificationsMenuResponse, getSettingsResponse, getUserMenuResponse,
} from '../../src/generated/zod/settings-and-menus/settings-and-menus.zod';
import { getSeed, implementedOperations, pendingNewsletterToken } from '../../src/mocks';
import {
  acceptSalesOrder, copySalesOrder, getSalesInvoice, getSalesInvoicePdf, getSalesInvoices, getSalesOrdersForAcceptance, paySalesInvoice, rejectSalesOrder,
  updateSalesOrder,
} from '../../src/generated/api/lists/lists';
import { getNotifications, markAllNotificationsRead, markNotificationRead } from '../../src/generated/api/account/account';
import {
  acceptSalesOrderResponse, copySalesOrderResponse, getSalesInvoiceResponse, getSalesInvoicesResponse, getSalesOrdersForAcceptanceResponse, paySalesInvoiceResponse,
  rejectSalesOrderResponse, updateSalesOrderResponse,
} from '../../src/generated/zod/lists/lists.zod';
import { getNotificationsResponse, markAllNotificationsReadResponse, markNotificationReadResponse } from '../../src/generated/zod/account/account.zod';
import {
  addShoppingListItems, addShoppingListToCart, addToDefaultShoppingList, createShoppingList, deleteFromDefaultShoppingList, deleteShoppingList,
  deleteShoppingListItem, deleteShoppingListItems, getDefaultShoppingList, getShoppingListCycles, getShoppingLists, getShoppingListTypes,
  updateShoppingList, updateShoppingListItem,
} from '../../src/generated/api/shopping-lists/shopping-lists';
import {
  addShoppingListItemsResponse, addShoppingListToCartResponse, addToDefaultShoppingListResponse, deleteFromDefaultShoppingListResponse,
  deleteShoppingListItemResponse, deleteShoppingListItemsResponse, deleteShoppingListResponse, getDefaultShoppingListResponse,
  getShoppingListCyclesResponse, getShoppingListsResponse, getShoppingListTypesResponse, updateShoppingListItemResponse, updateShoppingListResponse,
} from '../../src/generated/zod/shopping-lists/shopping-lists.zod';
import { asBearer, logIn, setupDemoApi } from '../setup/demoApi';
import {
  confirmRegistration, getPasswordReminder, registerUser, requestPasswordReminder, resendActivationLink, resetPassword,
} from '../../src/generated/api/session-and-user/session-and-user';
import {
  confirmRegistrationResponse, getPasswordReminderResponse, requestPasswordReminderResponse, resendActivationLinkResponse, resetPasswordResponse,
} from '../../src/generated/zod/session-and-user/session-and-user.zod';
import { issuePasswordLink } from '../../src/mocks/services/passwordReminders';
import { getAccountSwitcher, getAccountSwitchInfo, getCurrentCompany, switchAccount, updateCurrentCompany } from '../../src/generated/api/account/account';
import {
  getAccountSwitcherResponse, getAccountSwitchInfoResponse, getCurrentCompanyResponse, switchAccountResponse, updateCurrentCompanyResponse,
} from '../../src/generated/zod/account/account.zod';
import { getOldFrontendLink } from '../../src/generated/api/session-and-user/session-and-user';
import { getOldFrontendLinkResponse } from '../../src/generated/zod/session-and-user/session-and-user.zod';
import {
  addOfferToCart, createOfferRequest, createReport, deleteReport, getMiniCatalogueProducts, getMiniCatalogues, getOffer, getOffers, getReportFile, getReports, getReportTypes,
  getSpendingSummary,
} from '../../src/generated/api/content-and-reports/content-and-reports';
import {
  addOfferToCartResponse, deleteReportResponse, getMiniCatalogueProductsResponse, getMiniCataloguesResponse, getOfferResponse, getOffersResponse, getReportsResponse, getReportTypesResponse,
  getSpendingSummaryResponse,
} from '../../src/generated/zod/content-and-reports/content-and-reports.zod';
import {
  createCompanyUser, deactivateCompanyUser, getCompanyUsers, reactivateCompanyUser, resendCompanyUserInvitation, updateCompanyUser,
} from '../../src/generated/api/account/account';
import {
  deactivateCompanyUserResponse, getCompanyUsersResponse, reactivateCompanyUserResponse, resendCompanyUserInvitationResponse, updateCompanyUserResponse,
} from '../../src/generated/zod/account/account.zod';
import {
  archiveCostCenter, createCostCenter, getCompanyCostCenters, restoreCostCenter, updateCostCenter,
} from '../../src/generated/api/account/account';
import {
  archiveCostCenterResponse, getCompanyCostCentersResponse, restoreCostCenterResponse, updateCostCenterResponse,
} from '../../src/generated/zod/account/account.zod';

import {
  createComplaint, getComplaint, getComplaintDocumentAutocomplete, getComplaintDocumentData, getComplaints, searchComplaintOrders,
} from '../../src/generated/api/complaints/complaints';
import {
  getComplaintDocumentAutocompleteResponse, getComplaintDocumentDataResponse, getComplaintResponse, getComplaintsResponse, searchComplaintOrdersResponse,
} from '../../src/generated/zod/complaints/complaints.zod';
import { getAuditLog } from '../../src/generated/api/account/account';
import { getAuditLogResponse } from '../../src/generated/zod/account/account.zod';
import { paySalesInvoices } from '../../src/generated/api/lists/lists';
import { paySalesInvoicesResponse } from '../../src/generated/zod/lists/lists.zod';

setupDemoApi();

let buyer: string;
let productId: number;
let productSlug: string;
let productCode: string;
/** An order kupiec@firma.demo placed that still awaits acceptance (edit-order mode). */
const editableOrderId = () => getSeed().orders.find((order) => order.userId === 2 && order.status === 'awaitingAcceptance')!.id;
/** Another order of kupiec@firma.demo awaiting acceptance (for an approver's decision). */
const waitingOrderIds = () => getSeed().orders.filter((order) => order.userId === 2 && order.status === 'awaitingAcceptance').map((order) => order.id);
const unpaidInvoiceId = () => getSeed().invoices.find((invoice) => invoice.companyId === 1001 && invoice.type === 'invoice' && !invoice.paidAt)!.id;
/** The buyer's token after an approver accepted one of her orders (so she has a notification). */
async function buyerWithNotification(): Promise<string> {
  await acceptSalesOrder(waitingOrderIds()[1], {}, asBearer(await logIn('akceptant@firma.demo')));
  return buyer;
}

beforeAll(async () => {
  buyer = await logIn('kupiec@firma.demo');
  const page = await getProductsSearch({ query: 'papier ksero', limit: 1 }, asBearer(buyer));
  productId = page.products[0].id;
  productSlug = page.products[0].slug;
  productCode = page.products[0].code;
});

const parse = <S extends z.ZodType>(schema: S, value: unknown) => schema.parse(value);

/** Checkout: a guest with paper in the cart, the guest form, and the 201 answer of placing (no generated schema for 201s). */
async function guestWithCart(): Promise<string> {
  const guest = await logIn('guest');
  await addToCurrentCart({ productId, quantity: 5 }, asBearer(guest));
  return guest;
}
const GUEST_FORM: AnonymousCheckoutForm = {
  isIndividual: true, firstName: 'Ewa', lastName: 'Nowak', userEmail: 'ewa.nowak@example.com', userTermsOfUseAgreement: true, paymentMethod: 'online',
  deliveryMethod: 'courier', address: { countryCode: 'PL', streetWithNumber: 'ul. Długa 1', city: 'Gdańsk', zip: '80-827', phone1: '+48 601 234 567' },
};
const placedOrder = (placed: PlacedOrderResponse) => {
  getSalesOrdersResponse.parse({ salesOrders: [placed.salesOrder], countTotal: 1, availableFilters: [] });
  expect(placed.message).toContain(placed.salesOrder.number);
  return placed;
};
/** A named seeded list of kupiec@firma.demo ("Kuchnia"), for the list operations. */
const kitchenList = async () => (await getShoppingLists({ limit: 50 }, asBearer(buyer))).shoppingLists.find((list) => list.name === 'Kuchnia')!;
/** A private customer's registration (registerUser, confirmRegistration). */
const REGISTRATION = {
  isIndividual: true, firstName: 'Ola', lastName: 'Sikora', email: 'ola.sikora@example.com', phone1: '+48 601 234 567', password: 'Bezpieczne1!', termsOfUseAgreement: true as const,
};
const paymentTokenOf = async (guest: string) => (await placeAnonymousOrder(GUEST_FORM, asBearer(guest))).paymentRedirectUrl!.split('/').pop()!;

/** One real call per operation, checked against the generated response schema. */
const SMOKE: Record<string, () => Promise<unknown>> = {
  postToken: async () => parse(postTokenResponse, await postToken({ grant_type: 'password', username: 'guest', password: 'guest', client_id: 'spinacz', client_secret: 'spinacz' })),
  getCurrentUser: async () => parse(getCurrentUserResponse, await getCurrentUser({ includeAcl: true, includeCustomerServicePerson: true, includeDefaultCostCenter: true }, asBearer(buyer))),
  patchCurrentUserSetting: async () => parse(patchCurrentUserSettingResponse, await patchCurrentUserSetting('netPrices', { newValue: 'off' }, asBearer(buyer))),
  getSettings: async () => parse(getSettingsResponse, await getSettings(asBearer(buyer))),
  getCategoriesTree: async () => parse(getCategoriesTreeResponse, await getCategoriesTree({ level: 1, nestingLevel: 2, includeRecommendedBrands: true, includeRecommendedItem: true, orderBy: 'popularity' }, asBearer(buyer))),
  getCategories: async () => parse(getCategoriesResponse, await getCategories({ nestingLevel: 0 }, asBearer(buyer))),
  getProductsSearch: async () => parse(getProductsSearchResponse, await getProductsSearch({ query: 'długopis', limit: 36, offset: 0 }, asBearer(buyer))),
  getProduct: async () => parse(getProductResponse, await getProduct(productSlug, { includeProduct: true, includeBreadcrumbs: true, includeSeoData: true, includeSimilarProducts: true, includeAccessories: true, includeOtherProducts: true }, asBearer(buyer))),
  getConvertedImage: async () => {
    const blob = await getConvertedImage('products', 'w400-h400', `${productSlug}.svg`);
    expect(blob.type).toContain('image/svg+xml');
    expect(await blob.text()).toMatch(/^<svg /);
    return blob;
  },
  getCurrentCart: async () => parse(getCurrentCartResponse, await getCurrentCart({ deliveryMethod: 'courier' }, asBearer(buyer))),
  addToCurrentCart: async () => parse(addToCurrentCartResponse, await addToCurrentCart({ productId, quantity: 5 }, asBearer(buyer))),
  updateCurrentCartItem: async () => {
    await addToCurrentCart({ productId, quantity: 5 }, asBearer(buyer));
    return parse(updateCurrentCartItemResponse, await updateCurrentCartItem({ productId, quantity: 10 }, asBearer(buyer)));
  },
  deleteFromCurrentCart: async () => parse(deleteFromCurrentCartResponse, await deleteFromCurrentCart({ productId }, asBearer(buyer))),
  addItemsToCurrentCart: async () => parse(addItemsToCurrentCartResponse, await addItemsToCurrentCart({ items: [{ productId, quantity: 5 }] }, asBearer(buyer))),
  deleteItemsFromCurrentCart: async () => parse(deleteItemsFromCurrentCartResponse, await deleteItemsFromCurrentCart({ productIds: [productId] }, asBearer(buyer))),
  applyPromoCode: async () => parse(applyPromoCodeResponse, await applyPromoCode({ promoCode: 'SPINACZ10' }, asBearer(buyer))),
  removePromoCode: async () => parse(removePromoCodeResponse, await removePromoCode(asBearer(buyer))),
  addQuickOrderToCurrentCart: async () => parse(addQuickOrderToCurrentCartResponse, await addQuickOrderToCurrentCart({ lines: [{ line: 1, code: productCode, quantity: 5 }, { line: 2, code: 'BRAK-KODU', quantity: 1 }] }, asBearer(buyer))),
  getSalesOrderAsCart: async () => parse(getSalesOrderAsCartResponse, await getSalesOrderAsCart(editableOrderId(), asBearer(buyer))),
  addSalesOrderItem: async () => parse(addSalesOrderItemResponse, await addSalesOrderItem(editableOrderId(), { productId, quantity: 5 }, asBearer(buyer))),
  updateSalesOrderItem: async () => {
    await addSalesOrderItem(editableOrderId(), { productId, quantity: 5 }, asBearer(buyer));
    return parse(updateSalesOrderItemResponse, await updateSalesOrderItem(editableOrderId(), { productId, quantity: 10 }, asBearer(buyer)));
  },
  deleteSalesOrderItem: async () => {
    await addSalesOrderItem(editableOrderId(), { productId, quantity: 5 }, asBearer(buyer));
    return parse(deleteSalesOrderItemResponse, await deleteSalesOrderItem(editableOrderId(), { productId }, asBearer(buyer)));
  },
  getSalesOrders: async () => parse(getSalesOrdersResponse, await getSalesOrders({ limit: 24, offset: 0, orderBy: 'createdAt', orderDirection: 'DESC' }, asBearer(buyer))),
  getCheckoutWithRegistration: async () => parse(getCheckoutWithRegistrationResponse, await getCheckoutWithRegistration(asBearer(await guestWithCart()))),
  getCheckout: async () => {
    await addToCurrentCart({ productId, quantity: 5 }, asBearer(buyer));
    return parse(getCheckoutResponse, await getCheckout({ costCenterId: 12 }, asBearer(buyer)));
  },
  validateUserDeliveryDate: async () => parse(validateUserDeliveryDateResponse, await validateUserDeliveryDate({ selectedDeliveryDate: '2030-01-05' }, asBearer(buyer))),
  getPickupPoints: async () => parse(getPickupPointsResponse, await getPickupPoints({ provider: 'orlen', query: 'Kraków', limit: 5 }, asBearer(buyer))),
  placeOrder: async () => {
    await addToCurrentCart({ productId, quantity: 5 }, asBearer(buyer));
    return placedOrder(await placeOrder({ paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 13 }, asBearer(buyer)));
  },
  placeAnonymousOrder: async () => placedOrder(await placeAnonymousOrder(GUEST_FORM, asBearer(await guestWithCart()))),
  getPayment: async () => {
    const guest = await guestWithCart();
    return parse(getPaymentResponse, await getPayment(await paymentTokenOf(guest), asBearer(guest)));
  },
  completePayment: async () => {
    const guest = await guestWithCart();
    return parse(completePaymentResponse, await completePayment(await paymentTokenOf(guest), { status: 'paid' }, asBearer(guest)));
  },
  paySalesOrder: async () => {
    const guest = await guestWithCart();
    const placed = await placeAnonymousOrder(GUEST_FORM, asBearer(guest));
    return parse(paySalesOrderResponse, await paySalesOrder(placed.salesOrder.id, asBearer(guest)));
  },
  getSalesOrder: async () => {
    const { salesOrders } = await getSalesOrders({ limit: 1 }, asBearer(buyer));
    return parse(getSalesOrderResponse, await getSalesOrder(salesOrders[0].id, asBearer(buyer)));
  },
  getSalesOrdersForAcceptance: async () => parse(getSalesOrdersForAcceptanceResponse, await getSalesOrdersForAcceptance({ limit: 24, offset: 0 }, asBearer(await logIn('akceptant@firma.demo')))),
  updateSalesOrder: async () => parse(updateSalesOrderResponse, await updateSalesOrder(editableOrderId(), { comment: 'Proszę o telefon przed dostawą.', clientOrderNumber: 'ZAM/26/042' }, asBearer(buyer))),
  acceptSalesOrder: async () => parse(acceptSalesOrderResponse, await acceptSalesOrder(waitingOrderIds()[1], {}, asBearer(await logIn('akceptant@firma.demo')))),
  rejectSalesOrder: async () => parse(rejectSalesOrderResponse, await rejectSalesOrder(waitingOrderIds()[1], { reason: 'Budżet wyczerpany.' }, asBearer(await logIn('akceptant@firma.demo')))),
  copySalesOrder: async () => {
    const delivered = getSeed().orders.find((order) => order.companyId === 1001 && order.status === 'delivered')!;
    return parse(copySalesOrderResponse, await copySalesOrder(delivered.id, { clearCart: true }, asBearer(buyer)));
  },
  getSalesInvoices: async () => parse(getSalesInvoicesResponse, await getSalesInvoices({ limit: 24, offset: 0, orderBy: 'issuedAt', orderDirection: 'DESC' }, asBearer(buyer))),
  getSalesInvoice: async () => parse(getSalesInvoiceResponse, await getSalesInvoice(unpaidInvoiceId(), asBearer(buyer))),
  getSalesInvoicePdf: async () => {
    const pdf = await getSalesInvoicePdf(unpaidInvoiceId(), asBearer(buyer));
    expect(pdf.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    return pdf;
  },
  paySalesInvoice: async () => parse(paySalesInvoiceResponse, await paySalesInvoice(unpaidInvoiceId(), asBearer(buyer))),
  getNotifications: async () => parse(getNotificationsResponse, await getNotifications({ limit: 24 }, asBearer(await buyerWithNotification()))),
  markNotificationRead: async () => {
    const { notifications } = await getNotifications(undefined, asBearer(await buyerWithNotification()));
    return parse(markNotificationReadResponse, await markNotificationRead(notifications[0].id, asBearer(buyer)));
  },
  markAllNotificationsRead: async () => parse(markAllNotificationsReadResponse, await markAllNotificationsRead(asBearer(await buyerWithNotification()))),
  getCostCenters: async () => parse(getCostCentersResponse, await getCostCenters(asBearer(buyer))),
  getCountOrderForAcceptance: async () => parse(getCountOrderForAcceptanceResponse, await getCountOrderForAcceptance(asBearer(await logIn('akceptant@firma.demo')))),
  getDeliveryAddresses: async () => parse(getDeliveryAddressesResponse, await getDeliveryAddresses(asBearer(buyer))),
  // The 201 answer of createDeliveryAddress is a DeliveryAddressResponse, the same schema as updateDeliveryAddress's 200.
  createDeliveryAddress: async () => parse(updateDeliveryAddressResponse, await createDeliveryAddress({ countryCode: 'PL', streetWithNumber: 'ul. Fabryczna 3', city: 'Września', zip: '62-300', phone1: '+48 61 437 90 00' }, asBearer(await logIn('akceptant@firma.demo')))),
  updateDeliveryAddress: async () => {
    const admin = await logIn('akceptant@firma.demo');
    const [first] = (await getDeliveryAddresses(asBearer(admin))).deliveryAddresses;
    return parse(updateDeliveryAddressResponse, await updateDeliveryAddress(first.id, { countryCode: 'PL', streetWithNumber: first.streetWithNumber, city: first.city, zip: first.zip, phone1: '+48 61 852 40 01' }, asBearer(admin)));
  },
  setDefaultDeliveryAddress: async () => {
    const admin = await logIn('akceptant@firma.demo');
    const [, second] = (await getDeliveryAddresses(asBearer(admin))).deliveryAddresses;
    return parse(setDefaultDeliveryAddressResponse, await setDefaultDeliveryAddress(second.id, asBearer(admin)));
  },
  deleteDeliveryAddress: async () => {
    const admin = await logIn('akceptant@firma.demo');
    const addresses = (await getDeliveryAddresses(asBearer(admin))).deliveryAddresses;
    return parse(deleteDeliveryAddressResponse, await deleteDeliveryAddress(addresses[addresses.length - 1].id, asBearer(admin)));
  },
  getUserMenu: async () => parse(getUserMenuResponse, await getUserMenu({ locale: 'pl' }, asBearer(buyer))),
  getNotificationsMenu: async () => parse(getNotificationsMenuResponse, await getNotificationsMenu({ locale: 'en' }, asBearer(buyer))),
  getBestsellers: async () => parse(getBestsellersResponse, await getBestsellers({ limit: 8 }, asBearer(buyer))),
  getPriceAlertProducts: async () => parse(getPriceAlertProductsResponse, await getPriceAlertProducts({ limit: 8 }, asBearer(buyer))),
  getProductsAutocomplete: async () => parse(getProductsAutocompleteResponse, await getProductsAutocomplete({ query: 'dlugopis', limit: 10 }, asBearer(buyer))),
  getFrequentlyBoughtProducts: async () => parse(getFrequentlyBoughtProductsResponse, await getFrequentlyBoughtProducts({ period: 365, limit: 36 }, asBearer(buyer))),
  getAtsContent: async () => parse(getAtsContentResponse, await getAtsContent('papier-ksero', asBearer(buyer))),
  getPrintingDeviceBrands: async () => parse(getPrintingDeviceBrandsResponse, await getPrintingDeviceBrands(asBearer(buyer))),
  getPrintingDevices: async () => parse(getPrintingDevicesResponse, await getPrintingDevices({ brandName: 'HP' }, asBearer(buyer))),
  getPrintingDevicesAutocomplete: async () => parse(getPrintingDevicesAutocompleteResponse, await getPrintingDevicesAutocomplete({ query: 'laserjet' }, asBearer(buyer))),
  getBrands: async () => parse(getBrandsResponse, await getBrands({ limit: 24, offset: 0, orderBy: 'name', orderDirection: 'ASC' }, asBearer(buyer))),
  getBrand: async () => parse(getBrandResponse, await getBrand('pilot', asBearer(buyer))),
  getPromotions: async () => parse(getPromotionsResponse, await getPromotions({ limit: 12 }, asBearer(buyer))),
  getPromotion: async () => parse(getPromotionResponse, await getPromotion('outlet', asBearer(buyer))),
  getContents: async () => parse(getContentsResponse, await getContents({ filters: { sectionId: ['61'] }, limit: 12, offset: 0, orderBy: 'createdAt', orderDirection: 'DESC' }, asBearer(buyer))),
  getArticle: async () => parse(getArticleResponse, await getArticle('gramatura-papieru-co-oznacza', asBearer(buyer))),
  getTextPage: async () => parse(getTextPageResponse, await getTextPage('warunki-dostaw', asBearer(buyer))),
  // The 201 answer of subscribeNewsletter is a MessageResponse, the same schema as confirmNewsletter's 200.
  subscribeNewsletter: async () => parse(confirmNewsletterResponse, await subscribeNewsletter({ email: 'smoke@example.com', agreement: true, source: 'footer' }, asBearer(buyer))),
  confirmNewsletter: async () => {
    await subscribeNewsletter({ email: 'confirm-smoke@example.com', agreement: true }, asBearer(buyer));
    return parse(confirmNewsletterResponse, await confirmNewsletter({ token: pendingNewsletterToken('confirm-smoke@example.com')! }, asBearer(buyer)));
  },
  getShoppingLists: async () => parse(getShoppingListsResponse, await getShoppingLists({ limit: 50, offset: 0, orderBy: 'name', orderDirection: 'ASC' }, asBearer(buyer))),
  // The 201 answer of createShoppingList is a ShoppingListResponse, the same schema as getDefaultShoppingList's 200.
  createShoppingList: async () => parse(getDefaultShoppingListResponse, await createShoppingList({ name: 'Magazyn – co tydzień', type: 'reminder', reminderAgreement: true, startDate: '2026-12-07', cycleType: 'week', cycleStep: 1 }, asBearer(buyer))),
  getDefaultShoppingList: async () => parse(getDefaultShoppingListResponse, await getDefaultShoppingList(asBearer(buyer))),
  addToDefaultShoppingList: async () => parse(addToDefaultShoppingListResponse, await addToDefaultShoppingList({ itemId: productId, quantity: 1 }, asBearer(buyer))),
  deleteFromDefaultShoppingList: async () => parse(deleteFromDefaultShoppingListResponse, await deleteFromDefaultShoppingList({ itemIds: [productId] }, asBearer(buyer))),
  getShoppingListTypes: async () => parse(getShoppingListTypesResponse, await getShoppingListTypes(asBearer(buyer))),
  getShoppingListCycles: async () => parse(getShoppingListCyclesResponse, await getShoppingListCycles(asBearer(buyer))),
  updateShoppingList: async () => parse(updateShoppingListResponse, await updateShoppingList((await kitchenList()).id, { name: 'Kuchnia' }, asBearer(buyer))),
  deleteShoppingList: async () => parse(deleteShoppingListResponse, await deleteShoppingList((await kitchenList()).id, asBearer(buyer))),
  addShoppingListItems: async () => parse(addShoppingListItemsResponse, await addShoppingListItems((await kitchenList()).id, { items: [{ itemId: productId, quantity: 5 }] }, asBearer(buyer))),
  updateShoppingListItem: async () => {
    const list = await kitchenList();
    return parse(updateShoppingListItemResponse, await updateShoppingListItem(list.id, { itemId: list.items[0].item.id, quantity: 6 }, asBearer(buyer)));
  },
  deleteShoppingListItems: async () => {
    const list = await kitchenList();
    return parse(deleteShoppingListItemsResponse, await deleteShoppingListItems(list.id, { itemIds: [list.items[0].item.id] }, asBearer(buyer)));
  },
  deleteShoppingListItem: async () => {
    const list = await kitchenList();
    return parse(deleteShoppingListItemResponse, await deleteShoppingListItem(list.id, list.items[0].item.id, asBearer(buyer)));
  },
  addShoppingListToCart: async () => {
    const list = await kitchenList();
    const items = list.items.map((line) => ({ itemId: line.item.id, quantity: line.quantity }));
    return parse(addShoppingListToCartResponse, await addShoppingListToCart(list.id, { items, clearShoppingCart: true }, asBearer(buyer)));
  },
  // The 201 answer of registerUser is a RegistrationResponse: confirmRegistration's schema plus the id.
  registerUser: async () => parse(confirmRegistrationResponse.extend({ id: z.string() }), await registerUser(REGISTRATION, asBearer(await logIn('guest')))),
  confirmRegistration: async () => {
    const guest = asBearer(await logIn('guest'));
    return parse(confirmRegistrationResponse, await confirmRegistration((await registerUser(REGISTRATION, guest)).id, guest));
  },
  requestPasswordReminder: async () => parse(requestPasswordReminderResponse, await requestPasswordReminder({ email: 'kupiec@firma.demo' }, asBearer(await logIn('guest')))),
  resendActivationLink: async () => parse(resendActivationLinkResponse, await resendActivationLink({ email: 'kupiec@firma.demo' }, asBearer(await logIn('guest')))),
  getPasswordReminder: async () => parse(getPasswordReminderResponse, await getPasswordReminder(issuePasswordLink(2, 'passwordReset'), asBearer(await logIn('guest')))),
  resetPassword: async () => parse(resetPasswordResponse, await resetPassword(issuePasswordLink(6, 'companyUser'), { password: 'PierwszeHaslo1' }, asBearer(await logIn('guest')))),
};

/** The company context (account switcher, company data, old frontend): akceptant@firma.demo works in two companies. */
const COMPANY_CONTEXT_SMOKE: Record<string, () => Promise<unknown>> = {
  getAccountSwitcher: async () => parse(getAccountSwitcherResponse, await getAccountSwitcher(asBearer(await logIn('akceptant@firma.demo')))),
  getAccountSwitchInfo: async () => {
    const admin = await logIn('akceptant@firma.demo');
    await addToCurrentCart({ productId, quantity: 5 }, asBearer(admin));
    return parse(getAccountSwitchInfoResponse, await getAccountSwitchInfo(4, asBearer(admin)));
  },
  switchAccount: async () => parse(switchAccountResponse, await switchAccount(4, { userDecisionWhatToDoWithShoppingCarts: 'nothing' }, asBearer(await logIn('akceptant@firma.demo')))),
  getCurrentCompany: async () => parse(getCurrentCompanyResponse, await getCurrentCompany(asBearer(buyer))),
  updateCurrentCompany: async () => parse(updateCurrentCompanyResponse, await updateCurrentCompany({ phone1: '+48 61 852 40 99' }, asBearer(await logIn('akceptant@firma.demo')))),
  getOldFrontendLink: async () => parse(getOldFrontendLinkResponse, await getOldFrontendLink(asBearer(await logIn('akceptant@firma.demo')))),
};
Object.assign(SMOKE, COMPANY_CONTEXT_SMOKE);

/** Reports, offers, mini-catalogues (acl reports: akceptant@firma.demo) and company users (administrators). */
const REPORTS_OFFERS_AND_USERS_SMOKE: Record<string, () => Promise<unknown>> = {
  getReportTypes: async () => parse(getReportTypesResponse, await getReportTypes(asBearer(await logIn('akceptant@firma.demo')))),
  getReports: async () => parse(getReportsResponse, await getReports({ limit: 24, offset: 0 }, asBearer(await logIn('akceptant@firma.demo')))),
  // The 201 answer of createReport is {message, report}: the report has the list's schema.
  createReport: async () => {
    const created = await createReport({ typeId: 1, from: '2026-10-01', to: '2026-10-31', emailNotifyWhenReportReady: true }, asBearer(await logIn('akceptant@firma.demo')));
    return parse(getReportsResponse.extend({ message: z.string() }), { reports: [created.report], countTotal: 1, message: created.message });
  },
  deleteReport: async () => {
    const admin = await logIn('akceptant@firma.demo');
    return parse(deleteReportResponse, await deleteReport((await getReports(undefined, asBearer(admin))).reports[0].id, asBearer(admin)));
  },
  getReportFile: async () => {
    const admin = await logIn('akceptant@firma.demo');
    const ready = (await getReports(undefined, asBearer(admin))).reports.find((report) => report.status === 'ready')!;
    const file = await getReportFile(ready.id, asBearer(admin));
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 2))).toBe('PK');
    return file;
  },
  getSpendingSummary: async () => {
    const today = getSeed().today.toISOString().slice(0, 10);
    return parse(getSpendingSummaryResponse, await getSpendingSummary({ from: `${today.slice(0, 4)}-01-01`, to: today }, asBearer(await logIn('akceptant@firma.demo'))));
  },
  getOffers: async () => parse(getOffersResponse, await getOffers({ limit: 24, offset: 0, orderBy: 'createdAt', orderDirection: 'DESC' }, asBearer(buyer))),
  getOffer: async () => {
    const [offer] = (await getOffers({ limit: 24, offset: 0, filters: { status: ['active'] } } as never, asBearer(buyer))).offers;
    return parse(getOfferResponse, await getOffer(offer.id, asBearer(buyer)));
  },
  addOfferToCart: async () => {
    const [offer] = (await getOffers({ limit: 24, offset: 0, filters: { status: ['active'] } } as never, asBearer(buyer))).offers;
    return parse(addOfferToCartResponse, await addOfferToCart(offer.id, { ageConfirmed: true }, asBearer(buyer)));
  },
  // The 201 answer of createOfferRequest is a MessageResponse, the same schema as deleteReport's 200.
  createOfferRequest: async () => parse(deleteReportResponse, await createOfferRequest({ message: 'Prosimy o ofertę na papier A4 na 2027 r.', products: [{ productId, quantity: 50 }] }, asBearer(buyer))),
  getMiniCatalogues: async () => parse(getMiniCataloguesResponse, await getMiniCatalogues({ limit: 24 }, asBearer(buyer))),
  getMiniCatalogueProducts: async () => parse(getMiniCatalogueProductsResponse, await getMiniCatalogueProducts('niezbednik-biurowy', { limit: 36, offset: 0 }, asBearer(buyer))),
  getCompanyUsers: async () => parse(getCompanyUsersResponse, await getCompanyUsers({ limit: 24, offset: 0 }, asBearer(await logIn('akceptant@firma.demo')))),
  updateCompanyUser: async () => parse(updateCompanyUserResponse, await updateCompanyUser(2, { roleId: 3, costCenterIds: [11] }, asBearer(await logIn('akceptant@firma.demo')))),
  deactivateCompanyUser: async () => parse(deactivateCompanyUserResponse, await deactivateCompanyUser(7, asBearer(await logIn('akceptant@firma.demo')))),
  reactivateCompanyUser: async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    await deactivateCompanyUser(7, admin);
    return parse(reactivateCompanyUserResponse, await reactivateCompanyUser(7, admin));
  },
  resendCompanyUserInvitation: async () => parse(resendCompanyUserInvitationResponse, await resendCompanyUserInvitation(6, asBearer(await logIn('akceptant@firma.demo')))),
  // The 201 answer of createCompanyUser is {user, message}: the user has the list's schema.
  createCompanyUser: async () => {
    const created = await createCompanyUser({ firstName: 'Ewa', lastName: 'Nowak', email: 'ewa.nowak@firma.demo', roleId: 2, costCenterIds: [12] }, asBearer(await logIn('akceptant@firma.demo')));
    return parse(getCompanyUsersResponse.extend({ message: z.string() }), { users: [created.user], countTotal: 1, message: created.message });
  },
};
Object.assign(SMOKE, REPORTS_OFFERS_AND_USERS_SMOKE);

// Approval rules and approvers' absences (the company's administrator). The 201 answers have the change's schema.
const APPROVAL_RULES_SMOKE: Record<string, () => Promise<unknown>> = {
  getApprovalRules: async () => parse(getApprovalRulesResponse, await getApprovalRules(asBearer(await logIn('akceptant@firma.demo')))),
  createApprovalRule: async () => parse(updateApprovalRuleResponse, await createApprovalRule({ costCenterId: 12, levels: [{ threshold: 500, approverId: 3 }] }, asBearer(await logIn('akceptant@firma.demo')))),
  updateApprovalRule: async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    const { rule } = await createApprovalRule({ costCenterId: null, levels: [{ threshold: 500, approverId: 3 }] }, admin);
    return parse(updateApprovalRuleResponse, await updateApprovalRule(rule.id, { levels: [{ threshold: 100, approverId: 3 }, { threshold: 900, approverId: 3 }] }, admin));
  },
  deleteApprovalRule: async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    const { rule } = await createApprovalRule({ costCenterId: null, levels: [{ threshold: 500, approverId: 3 }] }, admin);
    return parse(deleteApprovalRuleResponse, await deleteApprovalRule(rule.id, admin));
  },
  getApproverAbsences: async () => parse(getApproverAbsencesResponse, await getApproverAbsences(asBearer(await logIn('akceptant@firma.demo')))),
  createApproverAbsence: async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    await updateCompanyUser(2, { canApprove: true }, admin);
    const today = getSeed().today.toISOString().slice(0, 10);
    const { absence, message } = await createApproverAbsence({ approverId: 3, substituteId: 2, dateFrom: today, dateTo: today }, admin);
    return parse(getApproverAbsencesResponse.extend({ message: z.string() }), { absences: [absence], message });
  },
  deleteApproverAbsence: async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    await updateCompanyUser(2, { canApprove: true }, admin);
    const today = getSeed().today.toISOString().slice(0, 10);
    const { absence } = await createApproverAbsence({ approverId: 3, substituteId: 2, dateFrom: today, dateTo: today }, admin);
    return parse(deleteApproverAbsenceResponse, await deleteApproverAbsence(absence.id, admin));
  },
};
Object.assign(SMOKE, APPROVAL_RULES_SMOKE);

// Budgets: the company's cost centres as its administrator manages them. The 201 answer has the change's schema.
const BUDGETS_SMOKE: Record<string, () => Promise<unknown>> = {
  getCompanyCostCenters: async () => parse(getCompanyCostCentersResponse, await getCompanyCostCenters(asBearer(await logIn('akceptant@firma.demo')))),
  createCostCenter: async () =>
    parse(updateCostCenterResponse, await createCostCenter({ name: 'Projekt Poznań', limit: 500, period: 'quarter', kind: 'hard', userIds: [2] }, asBearer(await logIn('akceptant@firma.demo')))),
  updateCostCenter: async () => parse(updateCostCenterResponse, await updateCostCenter(11, { limit: 25000, period: 'year' }, asBearer(await logIn('akceptant@firma.demo')))),
  archiveCostCenter: async () => parse(archiveCostCenterResponse, await archiveCostCenter(14, asBearer(await logIn('akceptant@firma.demo')))),
  restoreCostCenter: async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    await archiveCostCenter(14, admin);
    return parse(restoreCostCenterResponse, await restoreCostCenter(14, admin));
  },
};
Object.assign(SMOKE, BUDGETS_SMOKE);

/** Complaints and returns: a Meblomax delivery note found through the search, a complaint on one of its open positions. */
const complaintDocument = async () => {
  const { salesOrders } = await searchComplaintOrders({ complaintType: 'R-nt', limit: 1 }, asBearer(buyer));
  return (await getComplaintDocumentData({ documentNumber: salesOrders[0].documents[0].number, complaintType: 'R-nt' }, asBearer(buyer))).document;
};
const COMPLAINTS_SMOKE: Record<string, () => Promise<unknown>> = {
  searchComplaintOrders: async () => parse(searchComplaintOrdersResponse, await searchComplaintOrders({ query: 'ZS', complaintType: 'R-nt', limit: 10 }, asBearer(buyer))),
  getComplaintDocumentData: async () => parse(getComplaintDocumentDataResponse, { document: await complaintDocument() }),
  getComplaintDocumentAutocomplete: async () => parse(getComplaintDocumentAutocompleteResponse, await getComplaintDocumentAutocomplete({ complaintType: 'R-nt', documentNumberQuery: 'WZ/' }, asBearer(buyer))),
  getComplaints: async () => parse(getComplaintsResponse, await getComplaints({ limit: 24, offset: 0, orderBy: 'createdAt', orderDirection: 'DESC', filters: { type: ['R-nt'] } }, asBearer(buyer))),
  // The 201 answer of createComplaint is a ComplaintResult (numbers, quantity, the Money of a list row).
  createComplaint: async () => {
    const document = await complaintDocument();
    const position = document.positions.find((candidate) => candidate.complainableQuantity > 0 && !candidate.requiresSerialNumber && !candidate.requiresDeviceModel)!;
    const result = await createComplaint({ typeString: 'R-nt', documentNumber: document.number, items: [{ deliveryDocumentPositionId: position.id, quantity: 1, reason: 'Powód reklamacji: Uszkodzone opakowanie.' }] }, asBearer(buyer));
    return parse(z.object({ complaintNumbers: z.array(z.string()).min(1), quantity: z.number(), grandTotal: getComplaintsResponse.shape.complaints.element.shape.grandTotal }).strict(), result);
  },
  getComplaint: async () => parse(getComplaintResponse, await getComplaint((await getComplaints({ limit: 1 }, asBearer(buyer))).complaints[0].id, asBearer(buyer))),
};
Object.assign(SMOKE, COMPLAINTS_SMOKE);

/** The audit log (after an administrator's change, so it has an entry) and paying several invoices at once. */
const AUDIT_AND_PAYMENTS_SMOKE: Record<string, () => Promise<unknown>> = {
  getAuditLog: async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    await deactivateCompanyUser(7, admin);
    return parse(getAuditLogResponse, await getAuditLog({ limit: 24, offset: 0, orderBy: 'at', orderDirection: 'DESC' }, admin));
  },
  paySalesInvoices: async () => {
    const ids = getSeed().invoices.filter((invoice) => invoice.companyId === 1001 && invoice.type === 'invoice' && !invoice.paidAt).slice(0, 2).map((invoice) => invoice.id);
    return parse(paySalesInvoicesResponse, await paySalesInvoices({ invoiceIds: ids }, asBearer(buyer)));
  },
};
Object.assign(SMOKE, AUDIT_AND_PAYMENTS_SMOKE);

describe('every implemented operation', () => {
  it('has a smoke request in this file', () => {
    expect(Object.keys(SMOKE).sort()).toEqual(Object.keys(implementedOperations).sort());
  });

  for (const [operationId, call] of Object.entries(SMOKE)) {
    it(`${operationId} answers with a contract-valid response`, async () => {
      await expect(call()).resolves.toBeDefined();
    });
  }
});
