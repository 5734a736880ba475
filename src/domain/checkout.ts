import { isValidDashedPhone, isValidPhone } from './validation';

/**
 * Checkout rules of spec §5–6 that the form needs beyond the field rules of validation.ts.
 */

/**
 * Which §5 phone rule a number breaks, if any. A number written in the 3-3-3 form with dashes
 * (no country prefix) must be exactly that form ("Nieprawidłowy numer telefonu."); any other
 * number follows the +48 / length rule ("Niepoprawny numer telefonu.").
 */
export function phoneProblem(phone: string): 'phoneDashed' | 'phone' | null {
  const value = phone.trim();
  if (!value.startsWith('+') && value.includes('-')) return isValidDashedPhone(value) ? null : 'phoneDashed';
  return isValidPhone(value) ? null : 'phone';
}

/** Spec §6: the e-invoice option appears only if the user may change the setting and e-invoicing is not yet enabled. */
export function showsEInvoiceOption(settings: { allowedToChangeEInvoiceSetting: boolean; eInvoiceEnabled: boolean }): boolean {
  return settings.allowedToChangeEInvoiceSetting && !settings.eInvoiceEnabled;
}

/** What the buyer is told about an online payment after placing the order. */
export type OnlinePaymentState = 'paid' | 'failed' | 'pending';

/**
 * The state of an order's online payment: paid once the order says so; failed when the payment
 * operator sent the buyer back with a failure and the order is still unpaid; otherwise pending.
 */
export function onlinePaymentState(order: { isPaid: boolean }, returnedStatus: string | null): OnlinePaymentState {
  if (order.isPaid) return 'paid';
  return returnedStatus === 'failed' ? 'failed' : 'pending';
}

/**
 * The value the cost-centre rule weighs: the goods net after the promo code's discount (delivery
 * and deposits are not purchases of the centre). The demo API's order placement weighs the same.
 */
export function costCentreCartValue(cart: { total: { net: number }; discountValue: { net: number } }): number {
  return Math.round((cart.total.net - cart.discountValue.net) * 100) / 100;
}
