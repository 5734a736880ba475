/**
 * Who may call each contract operation (spec §6, the contract's `security` and its 401/403 answers),
 * for the valid request of tests/contract/fuzz/fixtures.ts — whose records belong to Meblomax sp. z o.o.
 * (kupiec@firma.demo's orders, lists and notifications; akceptant@firma.demo's reports and addresses).
 * Callers: guest; buyer kupiec@firma.demo; admin akceptant@firma.demo (the company's administrator, also an
 * approver, with acl for addresses, reports, the company switch); approver e.akceptujaca@firma.demo (decides
 * orders, administers nothing); onlyData dane@firma.demo (looks, never orders or changes company data);
 * other = j.dabrowska@firma.demo, a buyer of Meblomax Logistyka sp. z o.o.
 */
import type { Role } from './fuzz/harness';

export interface Permission {
  /** The callers the operation serves (everyone else gets 401, 403 or — for others' records — 404). */
  allowed: readonly Role[];
  /** No token at all is enough (the contract's `security: []`). */
  public?: true;
}

const EVERYONE: Role[] = ['guest', 'buyer', 'admin', 'approver', 'onlyData', 'other'];
/** Logged-in users of any company (their own data: cart, lists, orders list, settings). */
const USERS: Role[] = ['buyer', 'admin', 'approver', 'onlyData', 'other'];
/** Meblomax's records, to look at: the company's users (onlyData included). */
const COMPANY_VIEW: Role[] = ['buyer', 'admin', 'approver', 'onlyData'];
/** Meblomax's records, to change or order from: not onlyData (spec §6, "data-only user"). */
const COMPANY_CHANGE: Role[] = ['buyer', 'admin', 'approver'];
/** Ordering and requests that create business: every logged-in role but onlyData. */
const ORDERING: Role[] = ['buyer', 'admin', 'approver', 'other'];
/** kupiec@firma.demo's own records (lists, notifications): nobody else's, not even the administrator's. */
const OWNER: Role[] = ['buyer'];
/** akceptant@firma.demo only: company administration, acl for addresses and the company switch, her own reports. */
const ADMIN: Role[] = ['admin'];
/** Deciding the company's orders: its approvers (the administrator is one). */
const DECIDERS: Role[] = ['admin', 'approver'];
/** acl reports: akceptant@firma.demo and dane@firma.demo. */
const REPORTS: Role[] = ['admin', 'onlyData'];
/** Everyone who may buy: the guest and every logged-in role but onlyData (the data-only role reads only). */
const BUYERS: Role[] = ['guest', 'buyer', 'admin', 'approver', 'other'];
/** The users who may keep shopping lists: every logged-in role but onlyData. */
const LIST_KEEPERS: Role[] = ['buyer', 'admin', 'approver', 'other'];
/** The guest whose payment or order it is (a logged-in user orders through placeOrder). */
const GUEST: Role[] = ['guest'];

