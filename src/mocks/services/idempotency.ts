/**
 * Idempotent order placement: `placeOrder` and `placeAnonymousOrder` with an `Idempotency-Key` header
 * remember their answer, so a retry after a lost answer or a double click gets the same order back instead
 * of a second one. Keys belong to their cart owner (`cartOwner`: a user, or a guest session), so the same
 * key of someone else is a different attempt; they are kept in the demo state, bounded by age and count
 * so the browser's stored state does not grow without end. A key is bound to its request's body: the
 * same key with another body (a client reusing keys, a changed form sent under an old key) is refused
 * with 409 IDEMPOTENCY-KEY-REUSED rather than answered with an order it did not ask for.
 */
import type { PlacedOrderResponse } from '../../generated/model';
import { getState, updateState } from '../db/store';
import type { DemoState } from '../db/demoState';
import { badRequest, DemoHttpError } from '../http/errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The contract's schema of the header (openapi: components/parameters/IdempotencyKey). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** How many answers are kept (oldest dropped first) and for how long. */
export const IDEMPOTENCY_LIMIT = 100;
export const IDEMPOTENCY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A kept answer; `at` is when it was first given (ms since the epoch). */
export type StoredIdempotentAnswer = NonNullable<DemoState['idempotentAnswers']>[number];

/** The request's key, or null without one; a malformed key is refused before anything happens. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!KEY_PATTERN.test(key)) {
    throw badRequest('Nagłówek „Idempotency-Key” musi mieć od 8 do 100 znaków: litery, cyfry, „-” lub „_”.');
  }
  return key;
}

const fresh = (entry: StoredIdempotentAnswer, now: number) => now - entry.at < IDEMPOTENCY_LIFETIME_MS;

/**
 * A fingerprint of a request body (53-bit cyrb53 of its text): enough to tell a retry from another
 * request under the same key, and small to keep. (Not a secret: the owner's own requests are compared.)
 */
export function bodyFingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export const KEY_REUSED_MESSAGE = 'Ten klucz „Idempotency-Key” został już użyty dla innego zamówienia. Wyślij nowe zamówienie z nowym kluczem.';

/**
 * The answer a request of this owner (`cartOwner(session)`) with this key already got, if any; a
 * request with another body under the key is refused (an entry kept without a fingerprint matches any).
 */
export function earlierAnswer(owner: string, key: string | null, now = Date.now(), fingerprint?: string): PlacedOrderResponse | null {
  if (key === null) return null;
  const entry = (getState().idempotentAnswers ?? []).find((candidate) => candidate.owner === owner && candidate.key === key);
  if (!entry || !fresh(entry, now)) return null;
  if (fingerprint !== undefined && entry.fingerprint !== undefined && entry.fingerprint !== fingerprint) {
    throw new DemoHttpError(409, 'IDEMPOTENCY-KEY-REUSED', KEY_REUSED_MESSAGE);
  }
  return entry.response;
}

/** Keeps the first answer of a key, with the fingerprint of its body (no-op without a key). */
export function rememberAnswer(owner: string, key: string | null, response: PlacedOrderResponse, now = Date.now(), fingerprint?: string): void {
  if (key === null) return;
  updateState((state) => {
    const kept = (state.idempotentAnswers ?? []).filter((entry) => fresh(entry, now) && !(entry.owner === owner && entry.key === key));
    state.idempotentAnswers = [...kept, { owner, key, at: now, response, ...(fingerprint === undefined ? {} : { fingerprint }) }].slice(-IDEMPOTENCY_LIMIT);
  });
}

/**
 * Places an order at most once per key: an earlier answer of the key is given again; otherwise `prepare`
 * does what awaits (the cart, the field rules, reading the body) and returns the placement itself. The key
 * is checked again after `prepare`, as a twin request (a double click) may have placed the order meanwhile;
 * from there to rememberAnswer nothing awaits, so two requests with one key cannot both place an order.
 * A refused attempt is not remembered: its corrected retry with the same key places the order.
 */
export async function placeOnce(owner: string, request: Request, prepare: () => Promise<() => PlacedOrderResponse>): Promise<PlacedOrderResponse> {
  const key = idempotencyKeyOf(request);
  const fingerprint = key === null ? undefined : bodyFingerprint(await request.clone().text());
  const earlier = earlierAnswer(owner, key, Date.now(), fingerprint);
  if (earlier) return earlier;
  const place = await prepare();
  const twin = earlierAnswer(owner, key, Date.now(), fingerprint);
  if (twin) return twin;
  const placed = place();
  rememberAnswer(owner, key, placed, Date.now(), fingerprint);
  return placed;
}
