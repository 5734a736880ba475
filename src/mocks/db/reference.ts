import type { OrderStatusId } from '../../generated/model';

/** Business constants of the demo shop (spec §1, §9). */
export const FREE_DELIVERY_FROM_NET = 250;
export const DELIVERY_FEE_NET = 14.99;
export const DELIVERY_VAT = 23;

export const ORDER_STATUSES: Record<OrderStatusId, string> = {
  awaitingAcceptance: 'Oczekuje na akceptację',
  rejected: 'Odrzucone',
  accepted: 'Zaakceptowane',
  inProgress: 'W realizacji',
  shipped: 'Wysłane',
  delivered: 'Dostarczone',
  cancelled: 'Anulowane',
};

/**
 * Payment method names by id: the four of checkout (transfer, online, cod, deferred) and older
 * ones seeded orders carry.
 */
export const PAYMENT_METHODS: Record<string, string> = {
  transfer: 'Przelew tradycyjny (przedpłata)',
  online: 'Płatność online',
  cod: 'Płatność przy odbiorze',
  deferred: 'Przelew z odroczonym terminem',
  transfer14: 'Przelew 14 dni',
  transfer30: 'Przelew 30 dni',
  prepayment: 'Przedpłata na konto',
  card: 'Karta płatnicza',
  blik: 'BLIK',
};

/** A delivery method of checkout: its fee (net, 23% VAT) below the free-delivery threshold and, for pickup points, the carrier. */
export interface DeliveryOption {
  id: string;
  name: string;
  description: string;
  feeNet: number;
  /** The parcel-locker or pickup-point carrier whose points the buyer picks from; null for door delivery. */
  provider: 'inpost' | 'orlen' | 'dpd' | 'pocztex' | null;
  /** Whether the free-delivery threshold applies (personal pickup is always free). */
  freeFromThreshold: boolean;
}

/** Checkout's delivery methods, in the order they are offered. */
export const DELIVERY_OPTIONS: DeliveryOption[] = [
  { id: 'courier', name: 'Kurier DPD', description: 'Dostawa pod wskazany adres w 1–2 dni robocze.', feeNet: DELIVERY_FEE_NET, provider: null, freeFromThreshold: true },
  { id: 'parcelLocker', name: 'Paczkomat InPost 24/7', description: 'Odbiór w wybranym Paczkomacie o dowolnej porze.', feeNet: 11.99, provider: 'inpost', freeFromThreshold: true },
  { id: 'orlenPoint', name: 'ORLEN Paczka', description: 'Odbiór w automacie lub na stacji ORLEN.', feeNet: 9.99, provider: 'orlen', freeFromThreshold: true },
  { id: 'dpdPickup', name: 'DPD Pickup', description: 'Odbiór w punkcie DPD Pickup (sklepy, kioski).', feeNet: 10.99, provider: 'dpd', freeFromThreshold: true },
  { id: 'pocztexPoint', name: 'Pocztex – odbiór w punkcie', description: 'Odbiór w placówce Poczty Polskiej lub punkcie partnerskim.', feeNet: 9.49, provider: 'pocztex', freeFromThreshold: true },
  { id: 'pickup', name: 'Odbiór osobisty – Poznań, ul. Głogowska 218', description: 'Magazyn Spinacz, pn.–pt. 8:00–16:00.', feeNet: 0, provider: null, freeFromThreshold: false },
];

/** Delivery method names by id (checkout's and the older `own` of seeded orders). */
export const DELIVERY_METHODS: Record<string, string> = {
  ...Object.fromEntries(DELIVERY_OPTIONS.map((option) => [option.id, option.name])),
  own: 'Transport Spinacz',
};

/** Delivery methods without a delivery fee. */
export const FREE_DELIVERY_METHODS = new Set(DELIVERY_OPTIONS.filter((option) => option.feeNet === 0).map((option) => option.id));
