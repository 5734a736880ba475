/**
 * The sitemap files: one list per type of page and language, cut into files of at most
 * `pageSize` URLs — `/sitemaps/products-pl-1.xml`, `/sitemaps/products-pl-2.xml`…
 */
import { LOCALES, type Locale } from '../../routing/routes';
import { latest, SITEMAP_TYPES, type SitemapEntry, type SitemapType } from './sitemapUrls';
import type { SitemapReference } from './sitemapXml';

export interface SitemapFile {
  type: SitemapType;
  locale: Locale;
  /** From 1. */
  page: number;
}

export const SITEMAP_INDEX_PATH = '/sitemap.xml';

export const sitemapFilePath = ({ type, locale, page }: SitemapFile): string => `/sitemaps/${type}-${locale}-${page}.xml`;

const FILE_PATH = /^\/sitemaps\/([a-z]+)-([a-z]+)-([1-9]\d{0,5})\.xml$/;

/** The file a path names; null for any other path. */
export function parseSitemapFilePath(pathname: string): SitemapFile | null {
  const match = FILE_PATH.exec(pathname);
  if (!match) return null;
  const [, type, locale, page] = match;
  if (!(SITEMAP_TYPES as readonly string[]).includes(type) || !(LOCALES as readonly string[]).includes(locale)) return null;
  return { type: type as SitemapType, locale: locale as Locale, page: Number(page) };
}

/** The entries of one file (empty past the last one). */
export const pageOfEntries = (entries: readonly SitemapEntry[], page: number, pageSize: number): SitemapEntry[] =>
  entries.slice((page - 1) * pageSize, page * pageSize);

/** The index's references: every type's files in both languages, each dated by its latest entry. */
export function sitemapReferences(origin: string, entriesByType: Partial<Record<SitemapType, readonly SitemapEntry[]>>, pageSize: number): SitemapReference[] {
  return SITEMAP_TYPES.flatMap((type) => {
    const entries = entriesByType[type] ?? [];
    const pages = Math.ceil(entries.length / pageSize);
    return LOCALES.flatMap((locale) =>
      Array.from({ length: pages }, (_, index) => ({
        loc: `${origin}${sitemapFilePath({ type, locale, page: index + 1 })}`,
        lastmod: latest(pageOfEntries(entries, index + 1, pageSize).map((entry) => entry.lastmod)),
      })),
    );
  });
}
