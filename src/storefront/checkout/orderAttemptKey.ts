/**
 * The `Idempotency-Key` of placing an order: one key per checkout attempt, so a retry after a lost
 * answer or a double click gets the order already placed instead of a second one. The key changes
 * when the cart or the form sent changes (a different order is a new attempt: the API refuses a key
 * sent again with another body) and after an order was placed.
 */
import { confirmedLines } from '../../domain/confirmedCart';
import type { Cart } from '../../generated/model';

export const ORDER_KEY_HEADER = 'Idempotency-Key';

/** What makes two submissions the same attempt: the cart's lines and quantities, its promo code and the form sent. */
export function cartSignature(cart: Pick<Cart, 'items' | 'promoCode'>, body: unknown = null): string {
  const lines = confirmedLines(cart.items).map((line) => `${line.productId}x${line.quantity}`);
  return `${lines.join(',')}|${cart.promoCode ?? ''}|${JSON.stringify(body)}`;
}

/** 32 random hex digits; getRandomValues works on plain http too, where randomUUID does not exist. */
export function randomOrderKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface OrderAttemptKeys {
  /** The key for a submission of this cart: the same as the last one while the cart is the same. */
  keyFor(signature: string): string;
  /** The order was placed: the next submission is a new attempt. */
  placed(): void;
  /** Sends the placement `body` with the key of this cart's and body's attempt (in the request options' headers); after success a new attempt begins. */
  place<B, T>(cart: Pick<Cart, 'items' | 'promoCode'>, body: B, send: (body: B, options: { headers: Record<string, string> }) => Promise<T>): Promise<T>;
}

export function orderAttemptKeys(newKey: () => string = randomOrderKey): OrderAttemptKeys {
  let current: { key: string; signature: string } | null = null;
  const keys: OrderAttemptKeys = {
    keyFor(signature) {
      if (!current || current.signature !== signature) current = { key: newKey(), signature };
      return current.key;
    },
    placed() {
      current = null;
    },
    async place(cart, body, send) {
      const placed = await send(body, { headers: { [ORDER_KEY_HEADER]: keys.keyFor(cartSignature(cart, body)) } });
      keys.placed();
      return placed;
    },
  };
  return keys;
}
