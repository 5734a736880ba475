/** Internal (seed) records of the demo shop. API shapes are built from them by src/mocks/presenters. */
import type { ComplaintStatusChangeStatus, OrderStatusId } from '../../generated/model';

export type VatRate = 0 | 5 | 8 | 23;

/** Pictogram kinds the image handler can draw. */
export type Pictogram =
  | 'pen' | 'pencil' | 'marker' | 'corrector' | 'binder' | 'folder' | 'sleeve' | 'box' | 'stapler' | 'staples'
  | 'punch' | 'clip' | 'tape' | 'glue' | 'scissors' | 'ream' | 'photo' | 'notebook' | 'notes' | 'envelope'
  | 'label' | 'roll' | 'toner' | 'drum' | 'ink' | 'ribbon' | 'toilet' | 'towel' | 'tissue' | 'bottle'
  | 'soap' | 'bag' | 'sponge' | 'beans' | 'coffee' | 'jar' | 'tea' | 'water' | 'juice' | 'can' | 'cookie'
  | 'chocolate' | 'milk' | 'sugar' | 'wine' | 'mouse' | 'keyboard' | 'usb' | 'headset' | 'battery'
  | 'socket' | 'calculator' | 'shredder' | 'laminator' | 'printer' | 'glove' | 'vest' | 'firstaid'
  | 'plaster' | 'sanitizer' | 'mask' | 'extinguisher' | 'sign' | 'chair' | 'lamp' | 'stand';

export interface SeedCategory {
  id: number;
  slug: string;
  name: string;
  level: 1 | 2 | 3;
  parentId: number | null;
  childIds: number[];
  /** Top category → ... → this one. */
  pathIds: number[];
  iconClass: string | null;
  forAdults: boolean;
  picto: Pictogram;
  /** Default pictogram colour. */
  colour: string;
  /** Ids of this category and all its descendants. */
  subtreeIds: number[];
}

export interface SeedBrand {
  id: number;
  slug: string;
  name: string;
  polish: boolean;
}

export interface SeedPromotion {
  id: number;
  slug: string;
  name: string;
}

export interface SeedDevice {
  id: number;
  brand: string;
  model: string;
}

export interface SeedAttribute {
  key: string;
  name: string;
  value: string;
}

export type PackKind = 'single' | 'collective' | 'pallet';

export interface SeedProduct {
  id: number;
  code: string;
  slug: string;
  name: string;
  brandId: number;
  categoryId: number;
  vat: VatRate;
  priceNet: number;
  /** Price before the promotion (net), when discounted. */
  oldPriceNet: number | null;
  lowest30Net: number | null;
  promotionId: number | null;
  outlet: boolean;
  eco: boolean;
  sponsored: boolean;
  uom: string;
  /** Units of the base unit of measure in one `uom` (pricePerBaseUOM divides by it). */
  baseUnits: number;
  orderMultiple: number;
  orderMultipleSuggestedOnly: boolean;
  stock: number;
  /** Days until the next delivery when out of stock; null = unknown. */
  restockInDays: number | null;
  /** Deposit (kaucja) per `uom`, net = gross (outside VAT). */
  deposit: number | null;
  attributes: SeedAttribute[];
  colour: string;
  packLabel: string | null;
  picto: Pictogram;
  popularity: number;
  createdDaysAgo: number;
  discontinued: boolean;
  ean: string | null;
  oemCode: string | null;
  deviceIds: number[];
  /** Multi-pack group: the products that are the same article in other pack sizes. */
  packGroup: number | null;
  packKind: PackKind;
  packQuantity: number;
  deliveryDays: number;
}

export interface SeedCompany {
  id: number;
  name: string;
  taxId: string | null;
  isPrivateCustomer: boolean;
  hasOffer: boolean;
  city: string;
  minimumOrderNet: number | null;
  /** Category ids (any level) the company may not order from. */
  blockedCategoryIds: number[];
  /** Origins of the company's own procurement systems a punch-out cart may go back to (besides the demo's). */
  procurementOrigins?: string[];
}

export interface SeedCostCenter {
  id: number;
  companyId: number;
  name: string;
  limit: number | null;
  isLimitHard: boolean;
  canExceedAfterApproval: boolean;
}

export type RoleName = 'admin' | 'buyer' | 'approver' | 'onlyData';

export interface SeedUser {
  id: number;
  companyId: number;
  login: string;
  password: string;
  firstName: string;
  lastName: string;
  phone1: string;
  phoneCell: string | null;
  roleId: number;
  roleName: RoleName;
  canApprove: boolean;
  defaultCostCenterId: number | null;
  netPricesDefault: 'on' | 'off';
  netPricesReadOnly: boolean;
  /** Other user records (other companies) this person may switch to. */
  otherAccountIds: number[];
  subscribedToNewsletter: boolean;
}

export interface SeedOrderLine {
  productId: number;
  quantity: number;
  priceNet: number;
  vat: VatRate;
  deposit: number | null;
}

export interface SeedOrder {
  id: number;
  number: string;
  companyId: number;
  userId: number;
  createdAt: string;
  status: OrderStatusId;
  costCenterId: number | null;
  lines: SeedOrderLine[];
  deliveryNet: number;
  paymentMethodId: string;
  deliveryMethodId: string;
  clientOrderNumber: string | null;
  comment: string | null;
  isPaid: boolean;
  /** What an order placed through checkout carries beyond a seeded one (absent on seeded orders). */
  placed?: PlacedOrderDetails;
}

/** A postal address of a placed order (billing, delivery) or of a delivery-address book entry. */
export interface AddressRecord {
  name: string;
  countryCode: string;
  streetWithNumber: string;
  addressLine1: string | null;
  city: string;
  zip: string;
  phone1: string | null;
}

