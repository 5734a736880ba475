/** The blog (articles, news), text pages and ATS pages: built lazily from src/mocks/db/content, dated from the seed's day. */
import type { Article, AtsContent, ContentItem, GetContentsParams, TextPage } from '../../generated/model';
import { ROUTES } from '../../routing/routePaths';
import { ATS_PAGES, type AtsSource } from '../db/content/ats';
import { ECO_ARTICLES } from '../db/content/articles-eco';
import { HEALTH_ARTICLES } from '../db/content/articles-health';
import { KITCHEN_ARTICLES } from '../db/content/articles-kitchen';
import { BUYING_ARTICLES } from '../db/content/articles-buying';
import { ORGANISATION_ARTICLES } from '../db/content/articles-organisation';
import { PRINTING_ARTICLES } from '../db/content/articles-printing';
import { AUTHORS, BLOG_CATEGORIES, BLOG_SECTION_ID, NEWS, NEWS_SECTION_ID, type ArticleSource, type Block, type Section } from '../db/content/blog';
import { ARTICLE_SECTIONS_EN } from '../db/content/english/articles';
import { ATS_PAGES_EN, type AtsText } from '../db/content/english/ats';
import { PAGE_ALIASES } from '../db/content/pages';
import { PAGES_EN } from '../db/content/pages-en';
import { PAGES_PL } from '../db/content/pages-pl';
import { normalizeSearchText, slugify } from '../db/text';
import type { Seed } from '../db/types';
import { badRequest } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { contentImage } from '../presenters/images';
import { catalogueTextEn } from '../presenters/localise';

const DAY = 86_400_000;
export const CONTENT_PAGE_SIZE = 12;

/** Every blog article, in the order of the files (ids 1…). */
export const BLOG_ARTICLES: ArticleSource[] = [
  ...ORGANISATION_ARTICLES, ...PRINTING_ARTICLES, ...HEALTH_ARTICLES, ...KITCHEN_ARTICLES, ...ECO_ARTICLES, ...BUYING_ARTICLES,
];

export interface ContentRecord {
  id: number;
  sectionId: number;
  source: ArticleSource;
  createdAt: string;
}

const recordsCache = new WeakMap<Seed, ContentRecord[]>();

/** Blog articles (section 61) and news (section 62), published `daysAgo` before the seed's day during office hours. */
export function contentRecords(seed: Seed): ContentRecord[] {
  const cached = recordsCache.get(seed);
  if (cached) return cached;
  const dated = (source: ArticleSource, index: number) =>
    new Date(seed.today.getTime() - source.daysAgo * DAY + (8 * 60 + ((index * 97) % 480)) * 60_000).toISOString();
  const records = [
    ...BLOG_ARTICLES.map((source, index) => ({ id: index + 1, sectionId: BLOG_SECTION_ID, source, createdAt: dated(source, index) })),
    ...NEWS.map((source, index) => ({ id: 1001 + index, sectionId: NEWS_SECTION_ID, source, createdAt: dated(source, index + 50) })),
  ];
  recordsCache.set(seed, records);
  return records;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch);

function blockHtml(block: Block): string {
  return Array.isArray(block) ? `<ul>${block.map((item) => `<li>${item}</li>`).join('')}</ul>` : `<p>${block}</p>`;
}

/** The closing sentence around the link to the shop category, by language. */
const SHOP_SENTENCE: Record<DemoLocale, (link: string) => string> = {
  pl: (link) => `Produkty, o których piszemy, znajdziesz w kategorii ${link}.`,
  en: (link) => `You will find the products we write about in the ${link} category.`,
};

/** The sections an article is written in, in a language (English from db/content/english, every article has them: tested). */
function sectionsIn(source: ArticleSource, locale: DemoLocale): Section[] {
  if (locale === 'pl') return source.sections;
  const english = ARTICLE_SECTIONS_EN[source.slug];
  if (!english) throw new Error(`The article "${source.slug}" has no English sections (db/content/english).`);
  return english;
}

/**
 * The article body: its sections as h2 + paragraphs and lists, then a link to the shop category it is about.
 * In English the sections come from db/content/english and the link leads to the English category route,
 * under the category's English name.
 */
export function articleBody(source: ArticleSource, seed: Seed, locale: DemoLocale = 'pl'): string {
  const sections = sectionsIn(source, locale).map(([heading, ...blocks]) => `<h2>${escapeHtml(heading)}</h2>${blocks.map(blockHtml).join('')}`);
  const category = source.shop ? seed.categoryBySlug.get(source.shop) : undefined;
  if (!category) return sections.join('');
  const name = locale === 'en' ? catalogueTextEn(category.name, seed) : category.name;
  const link = `<a href="${ROUTES['category-slug'][locale].replace(':slug', category.slug)}">${escapeHtml(name)}</a>`;
  return `${sections.join('')}<p>${SHOP_SENTENCE[locale](link)}</p>`;
}

