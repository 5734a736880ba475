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

export const PAYMENT_METHODS: Record<string, string> = {
  transfer14: 'Przelew 14 dni',
  transfer30: 'Przelew 30 dni',
  prepayment: 'Przedpłata na konto',
  card: 'Karta płatnicza',
  blik: 'BLIK',
};

export const DELIVERY_METHODS: Record<string, string> = {
  courier: 'Kurier DPD',
  own: 'Transport Spinacz',
  parcelLocker: 'Paczkomat InPost',
  pickup: 'Odbiór osobisty – Poznań, ul. Głogowska 218',
};

/** Delivery methods without a delivery fee. */
export const FREE_DELIVERY_METHODS = new Set(['pickup']);
