/**
 * Idempotent order placement: `placeOrder` and `placeAnonymousOrder` with an `Idempotency-Key` header
 * remember their answer, so a retry after a lost answer or a double click gets the same order back instead
 * of a second one. Keys belong to their cart owner (`cartOwner`: a user, or a guest session), so the same
 * key of someone else is a different attempt; they are kept in the demo state, bounded by age and count
 * so the browser's stored state does not grow without end.
 */
import type { PlacedOrderResponse } from '../../generated/model';
import { getState, updateState, type DemoState } from '../db/store';
import { badRequest } from '../http/errors';

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

/** The answer a request of this owner (`cartOwner(session)`) with this key already got, if any. */
export function earlierAnswer(owner: string, key: string | null, now = Date.now()): PlacedOrderResponse | null {
  if (key === null) return null;
  const entry = (getState().idempotentAnswers ?? []).find((candidate) => candidate.owner === owner && candidate.key === key);
  return entry && fresh(entry, now) ? entry.response : null;
}

/** Keeps the first answer of a key (no-op without a key). */
export function rememberAnswer(owner: string, key: string | null, response: PlacedOrderResponse, now = Date.now()): void {
  if (key === null) return;
  updateState((state) => {
    const kept = (state.idempotentAnswers ?? []).filter((entry) => fresh(entry, now) && !(entry.owner === owner && entry.key === key));
    state.idempotentAnswers = [...kept, { owner, key, at: now, response }].slice(-IDEMPOTENCY_LIMIT);
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
  const earlier = earlierAnswer(owner, key);
  if (earlier) return earlier;
  const place = await prepare();
  const twin = earlierAnswer(owner, key);
  if (twin) return twin;
  const placed = place();
  rememberAnswer(owner, key, placed);
  return placed;
}