export type StockDecision = 'waitForAll' | 'sendAvailable' | 'removeUnavailable';

/** The checkout facts of a placed order. */
export interface PlacedOrderDetails {
  /** Who placed it: `u:<userId>` or `g:<guestId>` (a guest session keeps reading its orders). */
  owner: string;
  buyer: { name: string; email: string; companyName: string | null; taxId: string | null };
  billingAddress: AddressRecord;
  /** Null when the goods go to a pickup point. */
  deliveryAddress: AddressRecord | null;
  deliveryPoint: { name: string; pni: string; provider: string } | null;
  deliveryDate: string | null;
  /** What the promo code took off the goods. */
  discount: { net: number; gross: number } | null;
  promoCode: string | null;
  consents: { terms: boolean; newsletter: boolean; priceComparison: boolean; eInvoice: boolean };
  insufficientStockDecision: StockDecision | null;
  emailForPrepayment: string | null;
  consigneeId: number | null;
}

/** A line of an invoice: a product, the delivery fee (productId null) or, on a correction, the change (negative quantity). */
export interface SeedInvoiceLine {
  productId: number | null;
  name: string;
  code: string | null;
  uom: string;
  quantity: number;
  priceNet: number;
  vat: VatRate;
}

export type InvoiceType = 'invoice' | 'correctionInvoice';

/** A sales invoice (FV) or its correction (FK) of a shipped or delivered order. */
export interface SeedInvoice {
  id: number;
  number: string;
  type: InvoiceType;
  companyId: number;
  /** Who ordered (scope=mine). */
  userId: number;
  orderIds: number[];
  issuedAt: string;
  saleDate: string;
  dueDate: string;
  paymentMethodId: string;
  lines: SeedInvoiceLine[];
  /** The corrected invoice's id (corrections only). */
  correctionOfId: number | null;
  correctionReason: string | null;
  /** Paid at seed time (YYYY-MM-DD), null while unpaid; payments through the demo are in the state. */
  paidAt: string | null;
}

export interface Seed {
  /** The day the seed is anchored to (dates are relative to it). */
  today: Date;
  categories: SeedCategory[];
  categoryById: Map<number, SeedCategory>;
  categoryBySlug: Map<string, SeedCategory>;
  brands: SeedBrand[];
  brandById: Map<number, SeedBrand>;
  promotions: SeedPromotion[];
  devices: SeedDevice[];
  deviceById: Map<number, SeedDevice>;
  products: SeedProduct[];
  productById: Map<number, SeedProduct>;
  productBySlug: Map<string, SeedProduct>;
  companies: SeedCompany[];
  costCenters: SeedCostCenter[];
  users: SeedUser[];
  orders: SeedOrder[];
  /** Invoices and corrections of the seeded orders (src/mocks/db/seed/invoices.ts). */
  invoices: SeedInvoice[];
  /** WZ delivery notes of the shipped and delivered seeded orders (src/mocks/db/seed/deliveryDocuments.ts). */
  deliveryDocuments: SeedDeliveryDocument[];
  /** Complaints and returns of the demo customers (src/mocks/db/seed/complaints.ts). */
  complaints: ComplaintRecord[];
}

/** A product line of a WZ delivery note: what was delivered, at the order's price. */
export interface SeedDeliveryPosition {
  /** Sent as deliveryDocumentPositionId: the note's id × 100 + the line's number (1, 2, ...). */
  id: number;
  productId: number;
  quantity: number;
  priceNet: number;
  vat: VatRate;
}

/** A WZ delivery note of a shipped order (one per order). */
export interface SeedDeliveryDocument {
  /** The order's id × 10 + 1 (the id the order's `documents` give it). */
  id: number;
  number: string;
  orderId: number;
  companyId: number;
  userId: number;
  /** The day the goods left the warehouse (YYYY-MM-DD). */
  issuedAt: string;
  /** When the goods arrived (ISO), null while on the way. */
  deliveredAt: string | null;
  positions: SeedDeliveryPosition[];
}

/** The contract's complaint statuses (ComplaintStatusChange.status). */
export type ComplaintStatusId = ComplaintStatusChangeStatus;

/** One step of a complaint's status history. */
export interface ComplaintStep {
  status: ComplaintStatusId;
  at: string;
  /** The customer who registered it; null for the shop's own steps. */
  byUserId: number | null;
  note: string | null;
}

/** An attachment of a complaint: its name and size (the demo keeps uploaded bytes in memory only). */
export interface ComplaintAttachmentRecord {
  id: number;
  fileName: string;
  size: number;
  /** Where a seeded attachment's picture is (uploaded files are served by the demo API from memory). */
  url: string | null;
}

/**
 * A complaint (R-nt) or return (RZ) of one delivery-note position: each position a customer submits
 * becomes a complaint of its own with its own number and status (a submission returns all numbers).
 */
export interface ComplaintRecord {
  id: number;
  number: string;
  type: 'R-nt' | 'RZ';
  companyId: number;
  userId: number;
  createdAt: string;
  documentId: number;
  positionId: number;
  productId: number;
  quantity: number;
  /** The delivered unit price (net) and VAT rate: the complaint's value is counted from them. */
  priceNet: number;
  vat: VatRate;
  /** The §5 reason text as submitted (serial number, heading, reason, additional list). */
  reason: string;
  serialNumber: string | null;
  deviceModel: string | null;
  additionalList: string[];
  attachments: ComplaintAttachmentRecord[];
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  comment: string | null;
  /** Oldest first; the last step is the current status. */
  history: ComplaintStep[];
}
