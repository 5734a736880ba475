/**
 * The demo API's state: the seed (rebuilt on start, never stored) plus the mutable part
 * (carts, settings, placed orders, status changes), persisted through an adapter.
 */
import type { OrderStatusId, PlacedOrderResponse } from '../../generated/model';
import { defaultPersistence, type PersistenceAdapter } from './persistence';
import { buildSeed, SEED_VERSION } from './seed';
import type { AddressRecord, ComplaintRecord, Seed, SeedCompany, SeedOrder, SeedOrderLine, SeedUser } from './types';

export interface CartLine {
  id: number;
  productId: number;
  quantity: number;
}

/** A newsletter subscription made through the demo (pending until its token is confirmed). */
export interface NewsletterSubscription {
  email: string;
  token: string;
  status: 'pending' | 'confirmed';
  source: string | null;
  subscribedAt: string;
  confirmedAt: string | null;
}

/** An account a guest created while placing an order (a user and its own company record). */
export interface RegisteredAccount {
  user: SeedUser;
  company: SeedCompany;
}

/** An entry of a user's delivery-address book. */
export interface DeliveryAddressEntry extends AddressRecord {
  id: number;
  isDefault: boolean;
}

/** An online payment at the demo payment operator (the id is its token). */
export interface DemoPayment {
  token: string;
  orderId: number;
  /** Set when the payment is for an invoice (orderId is then the invoice's first order). */
  invoiceId?: number;
  status: 'pending' | 'paid' | 'failed';
  createdAt: string;
  decidedAt: string | null;
}

/** Fields of an order changed through the demo (updateSalesOrder, payments). */
export interface OrderChange {
  comment?: string | null;
  clientOrderNumber?: string | null;
  isPaid?: boolean;
}

/** An approver's decision on an order awaiting acceptance. */
export interface OrderDecision {
  decision: 'accepted' | 'rejected';
  byUserId: number;
  at: string;
  reason: string | null;
}

/**
 * A dated entry of an order's history beyond its placement (the order policy): a change of its lines
 * in edit-order mode (amounts before and after), an approver's decision, or a return to "awaiting
 * acceptance" after a change over its cost centre's limit.
 */
export interface OrderEvent {
  kind: 'edit' | 'decision' | 'reapproval';
  /** The order's status after the entry. */
  status: OrderStatusId;
  at: string;
  byUserId: number | null;
  note: string | null;
  /** An edit's grand totals (net and gross) before and after. */
  amountBefore?: { net: number; gross: number };
  amountAfter?: { net: number; gross: number };
}

/** A notification for a user (e.g. the buyer, after an approver's decision). */
export interface StoredNotification {
  id: number;
  userId: number;
  title: string;
  message: string;
  createdAt: string;
  read: boolean;
  link: string | null;
}

/** A product on a shopping list. */
export interface ShoppingListLine {
  productId: number;
  quantity: number;
}

/** A logged-in user's shopping list (spec §3); the reminder fields follow src/domain/shoppingList listReminder. */
export interface StoredShoppingList {
  id: number;
  name: string;
  type: string;
  isDefault: boolean;
  startDate: string | null;
  reminderAgreement: boolean;
  cycleType: string | null;
  cycleStep: number | null;
  items: ShoppingListLine[];
  createdAt: string;
}

/** An e-mail the shop would send: the demo keeps it in its mailbox (see services/mailbox.ts). */
export interface StoredMail {
  id: number;
  /** Recipient address (lower case). */
  to: string;
  subject: string;
  /** Paragraphs of the body, plain text (the first one is the greeting). */
  paragraphs: string[];
  /** The message's buttons: shop paths (e.g. `/rejestracja/abc`) or absolute addresses. */
  links: { label: string; href: string }[];
  kind: MailKind;
  sentAt: string;
}

export type MailKind = 'registration' | 'passwordReset' | 'orderConfirmation' | 'orderAwaitsApproval' | 'orderDecision' | 'reportReady' | 'companyUser' | 'offerRequest';

/** A registration waiting for the click on its activation link (registerUser → confirmRegistration). */
export interface PendingRegistration {
  id: string;
  /** Lower case. */
  email: string;
  /** What was entered (the password too): the account is created only when the link is opened. */
  form: {
    isIndividual: boolean;
    password: string;
    firstName: string;
    lastName: string;
    phone1: string;
    companyName: string | null;
    taxId: string | null;
    address: AddressRecord | null;
    newsletter: boolean;
  };
  createdAt: string;
  expiresAt: string;
  activatedAt: string | null;
  /** The account made on activation. */
  userId: number | null;
}

/** A one-time link that sets a user's password: a password reminder, or a new company user's first password. */
export interface PasswordLink {
  id: string;
  userId: number;
  kind: 'passwordReset' | 'companyUser';
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  /** When a newer link for the same login replaced this one (it no longer works). */
  supersededAt: string | null;
}

/** A report ordered through the demo; its status follows from createdAt (services/reports.ts). */
export interface StoredReport {
  id: number;
  userId: number;
  companyId: number;
  typeId: number;
  /** The period, YYYY-MM-DD (inclusive). */
  from: string;
  to: string;
  createdAt: string;
  emailNotifyWhenReportReady: boolean;
  /** Decided when ordered: a period without data ends as `failed` with this reason; null when it will be ready. */
  failureReason: string | null;
  /** When the user was told the report is done (notification, and the e-mail when asked for): once. */
  announcedAt: string | null;
  /** The language of the request that ordered it: the "report ready" e-mail's (Polish when not known). */
  locale?: 'pl' | 'en';
}

