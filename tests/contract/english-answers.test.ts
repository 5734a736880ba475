/**
 * The demo API answers in English when asked (Accept-Language: en): catalogue, facets, sort options,
 * delivery and payment, orders, invoices, complaints, reports, lists and notifications carry no Polish
 * shop word (tests/shared/polishWords.ts). Slugs, codes, e-mails and URLs are identifiers, not text.
 */
import { appendFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeHits, findPolish } from '../shared/polishWords';
import { logIn, setupDemoApi } from '../setup/demoApi';
import { NEWS } from '../../src/mocks/db/content/blog';
import { BLOG_ARTICLES } from '../../src/mocks/services/content';

setupDemoApi();

const BASE = 'http://localhost/e-commerce/v1';
const IDENTIFIERS = new Set(['slug', 'url', 'href', 'email', 'login', 'code', 'number', 'ean', 'oemCode', 'iconClass', 'token', 'path', 'link', 'fileName', 'key', 'status', 'type',
  // towns and streets are proper names
  'street', 'city', 'address', 'postCode', 'zip']);

/** The answer's readable strings (identifier fields and URLs left out), one per line. */
function texts(value: unknown, key = '', parent: object | null = null): string[] {
  if (typeof value === 'string') {
    // A filter or sort option's value is what the client sends back, not what it shows.
    if (key === 'value' && parent && 'label' in parent) return [];
    // An article's body is HTML: its text is checked apart, without the tags and link addresses.
    if (key === 'body') return [];
    return IDENTIFIERS.has(key) || /(^u|U)rl$|(^s|S)lug$|(^e|E)mail$|(^h|H)ref$/.test(key) || /^(https?:)?\//.test(value) ? [] : [value];
  }
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, key, parent));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, k, value));
  return [];
}

/** The id of the first item of the first list in an answer. */
function firstId(answer: unknown): number | undefined {
  for (const value of Object.values(answer as Record<string, unknown>)) {
    if (Array.isArray(value) && value[0] && typeof value[0] === 'object' && 'id' in value[0]) return Number((value[0] as { id: unknown }).id);
  }
  return undefined;
}

async function englishGet(path: string, token: string): Promise<unknown> {
  const response = await fetch(`${BASE}${path}`, { headers: { 'Accept-Language': 'en', Accept: 'application/json', Authorization: `Bearer ${token}` } });
  expect(response.status, path).toBeLessThan(300);
  return response.json();
}

async function polishIn(paths: string[], token: string): Promise<string[]> {
  const problems = new Set<string>();
  for (const path of paths) {
    const answer = await englishGet(path, token);
    // Each text once: a product name repeated in ten answers is one problem.
    for (const text of new Set(texts(answer))) {
      const hits = findPolish(text);
      for (const line of describeHits(hits, path)) problems.add(line);
      if (hits.length && process.env.ENGLISH_DUMP) appendFileSync(process.env.ENGLISH_DUMP, `${JSON.stringify(text)}\n`);
    }
  }
  return [...problems];
}

