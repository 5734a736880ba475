import { describe, expect, it } from 'vitest';
import { sharingReads, type ApiReader } from './apiReader';

describe('reads shared within one answer', () => {
  it('asks the API once for the same read, in the same language, and apart for any other', async () => {
    const asked: string[] = [];
    const api: ApiReader = {
      get: async <T,>(path: string, query?: Record<string, unknown>, locale?: string) => {
        asked.push(`${locale} ${path} ${JSON.stringify(query)}`);
        return { status: 200, body: { path } as T };
      },
    };
    const reader = sharingReads(api);
    const page = { categorySlug: 'papier', limit: 35, offset: 0 };
    const [head, body] = await Promise.all([reader.get('/products/search', page, 'pl'), reader.get('/products/search', { ...page }, 'pl')]);
    expect(body).toBe(head);
    await reader.get('/products/search', page, 'en');
    await reader.get('/products/search', { ...page, offset: 35 }, 'pl');
    expect(asked).toHaveLength(3);
    // A new answer asks again: nothing is kept between visitors.
    await sharingReads(api).get('/products/search', page, 'pl');
    expect(asked).toHaveLength(4);
  });
});
