/**
 * Quantity changes of the cart (spec §4, §8, §9): debounced 1500 ms per product (several clicks →
 * one request), below 1 removes the product, a quantity against the order multiple opens the
 * "Komunikat" modal and sends nothing. A change that cannot reach the server (offline, network
 * error) is kept on this device and shown as not saved yet; it is sent when the connection
 * returns (the `online` event, or the next successful request) — also after a reload.
 */
import { isApiError, serverMessageOr } from '../../api/ApiError';
import { queryClient } from '../../api/queryClient';
import {
  CART_QUANTITY_DEBOUNCE_MS, dropCartChange, markCartChangeUnsent, parseCartChanges, passCartChanges, pendingCartChange, queueCartChange, settleCartChange,
  type PendingCartChange,
} from '../../domain/cartChanges';
import { isValidOrderMultiple, MAX_TYPED_QUANTITY } from '../../domain/quantity';
import { truncate } from '../../domain/text';
import {
  deleteFromCurrentCart, deleteSalesOrderItem, updateCurrentCartItem, updateSalesOrderItem,
} from '../../generated/api/cart/cart';
import type { CartItem } from '../../generated/model';
import i18n from '../../i18n';
import { getSession, sessionAccount, subscribeSession, useSession } from '../../session';
import { createStore, useStore } from '../../session/createStore';
import { showMessage } from '../../ui/modal/messageStore';
import { showToast } from '../../ui/toasts/toastStore';
import { cartKey, putChangedCart } from '../../api/queries/cartQueries';
import { showOrderUpdated } from './orderUpdatedToast';
import { CART_CHANGES_KEY } from '../../session/pendingCartChanges';

function load(): PendingCartChange[] {
  try {
    return typeof localStorage === 'undefined' ? [] : parseCartChanges(localStorage.getItem(CART_CHANGES_KEY));
  } catch {
    return [];
  }
}

export const cartChangesStore = createStore<PendingCartChange[]>(load(), { server: [] });

function update(next: (queue: PendingCartChange[]) => PendingCartChange[]): void {
  cartChangesStore.set(next);
  try {
    const queue = cartChangesStore.get();
    if (queue.length === 0) localStorage.removeItem(CART_CHANGES_KEY);
    else localStorage.setItem(CART_CHANGES_KEY, JSON.stringify(queue));
  } catch {
    // storage full or blocked: the changes live until the page is closed
  }
}

const keyOf = (change: Pick<PendingCartChange, 'account' | 'orderId' | 'productId'>) => `${change.account ?? 'guest'}:${change.orderId ?? 'cart'}:${change.productId}`;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const inFlight = new Set<string>();
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options) as string;
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;


/** Sends one change; what happens next depends on how the server (or the network) answers. */
async function send(change: PendingCartChange): Promise<void> {
  const key = keyOf(change);
  if (inFlight.has(key)) return;
  if (isOffline()) {
    update((queue) => markCartChangeUnsent(queue, change));
    return;
  }
  inFlight.add(key);
  const { orderId, productId, quantity } = change;
  try {
    const response =
      orderId === null
        ? quantity < 1
          ? await deleteFromCurrentCart({ productId })
          : await updateCurrentCartItem({ productId, quantity })
        : quantity < 1
          ? await deleteSalesOrderItem(orderId, { productId })
          : await updateSalesOrderItem(orderId, { productId, quantity });
    update((queue) => settleCartChange(queue, change));
    putChangedCart(queryClient, orderId, response);
    if (orderId !== null) showOrderUpdated(change.name, response.message);
    else if (quantity < 1) showToast({ title: truncate(change.name), message: t('cart:toast.removedOne') });
  } catch (error) {
    if (isApiError(error) && error.status === 0) {
      update((queue) => markCartChangeUnsent(queue, change));
    } else {
      update((queue) => dropCartChange(queue, change));
      void queryClient.invalidateQueries({ queryKey: cartKey(orderId) });
      if (quantity < 1) showMessage({ title: t('common:message.title'), subject: change.name, text: serverMessageOr(error, t('cart:errors.removeFailed')) });
      else if (isApiError(error) && error.message) showMessage({ title: t('common:message.title'), subject: change.name, text: error.message });
      else showToast({ severity: 'error', message: t('common:toast.default') });
    }
  } finally {
    inFlight.delete(key);
  }
  // A newer quantity typed while this one was on its way, whose wait is already over.
  const newer = pendingCartChange(cartChangesStore.get(), change);
  if (newer && newer.quantity !== quantity && !timers.has(key)) await commit(newer);
}

