import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearContentCache, fetchBestsellers, fetchNewestArticles, fetchPriceHits } from './cachedContent';

let calls = 0;
let status = 200;
const server = setupServer(
  http.get('*/e-commerce/v1/products/bestsellers', () => {
    calls += 1;
    return status === 200 ? HttpResponse.json({ products: [{ id: 1 }] }) : HttpResponse.json({ code: 'DOWN', message: 'down' }, { status });
  }),
  http.get('*/e-commerce/v1/products/price-alert', () => HttpResponse.json({ code: 'DOWN', message: 'down' }, { status: 500 })),
  http.get('*/e-commerce/v1/contents', ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json({ contents: [{ key: url.searchParams.get('filters[recommended][]') }], countTotal: 1 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  calls = 0;
  status = 200;
  clearContentCache();
});
afterEach(() => server.resetHandlers());

describe('error-page content', () => {
  it('is fetched once and then served from the cache', async () => {
    expect(await fetchBestsellers('pl')).toEqual([{ id: 1 }]);
    expect(await fetchBestsellers('pl')).toEqual([{ id: 1 }]);
    expect(calls).toBe(1);
  });
  it('is an empty list when the call fails, and a failure is not cached', async () => {
    status = 500;
    expect(await fetchBestsellers('pl')).toEqual([]);
    status = 200;
    expect(await fetchBestsellers('pl')).toEqual([{ id: 1 }]);
    expect(await fetchPriceHits('pl')).toEqual([]);
  });
  it('asks for the recommended newest articles', async () => {
    expect(await fetchNewestArticles('pl')).toEqual([{ key: '1' }]);
  });
});
