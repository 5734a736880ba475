/**
 * The mutable part of the demo API's state (the seed is rebuilt on start, never stored): what the
 * demo changed since the seed, by kind, and the empty state a reset starts from.
 */
import type { OrderStatusId, PlacedOrderResponse } from '../../generated/model';
import type { StoredAbsence, StoredApprovalRule, StoredOrderApproval } from './approvalRecords';
import type { AuditRecord } from './auditRecords';
import type { CostCenterChangeRecord, StoredCostCenter } from './budgetRecords';
import type { CompanyChange, CompanyUserAccount, CompanyUserChangeRecord, DeliveryAddressEntry, PasswordLink, PendingRegistration, RegisteredAccount } from './accountRecords';
import type { StoredOfferRequest, StoredReport, StoredShoppingList } from './buyerRecords';
import type { NewsletterSubscription, StoredMail, StoredNotification } from './messageRecords';
import type { CartLine, DemoPayment, OrderChange, OrderDecision, OrderEvent } from './orderRecords';
import { SEED_VERSION } from './seed';
import type { AddressRecord, ComplaintRecord, SeedOrder, SeedOrderLine } from './types';

export interface DemoState {
  version: number;
  /** Cart lines per owner: `u:<userId>` or `g:<guestId>`. */
  carts: Record<string, CartLine[]>;
  /** User settings per user id: settingId → value. */
  settings: Record<string, Record<string, 'on' | 'off'>>;
  /** Orders placed through the demo (after the seed). */
  placedOrders: SeedOrder[];
  /** Status changes of seeded or placed orders (approvals, cancellations). */
  orderStatus: Record<string, OrderStatusId>;
  /** Newsletter subscriptions by lower-case e-mail. */
  newsletter: Record<string, NewsletterSubscription>;
  /** Accounts created at checkout ("create an account"). */
  registeredAccounts: RegisteredAccount[];
  /** Delivery-address books changed through the demo, by user id (others use the seeded book). */
  deliveryAddresses: Record<string, DeliveryAddressEntry[]>;
  /** Company addresses completed at checkout or given at registration, by company id. */
  companyAddresses: Record<string, AddressRecord>;
  /** Online payments by token. */
  payments: Record<string, DemoPayment>;
  /** The promo code applied to each cart owner's cart (upper case). */
  promoCodes: Record<string, string>;
  /** Lines of orders changed in edit-order mode, by order id (they replace the order's own lines). */
  orderLines: Record<string, SeedOrderLine[]>;
  /** Comments, client order numbers and payments of orders changed through the demo, by order id. */
  orderChanges: Record<string, OrderChange>;
  /** Approvers' decisions by order id (the status itself is in orderStatus). */
  orderDecisions: Record<string, OrderDecision>;
  /** Edits, decisions and re-approvals of orders, oldest first, by order id (services/orderHistory.ts). */
  orderEvents?: Record<string, OrderEvent[]>;
  /** Notifications, newest last. */
  notifications: StoredNotification[];
  /** Whether the demo users' starting notifications were put in (once, after a reset too). */
  notificationsSeeded?: boolean;
  /** Invoices paid through the demo payment operator: invoice id → paid at (ISO). */
  invoicePayments: Record<string, string>;
  /** Shopping lists changed through the demo, by user id (others use the seeded lists). */
  shoppingLists?: Record<string, StoredShoppingList[]>;
  /** The demo mailbox: every e-mail the shop would send, oldest first. */
  mailbox?: StoredMail[];
  /** On the Node server: the accounts each browser created or logged into, by visitor id (services/mailboxAccess.ts). */
  visitorAddresses?: Record<string, string[]>;
  /** On the Node server: the messages each browser's own requests sent to an address it has no account of, by visitor id (a guest's order confirmation, a newsletter confirmation). */
  visitorMail?: Record<string, number[]>;
  /** Registrations by id (pending until the activation link is opened). */
  registrations?: Record<string, PendingRegistration>;
  /** Password-setting links by id. */
  passwordLinks?: Record<string, PasswordLink>;
  /** Passwords set through a link, by login (lower case): they replace the seed's or the account's own. */
  passwords?: Record<string, string>;
  /** When a login's password was last set through a link (ms): its tokens issued before then are refused. */
  sessionsValidFrom?: Record<string, number>;
  /** Failed logins (ms) in the throttling window, by `login:<login>` and `address:<address>` (services/loginThrottle.ts). */
  loginFailures?: Record<string, number[]>;
  /**
   * The account a login works in after switching company (account-switcher), by login: the token's
   * `sub` stays the account it logged in with, sessionFromToken resolves this one instead.
   */
  activeAccounts?: Record<string, number>;
  /** Company data changed by an administrator (updateCurrentCompany), by company id; the address is in companyAddresses. */
  companyChanges?: Record<string, CompanyChange>;
  /** Reports per user id, copied from the seeded ones on the first change (services/reports.ts). */
  reports?: Record<string, StoredReport[]>;
  /** Offer requests sent through the demo, oldest first. */
  offerRequests?: StoredOfferRequest[];
  /** Users added to a company by its administrator (createCompanyUser). */
  companyUsers?: CompanyUserAccount[];
  /** What an administrator changed of a company user (name, phone, role, approval right), by user id (updateCompanyUser). */
  userChanges?: Record<string, CompanyUserChangeRecord>;
  /** Cost centres an administrator chose for a user, by user id; empty: all of the company's (updateCompanyUser). */
  userCostCenters?: Record<string, number[]>;
  /** Seeded cost centres an administrator changed (name, limit, period, kind, archived), by centre id (services/budgets.ts). */
  costCenterChanges?: Record<string, CostCenterChangeRecord>;
  /** Cost centres administrators created, oldest first (services/budgets.ts). */
  createdCostCenters?: StoredCostCenter[];
  /** Users an administrator deactivated, by user id: when (ms). Their tokens are refused, they cannot log in. */
  deactivatedUsers?: Record<string, number>;
  /** When a user's sessions were ended by deactivation, by user id (ms): her tokens issued before are refused, also after reactivation. */
  userSessionsValidFrom?: Record<string, number>;
  /** Complaints and returns registered through the demo (after the seeded ones; services/complaintRegistration.ts). */
  complaints?: ComplaintRecord[];
  /** The companies' audit log, oldest first, append-only (at most the newest 5 000 of each company; services/audit/auditLog.ts). */
  auditLog?: AuditRecord[];
  /** Order placements' first answers by cart owner and Idempotency-Key, oldest first, bounded (services/idempotency.ts). */
  idempotentAnswers?: { owner: string; key: string; at: number; response: PlacedOrderResponse; fingerprint?: string }[];
  /** Approval rules of companies (services/approvalRules.ts). */
  approvalRules?: StoredApprovalRule[];
  /** Approvers' absences with their substitutes (services/approvalRules.ts). */
  approverAbsences?: StoredAbsence[];
  /** The last ids given to approval rules and absences. */
  approvalIds?: { rule: number; absence: number };
  /** The chain of decisions each order placed or sent back to approval waits in, by order id (services/orderApproval.ts). */
  orderApprovals?: Record<string, StoredOrderApproval>;
  counters: { cartLine: number; notification?: number; shoppingList?: number; mail?: number; report?: number; offerRequest?: number; complaint?: number; complaintAttachment?: number };
}

/** The state before any change: a new visitor, or after a reset. */
export const emptyState = (): DemoState => ({
  version: SEED_VERSION,
  carts: {},
  settings: {},
  placedOrders: [],
  orderStatus: {},
  newsletter: {},
  registeredAccounts: [],
  deliveryAddresses: {},
  companyAddresses: {},
  payments: {},
  promoCodes: {},
  orderLines: {},
  orderChanges: {},
  orderDecisions: {},
  notifications: [],
  invoicePayments: {},
  counters: { cartLine: 1 },
});