describe('the demo API in English', () => {
  it('sends the catalogue, facets, sorting and products in English', async () => {
    const token = await logIn('guest');
    const search = (await englishGet('/products/search?categorySlug=papier&limit=5', token)) as { products: { slug: string }[] };
    const problems = await polishIn([
      '/categories/tree?depth=3',
      '/categories/tree?level=1&nestingLevel=2&includeRecommendedBrands=true&includeRecommendedItem=true&orderBy=popularity',
      '/categories/tree?level=1&nestingLevel=5&orderBy=popularity',
      '/products/search?categorySlug=papier&limit=60',
      '/products/search?categorySlug=artykuly-spozywcze&limit=60',
      '/products/search?categorySlug=tonery-i-tusze&limit=60',
      '/products/search?categorySlug=bhp-i-pierwsza-pomoc&limit=60',
      '/products/search?query=papier&limit=24',
      '/products/search/autocomplete?query=papier',
      `/products/${search.products[0].slug}`,
      '/products/bestsellers',
      '/printing-devices/brands',
      '/contents?filters[sectionId][]=61&limit=48',
      '/contents?filters[sectionId][]=62',
      '/brands',
      '/promotions',
      '/products/price-alert',
      '/printing-devices/search/autocomplete?query=laser',
      '/checkout/with-registration',
      '/contents/articles/jak-planowac-zakupy-biurowe',
    ], token);
    // The article's body is written in English: it opens with the English first heading.
    const article = (await englishGet('/contents/articles/jak-planowac-zakupy-biurowe', token)) as { article: { body: string } };
    expect(article.article.body).toMatch(/^<h2>Know what you use<\/h2><p>Your order history/);
    expect(article.article.body).not.toContain('lang="pl"');
    expect(problems).toEqual([]);
  });

  it('sends the body of every blog article and news item in English, with English links', async () => {
    const token = await logIn('guest');
    const problems: string[] = [];
    for (const { slug, sections } of [...BLOG_ARTICLES, ...NEWS]) {
      const path = `/contents/articles/${slug}`;
      const { article } = (await englishGet(path, token)) as { article: { body: string } };
      expect(article.body.match(/<h2>/g)?.length, path).toBe(sections.length);
      for (const [, href] of article.body.matchAll(/href="([^"]*)"/g)) expect(href, path).toMatch(/^\/en\//);
      // What a reader sees: the text between the tags (link addresses are not words).
      problems.push(...describeHits(findPolish(article.body.replace(/<[^>]+>/g, ' ')), path));
    }
    expect(problems).toEqual([]);
  });

  it('finds products by their English names, and by their Polish ones', async () => {
    const token = await logIn('guest');
    const names = async (path: string) => ((await englishGet(path, token)) as { products: { name: string }[] }).products.map((product) => product.name);
    const english = await names('/products/search?query=copy%20paper&limit=5');
    expect(english.length).toBeGreaterThan(0);
    for (const name of english) expect(name).toMatch(/copy paper/i);
    expect(await names('/products/search?query=papier%20ksero&limit=5')).toEqual(english.length ? expect.arrayContaining([expect.stringMatching(/copy paper/i)]) : []);
    const suggestions = await names('/products/search/autocomplete?query=gel%20pen');
    expect(suggestions.length).toBeGreaterThan(0);
    for (const name of suggestions) expect(name).toMatch(/gel pen/i);
  });

  it('sends checkout, orders, invoices, complaints, reports, lists and notifications in English', async () => {
    const token = await logIn('akceptant@firma.demo');
    const detail = async (list: string, path: (id: number) => string) => {
      const id = firstId(await englishGet(list, token));
      expect(id, list).toBeDefined();
      return path(id!);
    };
    const problems = await polishIn([
      '/checkout',
      '/sales-orders?limit=24',
      await detail('/sales-orders?limit=24&filters[status][]=delivered', (id) => `/sales-orders/${id}`),
      await detail('/sales-orders?limit=24&filters[status][]=rejected', (id) => `/sales-orders/${id}`),
      await detail('/sales-invoices', (id) => `/sales-invoices/${id}`),
      await detail('/complaints', (id) => `/complaints/${id}`),
      '/cost-centers',
      '/users/current/delivery-addresses',
      '/shopping-lists/types',
      '/shopping-lists/cycles',
      '/sales-orders/order-for-acceptance',
      '/sales-invoices',
      '/complaints',
      '/report-types',
      '/reports',
      '/shopping-lists',
      '/offers',
      '/mini-catalogues',
      '/notifications',
      '/menus/user',
      '/menus/notifications',
      '/settings',
      '/users/current',
      '/companies/current',
      '/companies/current/users',
      '/account-switcher',
      '/products/frequently-bought',
      '/mini-catalogues/niezbednik-biurowy/products',
      '/reports/spending-summary?from=2026-01-01&to=2026-12-31',
      '/checkout/pickup-points?provider=inpost&query=Pozna',
    ], token);
    expect(problems).toEqual([]);
  });
});
