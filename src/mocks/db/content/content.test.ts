import { describe, expect, it } from 'vitest';
import { buildSeed } from '../seed';
import { slugify } from '../text';
import { BLOG_ARTICLES, articleBody, contentRecords, findTextPage, TEXT_PAGE_SLUGS } from '../../services/content';
import { searchProducts } from '../../services/search';
import { ATS_PAGES } from './ats';
import { AUTHORS, BLOG_CATEGORIES, NEWS, type Block } from './blog';
import { ARTICLE_SECTIONS_EN } from './english/articles';
import { ROUTES } from '../../../routing/routePaths';
import { catalogueTextEn } from '../../presenters/localise';
import { PAGE_ALIASES } from './pages';
import { PAGES_EN } from './pages-en';
import { PAGES_PL } from './pages-pl';

const seed = buildSeed({ today: new Date('2026-06-15T00:00:00Z') });

describe('the blog', () => {
  it('has at least 40 articles with unique ASCII slugs, known authors and categories', () => {
    expect(BLOG_ARTICLES.length).toBeGreaterThanOrEqual(40);
    const slugs = [...BLOG_ARTICLES, ...NEWS].map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.every((slug) => /^[a-z0-9-]+$/.test(slug))).toBe(true);
    const authors = new Set(AUTHORS.map((author) => author.slug));
    const categories = new Set(BLOG_CATEGORIES.map((category) => category.slug));
    for (const article of BLOG_ARTICLES) {
      expect(authors.has(article.author), article.slug).toBe(true);
      expect(article.categories.length, article.slug).toBeGreaterThan(0);
      expect(article.categories.every((category) => categories.has(category)), article.slug).toBe(true);
    }
    // Every author and blog category has articles.
    expect(new Set(BLOG_ARTICLES.map((a) => a.author)).size).toBe(AUTHORS.length);
    expect(new Set(BLOG_ARTICLES.flatMap((a) => a.categories)).size).toBeGreaterThanOrEqual(6);
  });

  it('gives every article a lead, at least three sections with paragraphs and a list', () => {
    for (const article of BLOG_ARTICLES) {
      expect(article.lead.length, article.slug).toBeGreaterThan(60);
      expect(article.sections.length, article.slug).toBeGreaterThanOrEqual(3);
      const body = articleBody(article, seed);
      expect(body.match(/<h2>/g)?.length).toBe(article.sections.length);
      expect(body, article.slug).toContain('<ul>');
      expect(body.match(/<p>/g)?.length ?? 0, article.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('links only to shop categories that exist', () => {
    for (const article of [...BLOG_ARTICLES, ...NEWS]) {
      if (article.shop) expect(seed.categoryBySlug.has(article.shop), `${article.slug} → ${article.shop}`).toBe(true);
    }
  });

  it('has every article and news item in English, in the shape of the Polish (sections, blocks, list items)', () => {
    const shape = (block: Block) => (Array.isArray(block) ? `list of ${block.length}` : 'paragraph');
    const all = [...BLOG_ARTICLES, ...NEWS];
    expect(Object.keys(ARTICLE_SECTIONS_EN).sort()).toEqual(all.map((article) => article.slug).sort());
    for (const article of all) {
      const english = ARTICLE_SECTIONS_EN[article.slug];
      expect(english?.length, article.slug).toBe(article.sections.length);
      article.sections.forEach(([, ...blocks], index) => {
        const [heading, ...englishBlocks] = english![index];
        expect(heading.trim(), `${article.slug} §${index + 1}`).not.toBe('');
        expect(englishBlocks.map(shape), `${article.slug} §${index + 1}`).toEqual(blocks.map(shape));
      });
    }
  });

  it('links English bodies to English routes only, and ends them with the English category link', () => {
    const englishPaths = new Set(Object.values(ROUTES).map((route) => route.en));
    for (const article of [...BLOG_ARTICLES, ...NEWS]) {
      const body = articleBody(article, seed, 'en');
      expect(body.match(/<h2>/g)?.length, article.slug).toBe(article.sections.length);
      for (const [, href] of body.matchAll(/href="([^"]*)"/g)) {
        if (href.startsWith('/en/category/')) continue;
        expect(englishPaths.has(href), `${article.slug}: ${href}`).toBe(true);
      }
      const category = article.shop ? seed.categoryBySlug.get(article.shop) : undefined;
      if (category) {
        expect(body, article.slug).toContain(`<p>You will find the products we write about in the <a href="/en/category/${category.slug}">${catalogueTextEn(category.name, seed)}</a> category.</p>`);
        expect(articleBody(article, seed), article.slug).toContain(`<a href="/kategoria/${category.slug}">${category.name}</a>.</p>`);
      } else {
        expect(body, article.slug).not.toContain('category.</p>');
      }
    }
  });

  it('dates articles before the seed day, during office hours', () => {
    for (const record of contentRecords(seed)) {
      const date = new Date(record.createdAt);
      expect(date < seed.today).toBe(true);
      expect(date.getUTCHours()).toBeGreaterThanOrEqual(8);
      expect(date.getUTCHours()).toBeLessThan(16);
    }
  });
});

describe('text pages', () => {
  it('exist in both languages with the same keys, and English slugs lead to them', () => {
    expect(Object.keys(PAGES_EN).sort()).toEqual(Object.keys(PAGES_PL).sort());
    expect(TEXT_PAGE_SLUGS).toEqual(expect.arrayContaining(['sposoby-platnosci', 'zwroty-i-reklamacje', 'warunki-dostaw', 'regulamin-sklepu', 'kontakt', 'polityka-prywatnosci', 'deklaracja-dostepnosci', 'utylizacja']));
    for (const [alias, key] of Object.entries(PAGE_ALIASES)) expect(findTextPage(alias, 'en')?.slug, alias).toBe(key);
  });
});

describe('ATS pages', () => {
  it('have unique slugs and find products for their phrase', () => {
    const slugs = ATS_PAGES.map((page) => slugify(page.query));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const page of ATS_PAGES) {
      const result = searchProducts(seed, { 'ats-query': page.query, limit: 1 }, true);
      expect(result.countTotal, page.query).toBeGreaterThan(0);
      expect(result.fuzzySearch, page.query).toBe(false);
    }
  });
});
