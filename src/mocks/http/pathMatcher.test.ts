import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { compilePath } from './pathMatcher';

describe('compilePath', () => {
  const salesOrder = compilePath('*/e-commerce/v1/sales-orders/:id');

  it('matches any origin and base path, gives the decoded segment, and ignores the query and fragment', () => {
    expect(salesOrder('http://localhost:5173/e-commerce/v1/sales-orders/ZS%2F1?x=1#top')).toEqual({ id: 'ZS/1' });
    expect(salesOrder('https://api.example.pl/shop/e-commerce/v1/sales-orders/42/')).toEqual({ id: '42' });
  });

  it('refuses a longer or shorter path and keeps a segment that is not valid percent-encoding as it came', () => {
    expect(salesOrder('http://localhost/e-commerce/v1/sales-orders/42/accept')).toBeNull();
    expect(salesOrder('http://localhost/e-commerce/v1/sales-orders')).toBeNull();
    expect(salesOrder('http://localhost/e-commerce/v1/sales-orders/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
  });

  it('refuses a path that does not start with "*/"', () => {
    expect(() => compilePath('/e-commerce/v1/cart')).toThrow(/\*\//);
  });
});

describe('the demo API handlers', () => {
  // MSW's own matching of the same paths is the reference: every handler matches what MSW's would.
  const urls = [
    '/e-commerce/v1/sales-orders/ZS-2026-0001',
    '/e-commerce/v1/sales-orders/count-order-for-acceptance',
    '/e-commerce/v1/sales-orders/12/accept?force=1',
    '/e-commerce/v1/products/search?q=papier',
    '/e-commerce/v1/products/papier-a4',
    '/e-commerce/v1/products/papier%20a4/',
    '/e-commerce/v1/shopping-lists/3/items/7',
    '/e-commerce/v1/images/convert/a/b/c.webp',
    '/e-commerce/v1/complaints/search/orders',
    '/E-COMMERCE/V1/SETTINGS',
    '/oauth2/token',
    '/demo-api/mailbox/5',
    '/e-commerce/v1/unknown',
  ].flatMap((path) => [`http://localhost:4317${path}`, `https://api.spinacz.test/base${path}`]);

  it.each(handlers.map((handler) => [handler.operationId, handler] as const))('%s matches as MSW would', async (_, handler) => {
    const reference = new HttpHandler(handler.info.method, handler.info.path, () => undefined);
    for (const url of urls) {
      const request = new Request(url, { method: String(handler.info.method) });
      const [ours, theirs] = await Promise.all([handler.parse({ request }), reference.parse({ request })]);
      // (MSW also names the text the "*" stood for as param "0", which no operation reads.)
      const theirParams = Object.fromEntries(Object.entries(theirs.match.params ?? {}).filter(([name]) => name !== '0'));
      expect(ours.match, url).toEqual({ ...theirs.match, params: theirParams });
    }
  });
});