/** The wait is over: check the order multiple, then send. */
async function commit(change: PendingCartChange): Promise<void> {
  const key = keyOf(change);
  timers.delete(key);
  const current = pendingCartChange(cartChangesStore.get(), change);
  if (!current) return;
  if (current.quantity >= 1 && !isValidOrderMultiple(current.quantity, current)) {
    update((queue) => dropCartChange(queue, current));
    showMessage({
      title: t('common:message.title'),
      subject: current.name,
      text: t('common:quantity.notMultiple', { multiple: current.orderQuantityMultiple, uom: current.uom }),
    });
    return;
  }
  await send(current);
}

/**
 * A new quantity for a cart line: shown at once, sent 1500 ms after the last change. Only whole
 * numbers from 1 come here (the field refuses anything else and asks before a 0 removes the line);
 * anything else is ignored, so the wait never sends a refused value.
 */
export function changeCartQuantity(item: CartItem, orderId: number | null, quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_TYPED_QUANTITY) return;
  const change: PendingCartChange = {
    account: sessionAccount(getSession()),
    orderId,
    productId: item.productId,
    quantity,
    name: item.name,
    uom: item.uom,
    orderQuantityMultiple: item.orderQuantityMultiple,
    orderQuantityMultipleSuggestedOnly: item.orderQuantityMultipleSuggestedOnly,
    state: 'waiting',
  };
  const key = keyOf(change);
  // Back to the saved quantity: nothing to send.
  if (quantity === item.quantity && !inFlight.has(key)) {
    clearTimeout(timers.get(key));
    timers.delete(key);
    update((queue) => dropCartChange(queue, change));
    return;
  }
  update((queue) => queueCartChange(queue, change));
  clearTimeout(timers.get(key));
  timers.set(key, setTimeout(() => void commit(change), CART_QUANTITY_DEBOUNCE_MS));
}

/**
 * Sends every change of this tab's account that could not be sent before (one after another). A
 * guest's changes are the logged-in account's (its cart joined the account's at login); another
 * account's wait for that account (a company switch elsewhere, or another login on this device).
 */
export async function sendUnsentCartChanges(): Promise<void> {
  const session = getSession();
  if (session.status !== 'ready') return;
  const account = sessionAccount(session);
  if (account !== null && cartChangesStore.get().some((entry) => entry.account === null && entry.orderId === null)) update((queue) => passCartChanges(queue, null, account));
  if (isOffline()) return;
  for (const change of cartChangesStore.get().filter((entry) => entry.account === account && entry.state === 'unsent' && !inFlight.has(keyOf(entry)))) {
    await commit(change);
  }
}

let started = false;

/** Listens for the connection (and for any successful request) to send what waits. Once per page. */
export function startCartSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void sendUnsentCartChanges());
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && cartChangesStore.get().some((entry) => entry.state === 'unsent')) void sendUnsentCartChanges();
  });
  subscribeSession(() => void sendUnsentCartChanges());
  void sendUnsentCartChanges();
}

/** The quantity shown for a line (the change not yet confirmed, else the cart's) and whether it waits for the connection. */
export function useLineQuantity(item: CartItem, orderId: number | null): { quantity: number; unsaved: boolean } {
  const account = sessionAccount(useSession());
  const change = pendingCartChange(useStore(cartChangesStore), { account, orderId, productId: item.productId });
  return { quantity: change?.quantity ?? item.quantity, unsaved: change?.state === 'unsent' };
}

/** For tests: forget timers and the queue. */
export function resetCartSync(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  inFlight.clear();
  update(() => []);
}
