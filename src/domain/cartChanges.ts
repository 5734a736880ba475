import type { OrderMultiple } from './quantity';

/**
 * Cart quantity changes not yet confirmed by the server (spec §4, §9): a change waits out the
 * 1500 ms debounce, and one that could not be sent (offline, network error) is kept — on this
 * device, across reloads — until the connection returns. Several changes of one product merge
 * into the last: only the final quantity is ever sent.
 */
export const CART_QUANTITY_DEBOUNCE_MS = 1500;

export interface PendingCartChange extends OrderMultiple {
  /**
   * Whose cart it is: the logged-in user's id (each account of a person, one per company, has its
   * own cart), or null for this device's guest, whose cart joins the cart of whoever logs in next.
   */
  account: number | null;
  /** The order being edited, or null for the shopping cart. */
  orderId: number | null;
  productId: number;
  /** The quantity to set; below 1 removes the product. */
  quantity: number;
  name: string;
  uom: string;
  /** 'waiting': inside the debounce; 'unsent': a send did not reach the server, to be sent again. */
  state: 'waiting' | 'unsent';
}

type ChangeKey = Pick<PendingCartChange, 'account' | 'orderId' | 'productId'>;

const sameLine = (a: ChangeKey, b: ChangeKey) => a.account === b.account && a.orderId === b.orderId && a.productId === b.productId;

/** Adds a change; an earlier change of the same product (and cart) is replaced by it. */
export function queueCartChange(queue: readonly PendingCartChange[], change: PendingCartChange): PendingCartChange[] {
  return [...queue.filter((entry) => !sameLine(entry, change)), change];
}

/** The change of one product, if any. */
export function pendingCartChange(queue: readonly PendingCartChange[], key: ChangeKey): PendingCartChange | undefined {
  return queue.find((entry) => sameLine(entry, key));
}

/**
 * After the server confirmed `sent`: the change is done, unless the buyer changed the quantity
 * again meanwhile (that newer change stays, to be sent in its turn).
 */
export function settleCartChange(queue: readonly PendingCartChange[], sent: ChangeKey & { quantity: number }): PendingCartChange[] {
  return queue.filter((entry) => !(sameLine(entry, sent) && entry.quantity === sent.quantity));
}

/** Forgets a product's change (refused by the server, or against the order-multiple rule). */
export function dropCartChange(queue: readonly PendingCartChange[], key: ChangeKey): PendingCartChange[] {
  return queue.filter((entry) => !sameLine(entry, key));
}

/** Marks the change as not sent (no connection), unless it was replaced by a newer quantity. */
export function markCartChangeUnsent(queue: readonly PendingCartChange[], sent: ChangeKey & { quantity: number }): PendingCartChange[] {
  return queue.map((entry) => (sameLine(entry, sent) && entry.quantity === sent.quantity ? { ...entry, state: 'unsent' } : entry));
}

/**
 * The changes of `from`'s cart become `to`'s: a guest's at login (the guest's cart joins the
 * account's), an account's when a company switch takes its cart along. Where `to` has a change of
 * the same product, the one passed on is the newer, and replaces it.
 */
export function passCartChanges(queue: readonly PendingCartChange[], from: number | null, to: number): PendingCartChange[] {
  if (from === to) return [...queue];
  const passed = queue.filter((entry) => entry.account === from && entry.orderId === null).map((entry) => ({ ...entry, account: to }));
  if (!passed.length) return [...queue];
  const kept = queue.filter((entry) => !(entry.account === from && entry.orderId === null) && !passed.some((change) => sameLine(change, entry)));
  return [...kept, ...passed];
}

const isChange = (value: unknown): value is PendingCartChange => {
  const entry = value as Partial<PendingCartChange> | null;
  return (
    Boolean(entry) &&
    typeof entry?.productId === 'number' &&
    typeof entry.quantity === 'number' &&
    (entry.orderId === null || typeof entry.orderId === 'number') &&
    typeof entry.name === 'string' &&
    typeof entry.orderQuantityMultiple === 'number'
  );
};

/**
 * The stored queue (JSON). Whatever was stored was not confirmed: after a reload every change is
 * 'unsent'. Anything unreadable is dropped. A change stored without its account (by an earlier
 * version) is taken as the guest's: the next account to send it is the one logged in, as then.
 */
export function parseCartChanges(text: string | null): PendingCartChange[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(isChange).map((entry) => ({
      ...entry,
      account: typeof entry.account === 'number' ? entry.account : null,
      uom: entry.uom ?? '',
      orderQuantityMultipleSuggestedOnly: Boolean(entry.orderQuantityMultipleSuggestedOnly),
      state: 'unsent' as const,
    }));
  } catch {
    return [];
  }
}
