import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from './ApiError';
import { apiFetch } from './mutator';
import { REQUEST_TIMEOUTS, timeoutFor } from './requestDeadline';

/** A server that never answers: the call ends only when its signal aborts. */
const hanging = vi.fn(
  (_url: string, init: RequestInit) =>
    new Promise<Response>((_, reject) => {
      const abort = () => reject(new DOMException('aborted', 'AbortError'));
      if (init.signal?.aborted) abort();
      else init.signal?.addEventListener('abort', abort);
    }),
);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', hanging);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  hanging.mockClear();
});

/** Watches a call from its start: `now()` tells whether it still waits or how it ended. */
function watch<T>(call: Promise<T>): { now: () => 'waiting' | unknown } {
  let outcome: unknown = 'waiting';
  call.then(
    (value) => (outcome = value),
    (error: unknown) => (outcome = error),
  );
  return { now: () => outcome };
}

/** Where a watched call stands after `ms` more. */
async function after(call: { now: () => unknown }, ms: number): Promise<unknown> {
  await vi.advanceTimersByTimeAsync(ms);
  return call.now();
}

describe('a call that hangs', () => {
  it('a read gives up after 15 s as a dropped connection, not before', async () => {
    const call = watch(apiFetch({ url: '/e-commerce/v1/sales-orders', method: 'GET' }));
    expect(await after(call, REQUEST_TIMEOUTS.read - 100)).toBe('waiting');
    const ended = await after(call, 200);
    expect(isApiError(ended) && [ended.status, ended.code]).toEqual([0, 'NETWORK']);
  });

  it('placing an order waits 30 s; a cart change 20 s', async () => {
    const order = watch(apiFetch({ url: '/e-commerce/v1/checkout/orders', method: 'POST', data: { paymentMethod: 'deferred' } }));
    const cart = watch(apiFetch({ url: '/e-commerce/v1/shopping-carts/current/items', method: 'PATCH', data: [] }));
    expect(await after(order, REQUEST_TIMEOUTS.write + 100)).toBe('waiting');
    const cartEnded = await after(cart, 0);
    expect(isApiError(cartEnded) && cartEnded.code).toBe('NETWORK');
    const orderEnded = await after(order, REQUEST_TIMEOUTS.placeOrder - REQUEST_TIMEOUTS.write);
    expect(isApiError(orderEnded) && orderEnded.code).toBe('NETWORK');
  });

  it('a call the screen cancels ends as cancelled, not as a failure', async () => {
    const controller = new AbortController();
    const call = watch(apiFetch({ url: '/e-commerce/v1/products/search', method: 'GET', signal: controller.signal }));
    controller.abort();
    const ended = await after(call, 0);
    expect(ended).toBeInstanceOf(DOMException);
    expect(isApiError(ended)).toBe(false);
  });

  it('files get a minute', () => {
    expect(timeoutFor('POST', '/e-commerce/v1/complaints', new FormData())).toBe(REQUEST_TIMEOUTS.upload);
    expect(timeoutFor('get', '/e-commerce/v1/cart', undefined)).toBe(REQUEST_TIMEOUTS.read);
  });
});
