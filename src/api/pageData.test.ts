import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { ApiError, isApiError } from './ApiError';
import { pageDataOf, takePageData } from './pageData';
import { QUERY_DEFAULTS } from './queryClient';

const newClient = () => new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });

/** The server's cache after its reads: a product, an unknown product, a withdrawn one, and an API failure. */
function serverCache(): QueryClient {
  const client = newClient();
  client.setQueryData(['/products/paper'], { name: 'Paper' });
  const fail = (key: string, error: ApiError) => {
    const query = client.getQueryCache().build(client, { queryKey: [key] });
    query.setState({ ...query.state, status: 'error', error, errorUpdatedAt: Date.now() });
  };
  fail('/products/unknown', new ApiError(404, 'NOT-FOUND', 'Nie znaleziono produktu.', { code: 'NOT-FOUND' }));
  fail('/products/gone', new ApiError(410, 'GONE', 'Produkt wycofany.', { similar: [1, 2] }));
  fail('/products/broken', new ApiError(500, 'HTTP-500', ''));
  return client;
}

/** The page data as the browser reads it: through JSON, as the page carries it. */
const overTheWire = (client: QueryClient) => JSON.parse(JSON.stringify(pageDataOf(client))) as ReturnType<typeof pageDataOf>;

describe("a rendered page's data", () => {
  it('carries the answers and the unknown or withdrawn things as the API client\'s errors, never a passing failure', () => {
    const browser = newClient();
    takePageData(browser, overTheWire(serverCache()));
    expect(browser.getQueryData(['/products/paper'])).toEqual({ name: 'Paper' });
    const unknown = browser.getQueryState(['/products/unknown'])?.error;
    expect(isApiError(unknown) && [unknown.status, unknown.code, unknown.message]).toEqual([404, 'NOT-FOUND', 'Nie znaleziono produktu.']);
    const gone = browser.getQueryState(['/products/gone'])?.error;
    expect(isApiError(gone) && gone.body).toEqual({ similar: [1, 2] });
    // A server error may pass: the browser asks for itself.
    expect(browser.getQueryState(['/products/broken'])).toBeUndefined();
  });

  it('keeps an unknown product\'s page when the page mounts (no second call), while an API failure is asked again', async () => {
    const browser = newClient();
    takePageData(browser, overTheWire(serverCache()));
    const queryFn = vi.fn(async () => ({ name: 'x' }));
    const settled = new QueryObserver(browser, { queryKey: ['/products/unknown'], queryFn });
    const unsubscribe = settled.subscribe(() => undefined);
    expect(settled.getCurrentResult().status).toBe('error');
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();

    const failing = browser.getQueryCache().build(browser, { queryKey: ['/products/other'] });
    failing.setState({ ...failing.state, status: 'error', error: new ApiError(503, 'HTTP-503', '') });
    const retried = new QueryObserver(browser, { queryKey: ['/products/other'], queryFn });
    const stop = retried.subscribe(() => undefined);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    stop();
  });
});
