/**
 * What a buyer keeps in the account through the demo: shopping lists, ordered reports and offer requests.
 */

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