export const PERMISSIONS: Record<string, Permission> = {
  // Session and user
  postToken: { allowed: EVERYONE, public: true },
  getCurrentUser: { allowed: EVERYONE },
  // onlyData: the net-price setting is read-only for dane@firma.demo (acl).
  patchCurrentUserSetting: { allowed: ['buyer', 'admin', 'approver', 'other'] },
  getOldFrontendLink: { allowed: ADMIN },
  registerUser: { allowed: EVERYONE },
  confirmRegistration: { allowed: EVERYONE },
  requestPasswordReminder: { allowed: EVERYONE },
  getPasswordReminder: { allowed: EVERYONE },
  resetPassword: { allowed: EVERYONE },
  resendActivationLink: { allowed: EVERYONE },

  // Settings and menus
  getSettings: { allowed: EVERYONE },
  getCategoriesTree: { allowed: EVERYONE },
  getCategories: { allowed: EVERYONE },
  getUserMenu: { allowed: EVERYONE },
  getNotificationsMenu: { allowed: EVERYONE },

  // Search and products: the guest browses too (spec §6)
  getProductsSearch: { allowed: EVERYONE },
  getProduct: { allowed: EVERYONE },
  getProductsAutocomplete: { allowed: EVERYONE },
  getFrequentlyBoughtProducts: { allowed: USERS },
  getAtsContent: { allowed: EVERYONE },
  getPrintingDeviceBrands: { allowed: EVERYONE },
  getPrintingDevices: { allowed: EVERYONE },
  getPrintingDevicesAutocomplete: { allowed: EVERYONE },
  getConvertedImage: { allowed: EVERYONE, public: true },
  getBrands: { allowed: EVERYONE },
  getBrand: { allowed: EVERYONE },
  getPromotions: { allowed: EVERYONE },
  getPromotion: { allowed: EVERYONE },
  getBestsellers: { allowed: EVERYONE },
  getPriceAlertProducts: { allowed: EVERYONE },

  // Cart: everyone's own cart (the guest adds to cart, spec §6)
  getCurrentCart: { allowed: EVERYONE },
  addToCurrentCart: { allowed: BUYERS },
  updateCurrentCartItem: { allowed: BUYERS },
  deleteFromCurrentCart: { allowed: BUYERS },
  addItemsToCurrentCart: { allowed: BUYERS },
  deleteItemsFromCurrentCart: { allowed: BUYERS },
  applyPromoCode: { allowed: BUYERS },
  removePromoCode: { allowed: BUYERS },
  addQuickOrderToCurrentCart: { allowed: BUYERS },
  // Edit-order mode on a Meblomax order awaiting acceptance
  getSalesOrderAsCart: { allowed: COMPANY_CHANGE },
  addSalesOrderItem: { allowed: COMPANY_CHANGE },
  updateSalesOrderItem: { allowed: COMPANY_CHANGE },
  deleteSalesOrderItem: { allowed: COMPANY_CHANGE },

  // Lists: orders, acceptance, invoices, notifications
  getSalesOrders: { allowed: USERS },
  // A user who does not approve gets 0 (the menu asks every logged-in user).
  getCountOrderForAcceptance: { allowed: USERS },
  getSalesOrdersForAcceptance: { allowed: DECIDERS },
  getSalesOrder: { allowed: COMPANY_VIEW },
  updateSalesOrder: { allowed: COMPANY_CHANGE },
  acceptSalesOrder: { allowed: DECIDERS },
  rejectSalesOrder: { allowed: DECIDERS },
  copySalesOrder: { allowed: COMPANY_CHANGE },
  // The order of the guest that placed it online
  paySalesOrder: { allowed: GUEST },
  getSalesInvoices: { allowed: USERS },
  getSalesInvoice: { allowed: COMPANY_VIEW },
  getSalesInvoicePdf: { allowed: COMPANY_VIEW },
  paySalesInvoice: { allowed: COMPANY_CHANGE },
  paySalesInvoices: { allowed: COMPANY_CHANGE },
  getNotifications: { allowed: USERS },
  markNotificationRead: { allowed: OWNER },
  markAllNotificationsRead: { allowed: USERS },

  // Account
  getAccountSwitcher: { allowed: ADMIN },
  getAccountSwitchInfo: { allowed: ADMIN },
  switchAccount: { allowed: ADMIN },
  getCostCenters: { allowed: USERS },
  getDeliveryAddresses: { allowed: USERS },
  createDeliveryAddress: { allowed: ADMIN },
  updateDeliveryAddress: { allowed: ADMIN },
  deleteDeliveryAddress: { allowed: ADMIN },
  setDefaultDeliveryAddress: { allowed: ADMIN },
  getCurrentCompany: { allowed: USERS },
  updateCurrentCompany: { allowed: ADMIN },
  getCompanyUsers: { allowed: ADMIN },
  createCompanyUser: { allowed: ADMIN },
  updateCompanyUser: { allowed: ADMIN },
  deactivateCompanyUser: { allowed: ADMIN },
  reactivateCompanyUser: { allowed: ADMIN },
  resendCompanyUserInvitation: { allowed: ADMIN },
  // Approval rules and approvers' absences: the company's administrator.
  getApprovalRules: { allowed: ADMIN },
  createApprovalRule: { allowed: ADMIN },
  updateApprovalRule: { allowed: ADMIN },
  deleteApprovalRule: { allowed: ADMIN },
  getApproverAbsences: { allowed: ADMIN },
  createApproverAbsence: { allowed: ADMIN },
  deleteApproverAbsence: { allowed: ADMIN },
  // Budgets (the company's cost centres as managed): its administrator.
  getCompanyCostCenters: { allowed: ADMIN },
  createCostCenter: { allowed: ADMIN },
  updateCostCenter: { allowed: ADMIN },
  archiveCostCenter: { allowed: ADMIN },
  restoreCostCenter: { allowed: ADMIN },
  // The company's audit log: its administrator only.
  getAuditLog: { allowed: ADMIN },

  // Checkout
  getCheckoutWithRegistration: { allowed: EVERYONE },
  getCheckout: { allowed: USERS },
  validateUserDeliveryDate: { allowed: EVERYONE },
  getPickupPoints: { allowed: EVERYONE },
  placeOrder: { allowed: ORDERING },
  placeAnonymousOrder: { allowed: GUEST },
  getPayment: { allowed: GUEST },
  completePayment: { allowed: GUEST },

  // Complaints (a Meblomax delivery note)
  searchComplaintOrders: { allowed: USERS },
  getComplaintDocumentData: { allowed: COMPANY_VIEW },
  getComplaintDocumentAutocomplete: { allowed: USERS },
  getComplaints: { allowed: USERS },
  createComplaint: { allowed: COMPANY_CHANGE },
  getComplaint: { allowed: COMPANY_VIEW },

  // Shopping lists: each user's own
  getShoppingLists: { allowed: USERS },
  createShoppingList: { allowed: LIST_KEEPERS },
  getDefaultShoppingList: { allowed: USERS },
  addToDefaultShoppingList: { allowed: LIST_KEEPERS },
  deleteFromDefaultShoppingList: { allowed: LIST_KEEPERS },
  getShoppingListTypes: { allowed: USERS },
  getShoppingListCycles: { allowed: USERS },
  updateShoppingList: { allowed: OWNER },
  deleteShoppingList: { allowed: OWNER },
  addShoppingListItems: { allowed: OWNER },
  updateShoppingListItem: { allowed: OWNER },
  deleteShoppingListItems: { allowed: OWNER },
  deleteShoppingListItem: { allowed: OWNER },
  addShoppingListToCart: { allowed: OWNER },

  // Content, newsletter, offers, mini-catalogues, reports
  getContents: { allowed: EVERYONE },
  getArticle: { allowed: EVERYONE },
  getTextPage: { allowed: EVERYONE },
  subscribeNewsletter: { allowed: EVERYONE },
  confirmNewsletter: { allowed: EVERYONE },
  getOffers: { allowed: USERS },
  // A Meblomax offer: its company reads it (Meblomax Logistyka's user gets 404), onlyData does not order from it.
  getOffer: { allowed: COMPANY_VIEW },
  addOfferToCart: { allowed: COMPANY_CHANGE },
  createOfferRequest: { allowed: ORDERING },
  getMiniCatalogues: { allowed: USERS },
  getMiniCatalogueProducts: { allowed: USERS },
  getReports: { allowed: REPORTS },
  // Ordering a report changes data: onlyData reads the reports others order (acl reports), it orders none.
  createReport: { allowed: ADMIN },
  getReportTypes: { allowed: REPORTS },
  getSpendingSummary: { allowed: REPORTS },
  deleteReport: { allowed: ADMIN },
  getReportFile: { allowed: ADMIN },
};