export function toContentItem(record: ContentRecord): ContentItem {
  const { source } = record;
  const author = AUTHORS.find((candidate) => candidate.slug === source.author);
  return {
    key: `${record.sectionId}-${record.id}`,
    slug: source.slug,
    title: source.title,
    description: source.lead,
    image: contentImage(source.slug),
    categories: source.categories.flatMap((slug) => {
      const category = BLOG_CATEGORIES.find((candidate) => candidate.slug === slug);
      return category ? [{ id: category.id, name: category.name, slug: category.slug }] : [];
    }),
    author: author ? { name: author.name, slug: author.slug } : null,
    createdAt: record.createdAt,
  };
}

const FILTER_KEYS = ['authorSlug', 'categorySlug', 'titleLike', 'sectionId', 'recommended'];

/** Fails with 400 on a filter key the contract does not know (zod would silently drop it). */
export function checkContentFilterKeys(request: Request): void {
  for (const key of new URL(request.url).searchParams.keys()) {
    const match = /^filters\[([^\]]+)\]/.exec(key);
    if (match && !FILTER_KEYS.includes(match[1])) throw badRequest(`Nieznany filtr „${match[1]}”. Dostępne filtry: ${FILTER_KEYS.join(', ')}.`);
  }
}

/** Contents filtered (author, category, title words, section, recommended), sorted and paged. */
export function listContents(seed: Seed, params: GetContentsParams): { contents: ContentItem[]; countTotal: number } {
  const filters = params.filters ?? {};
  const one = (values?: string[]) => values?.[0];
  const author = one(filters.authorSlug);
  const category = one(filters.categorySlug);
  const section = one(filters.sectionId);
  const recommended = one(filters.recommended);
  const titleWords = normalizeSearchText(one(filters.titleLike) ?? '').split(/\s+/).filter(Boolean);
  const matched = contentRecords(seed).filter(({ source, sectionId }) => {
    if (section !== undefined && sectionId !== Number(section)) return false;
    if (author !== undefined && source.author !== author) return false;
    if (category !== undefined && !(source.categories as string[]).includes(category)) return false;
    if (recommended !== undefined && Boolean(source.recommended) !== (recommended === '1')) return false;
    if (titleWords.length) {
      const title = normalizeSearchText(source.title);
      if (!titleWords.every((word) => title.includes(word))) return false;
    }
    return true;
  });
  const direction = params.orderDirection === 'ASC' ? 1 : -1;
  const sorted = [...matched].sort((a, b) =>
    params.orderBy === 'title'
      ? direction * a.source.title.localeCompare(b.source.title, 'pl')
      : direction * (a.createdAt.localeCompare(b.createdAt) || a.id - b.id));
  const offset = params.offset ?? 0;
  const limit = params.limit ?? CONTENT_PAGE_SIZE;
  return { contents: sorted.slice(offset, offset + limit).map(toContentItem), countTotal: sorted.length };
}

/** An article with its body, and up to 4 related ones: shared categories first, then the same author, newest first. */
export function findArticle(seed: Seed, slug: string): { article: Article; relatedArticles: ContentItem[] } | null {
  const records = contentRecords(seed);
  const record = records.find((candidate) => candidate.source.slug === slug);
  if (!record) return null;
  const { source } = record;
  const shared = (other: ContentRecord) => other.source.categories.filter((c) => source.categories.includes(c)).length;
  const related = records
    .filter((other) => other !== record && other.sectionId === record.sectionId && (shared(other) > 0 || other.source.author === source.author))
    .sort((a, b) => shared(b) - shared(a) || Number(b.source.author === source.author) - Number(a.source.author === source.author) || b.createdAt.localeCompare(a.createdAt))
    .slice(0, 4);
  return {
    article: {
      ...toContentItem(record),
      body: articleBody(source, seed),
      seoData: { title: `${source.title} | Blog Spinacz`, description: source.lead },
    },
    relatedArticles: related.map(toContentItem),
  };
}

/** A text page by its Polish slug (or the English slug of its route), in the request's language. */
export function findTextPage(slug: string, locale: DemoLocale): TextPage | null {
  const key = PAGE_ALIASES[slug] ?? slug;
  const page = (locale === 'en' ? PAGES_EN : PAGES_PL)[key];
  if (!page) return null;
  return {
    slug: key,
    title: page.title,
    content: page.content.trim(),
    seoData: { title: `${page.title} | Spinacz`, description: page.description },
  };
}

/** Slugs of every text page (Polish keys). */
export const TEXT_PAGE_SLUGS = Object.keys(PAGES_PL);

/** The title and intro of an ATS page in a language (English from db/content/english/ats, every page has them: tested). */
function atsTextIn(page: AtsSource, locale: DemoLocale): AtsText {
  if (locale === 'pl') return page;
  const english = ATS_PAGES_EN[page.query];
  if (!english) throw new Error(`The ATS page "${page.query}" has no English title and intro (db/content/english/ats.ts).`);
  return english;
}

/**
 * The ATS content page of a slugified search phrase, in a language. The slug and the query (the
 * phrase the product search matches) are the same in both languages; the title and intro are translated.
 */
export function findAtsContent(slug: string, locale: DemoLocale = 'pl'): AtsContent | null {
  const page = ATS_PAGES.find((candidate) => slugify(candidate.query) === slug);
  if (!page) return null;
  const { title, intro } = atsTextIn(page, locale);
  return { slug, title, query: page.query, description: intro };
}
