import { describe, expect, it } from 'vitest';
import { DEMO_ROOT } from '../../../src/routing/demoPaths';
import { ACCOUNT_AREA, fillPath, matchRoute, ROUTES, type RouteName } from '../../../src/routing/routes';
import { crawlAnswer } from '../../../src/server/crawl/crawlAnswer';
import { fakeReader } from './fakeCatalogue';

const ORIGIN = 'https://spinacz.test';

async function robots() {
  const answer = await crawlAnswer(new URL(`${ORIGIN}/robots.txt`), { reader: fakeReader({ products: [] }), origin: ORIGIN });
  const lines = answer!.body.split('\n');
  const rules = (kind: string) => lines.filter((line) => line.startsWith(`${kind}: `)).map((line) => line.slice(kind.length + 2));
  return { answer: answer!, lines, allow: rules('Allow'), disallow: rules('Disallow'), sitemaps: rules('Sitemap') };
}

/** Google's reading: the longest matching rule wins, Allow on a tie. */
function crawlable(path: string, allow: string[], disallow: string[]): boolean {
  const longest = (rules: string[]) => Math.max(-1, ...rules.filter((rule) => path.startsWith(rule)).map((rule) => rule.length));
  return longest(allow) >= longest(disallow);
}

describe('robots.txt', () => {
  it('is plain text a CDN may keep an hour, for every crawler, naming the sitemap index', async () => {
    const { answer, lines, sitemaps } = await robots();
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['Cache-Control']).toBe('public, max-age=3600');
    expect(lines[0]).toBe('User-agent: *');
    expect(sitemaps).toEqual([`${ORIGIN}/sitemap.xml`]);
  });

  it('closes the account area, cart, checkout, shopping list, forms, search, the demo and the API in both languages', async () => {
    const { allow, disallow } = await robots();
    const closed: RouteName[] = ['cart', 'shoppingList', 'checkout', 'login', 'registration', 'password-reminder', 'search', 'accept-order', 'newsletter-confirmation'];
    for (const locale of ['pl', 'en'] as const) {
      expect(disallow).toContain(ACCOUNT_AREA[locale]);
      expect(disallow).toContain(DEMO_ROOT[locale]);
      for (const name of closed) expect(disallow).toContain(ROUTES[name][locale]);
      expect(crawlable(fillPath(ROUTES['dashboard-orders-slug'][locale], { slug: '12' }), allow, disallow)).toBe(false);
      expect(crawlable(fillPath(ROUTES['checkout-id'][locale], { id: '5' }), allow, disallow)).toBe(false);
      expect(crawlable(fillPath(ROUTES['search-page-number'][locale], { number: 2 }), allow, disallow)).toBe(false);
    }
    for (const api of ['/e-commerce/', '/oauth2/', '/demo-api/']) expect(disallow).toContain(api);
    expect(crawlable('/e-commerce/v1/products/search', allow, disallow)).toBe(false);
  });

  it('every closed page of the route table is a route of it (no path written by hand drifts away)', async () => {
    const { disallow } = await robots();
    const routePaths = disallow.filter((path) => !path.startsWith('/e-commerce/') && !path.startsWith('/oauth2/') && !path.startsWith('/demo-api/') && !Object.values(DEMO_ROOT).includes(path as never));
    for (const path of routePaths) expect(matchRoute(path)?.name, path).not.toBe('catch-all');
    for (const path of routePaths) expect(matchRoute(path), path).not.toBeNull();
  });

  it('leaves the shop’s public pages and the pictures of the feeds open', async () => {
    const { allow, disallow } = await robots();
    const open = [
      '/', '/en', fillPath(ROUTES['product-slug'].pl, { slug: 'papier-a4' }), fillPath(ROUTES['category-slug'].en, { slug: 'papier' }),
      fillPath(ROUTES['blog-slug'].pl, { slug: 'artykul' }), ROUTES.brands.pl, ROUTES.promotions.en, ROUTES['payment-methods'].pl,
      '/e-commerce/v1/images/convert/products/w1200-h1200/papier-a4.webp',
    ];
    for (const path of open) expect(crawlable(path, allow, disallow), path).toBe(true);
  });
});
