/**
 * How long a call may take before the shop stops waiting and says so (§8's messages for a failed
 * connection): a read 15 s, a change 20 s, placing an order 30 s, a form with files 60 s. A call
 * past its time is answered like a dropped connection (status 0, `NETWORK`), which every screen
 * already handles with its message and a retry, keeping what the user typed; placing an order again
 * is safe (its Idempotency-Key).
 */
export const REQUEST_TIMEOUTS = { read: 15_000, write: 20_000, placeOrder: 30_000, upload: 60_000 } as const;

const PLACE_ORDER = /\/checkout\/(?:orders|anonymous-orders)\/?$/;

export function timeoutFor(method: string, url: string, data: unknown): number {
  if (PLACE_ORDER.test(url)) return REQUEST_TIMEOUTS.placeOrder;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return REQUEST_TIMEOUTS.upload;
  return /^(?:GET|HEAD)$/i.test(method) ? REQUEST_TIMEOUTS.read : REQUEST_TIMEOUTS.write;
}

export interface RequestDeadline {
  /** Aborts when the caller's signal does, or when the time is up. */
  signal: AbortSignal;
  /** Whether the time ran out (rather than the caller cancelling). */
  timedOut: () => boolean;
  /** The call ended: the timer and the listener go. */
  done: () => void;
}

export function requestDeadline(outer: AbortSignal | undefined, ms: number): RequestDeadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request took too long', 'TimeoutError'));
  }, ms);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}
