/**
 * The demo API answers in English when asked (Accept-Language: en): catalogue, facets, sort options,
 * delivery and payment, orders, invoices, complaints, reports, lists and notifications carry no Polish
 * shop word (tests/shared/polishWords.ts). Slugs, codes, e-mails and URLs are identifiers, not text.
 */
import { appendFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeHits, findPolish } from '../shared/polishWords';
import { logIn, setupDemoApi } from '../setup/demoApi';
import { accountAnswerPaths, firstId, getIn, guestAnswerPaths, texts } from './answerTexts';
import { NEWS } from '../../src/mocks/db/content/blog';
import { BLOG_ARTICLES } from '../../src/mocks/services/content';

setupDemoApi();

const englishGet = (path: string, token: string): Promise<unknown> => getIn('en', path, token);

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
    const problems = await polishIn(guestAnswerPaths(search.products[0].slug), token);
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
    const problems = await polishIn(await accountAnswerPaths(detail), token);
    expect(problems).toEqual([]);
  });
});