/** An offer request sent through the demo: it lists among the company's offers until the shop prices it. */
export interface StoredOfferRequest {
  id: number;
  number: string;
  companyId: number;
  userId: number;
  createdAt: string;
  message: string;
  products: { productId: number; quantity: number }[];
  contactEmail: string | null;
  contactPhone: string | null;
}

/** A user an administrator added to an existing company (logs in once a password is set through the e-mailed link). */
export interface CompanyUserAccount {
  user: SeedUser;
  /** The cost centres the user orders on; empty: all of the company's, as seeded users. */
  costCenterIds: number[];
  createdAt: string;
  createdByUserId: number;
}

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
  /** Complaints and returns registered through the demo (after the seeded ones; services/complaints.ts). */
  complaints?: ComplaintRecord[];
  /** Order placements' first answers by cart owner and Idempotency-Key, oldest first, bounded (services/idempotency.ts). */
  idempotentAnswers?: { owner: string; key: string; at: number; response: PlacedOrderResponse; fingerprint?: string }[];
  counters: { cartLine: number; notification?: number; shoppingList?: number; mail?: number; report?: number; offerRequest?: number; complaint?: number; complaintAttachment?: number };
}

/** Company fields an administrator changed (the rest stays as seeded). */
export interface CompanyChange {
  name?: string;
  taxId?: string;
  email?: string;
  phone1?: string;
  eInvoiceEmail?: string;
}

const emptyState = (): DemoState => ({
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

let seed: Seed | undefined;
let seedMillis = 0;
let state: DemoState | undefined;
/** What was last read or written, to notice changes made by another tab. */
let lastSerialized: string | null = null;
let persistence: PersistenceAdapter | undefined;

/** The seed, built on first use (deterministic, a few tens of milliseconds). */
export function getSeed(): Seed {
  if (!seed) {
    const started = performance.now();
    seed = buildSeed();
    seedMillis = performance.now() - started;
  }
  return seed;
}

/** How long building the seed took, in ms (0 until built). */
export const seedBuildMillis = (): number => seedMillis;

function adapter(): PersistenceAdapter {
  persistence ??= defaultPersistence();
  return persistence;
}

function load(raw: string | null): DemoState {
  lastSerialized = raw;
  if (!raw) return emptyState();
  try {
    const parsed = JSON.parse(raw) as Partial<DemoState>;
    if (parsed.version !== SEED_VERSION) return emptyState();
    return { ...emptyState(), ...parsed } as DemoState;
  } catch {
    return emptyState();
  }
}

/** The current mutable state (read-only use; change it through `updateState`). */
export function getState(): DemoState {
  if (!state) return (state = load(adapter().load()));
  if (adapter().shared) {
    const raw = adapter().load();
    if (raw !== lastSerialized) state = load(raw);
  }
  return state;
}

/** Applies a change to the state and persists it. */
export function updateState<T>(change: (draft: DemoState) => T): T {
  const current = getState();
  const result = change(current);
  lastSerialized = JSON.stringify(current);
  adapter().save(lastSerialized);
  return result;
}

/** Uses another persistence adapter (tests: memory; the browser default is localStorage). */
export function configurePersistence(next: PersistenceAdapter): void {
  persistence = next;
  state = undefined;
  lastSerialized = null;
}

/** Forgets every change made through the demo (carts, settings, orders); the seed stays. */
export function resetDemoData(): void {
  adapter().clear();
  lastSerialized = null;
  state = emptyState();
}

/** Rebuilds the seed for another day (tests). */
export function reseed(today?: Date): Seed {
  seed = buildSeed({ today });
  return seed;
}

/** Seeded orders with their current status, plus orders placed through the demo. */
export function allOrders(): SeedOrder[] {
  const { orderStatus, orderLines, orderChanges, placedOrders } = getState();
  // A changed order is a new object, so caches keyed by the order (orderTotals) never go stale.
  const current = (order: SeedOrder): SeedOrder =>
    orderStatus[order.id] || orderLines[order.id] || orderChanges[order.id]
      ? { ...order, ...orderChanges[order.id], status: orderStatus[order.id] ?? order.status, lines: orderLines[order.id] ?? order.lines }
      : order;
  return [...getSeed().orders.map(current), ...placedOrders.map(current)];
}

/** Seeded users plus the accounts created at checkout or by registration and the users administrators added (the one lookup of login and tokens), with passwords set through a link. */
export function allUsers(): SeedUser[] {
  const { registeredAccounts, passwords, companyUsers = [] } = getState();
  const users = registeredAccounts.length || companyUsers.length
    ? [...getSeed().users, ...registeredAccounts.map((account) => account.user), ...companyUsers.map((account) => account.user)]
    : getSeed().users;
  if (!passwords || !Object.keys(passwords).length) return users;
  return users.map((user) => (passwords[user.login] === undefined ? user : { ...user, password: passwords[user.login] }));
}

/** Seeded companies plus those of accounts created at checkout. */
export function allCompanies(): SeedCompany[] {
  const { registeredAccounts, companyChanges } = getState();
  const companies = registeredAccounts.length ? [...getSeed().companies, ...registeredAccounts.map((account) => account.company)] : getSeed().companies;
  // A name or NIP changed by the company's administrator shows wherever the company does.
  if (!companyChanges || !Object.keys(companyChanges).length) return companies;
  return companies.map((company) => {
    const change = companyChanges[company.id];
    return change ? { ...company, name: change.name ?? company.name, taxId: change.taxId ?? company.taxId } : company;
  });
}
