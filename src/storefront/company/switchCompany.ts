import { passCartChanges, parseCartChanges } from '../../domain/cartChanges';
import { getSession, sessionAccount } from '../../session';
import { endEditOrder } from '../../session/editOrder';
import { CART_CHANGES_KEY } from '../../session/pendingCartChanges';
import { broadcastSessionEvent } from '../../session/tabSync';
import { switchAccount } from '../../generated/api/account/account';
import type { ShoppingCartDecision } from '../../generated/model';
import { rememberSwitchMessage } from './switchedNotice';

/**
 * Switches to another account (spec §4 "Account switch") and reloads the page, so that prices,
 * acl, cost centres and the cart are all the new company's (nothing of the old one stays in memory).
 * An order being edited belongs to the company left behind: its edit mode ends. Quantity changes
 * of the cart not yet sent (no connection) go where the cart goes: with "move" or "merge" to the new
 * account, with "nothing" they wait for the account left behind. Other tabs of the
 * shop reload as after a login (when not focused). The server's message (the new company, that
 * prices now follow it, what happened to the cart) is shown on the reloaded page. Throws when the
 * switch fails (nothing changed).
 */
export async function switchCompany(userId: number, decision: ShoppingCartDecision, reload: () => void = () => window.location.reload()): Promise<void> {
  const from = sessionAccount(getSession());
  const { message } = await switchAccount(userId, { userDecisionWhatToDoWithShoppingCarts: decision });
  if (decision !== 'nothing') passStoredCartChanges(from, userId);
  rememberSwitchMessage(message);
  endEditOrder();
  broadcastSessionEvent('LOGIN');
  reload();
}

function passStoredCartChanges(from: number | null, to: number): void {
  try {
    const stored = localStorage.getItem(CART_CHANGES_KEY);
    if (stored) localStorage.setItem(CART_CHANGES_KEY, JSON.stringify(passCartChanges(parseCartChanges(stored), from, to)));
  } catch {
    // storage blocked: nothing was kept
  }
}
