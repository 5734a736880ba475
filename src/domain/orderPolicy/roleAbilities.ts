/**
 * What each role may do through the API (spec §6): the data-only role (onlyData) reads, and besides
 * reading may only do what concerns the person alone — log in, change its own settings, mark its
 * notifications read, look after its own password and newsletter. Every other state-changing operation
 * (carts, orders, decisions, shopping lists, reports, complaints, addresses, payments...) is refused
 * with the role message. The demo API asks `mayCallOperation` once, in its operation wrapper.
 */
import { ONLY_DATA_ROLE } from '../permissions';

/**
 * The state-changing operations (contract operationIds) a data-only session may still call. Logging
 * out needs no call: the shop logs in again as a guest (postToken).
 */
export const ONLY_DATA_ALLOWED_OPERATIONS: readonly string[] = [
  'postToken', // log in (and the guest login that follows a logout)
  'patchCurrentUserSetting', // own settings (net/gross display, e-mail preferences)
  'markNotificationRead', // own notifications' read state
  'markAllNotificationsRead',
  'requestPasswordReminder', // own password
  'resetPassword',
  'subscribeNewsletter', // own newsletter subscription
  'confirmNewsletter',
  'registerUser', // an account of one's own (the shop's registration; it changes no company data)
  'confirmRegistration',
  'resendActivationLink',
];

/** The request methods that only read. */
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a user of the role may call the operation (reading is always allowed). */
export function mayCallOperation(roleName: string, operationId: string, method: string): boolean {
  if (READING_METHODS.has(method.toUpperCase())) return true;
  if (roleName !== ONLY_DATA_ROLE) return true;
  return ONLY_DATA_ALLOWED_OPERATIONS.includes(operationId);
}

/** The refusal the data-only role reads, in the user's language. */
export function onlyDataMessage(locale: 'pl' | 'en' = 'pl'): string {
  return locale === 'en'
    ? 'Your role only lets you view data – you cannot change carts, orders, lists or reports.'
    : 'Twoja rola pozwala tylko przeglądać dane – nie możesz zmieniać koszyka, zamówień, list ani raportów.';
}
