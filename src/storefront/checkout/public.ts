/** What other sections may use of the checkout: the parameter the payment's return address carries. */
export { PAYMENT_RESULT_PARAM } from './placedOrder';
