/**
 * Sitemaps in the sitemaps.org 0.9 format: a file of URLs, each with its pages in both languages
 * (`xhtml:link rel="alternate" hreflang`, x-default: Polish, as Google reads them), and the index
 * naming the files.
 */
import { LOCALES, type Locale } from '../../routing/routes';
import { entryUrl, type SitemapEntry } from './sitemapUrls';
import { escapeXml, textElement, XML_DECLARATION } from './xml';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** The sitemaps.org limit of URLs in one file (and of files in one index). */
export const SITEMAP_MAX_URLS = 50_000;

const alternate = (hreflang: string, href: string): string => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;

function urlElement(origin: string, entry: SitemapEntry, locale: Locale): string {
  const alternates = [...LOCALES.map((language) => alternate(language, entryUrl(origin, entry, language))), alternate('x-default', entryUrl(origin, entry, 'pl'))];
  return `<url>${textElement('loc', entryUrl(origin, entry, locale))}${textElement('lastmod', entry.lastmod)}${alternates.join('')}</url>`;
}

/** A sitemap of these pages in `locale`. */
export function urlSetXml(origin: string, entries: readonly SitemapEntry[], locale: Locale): string {
  return [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
    ...entries.map((entry) => urlElement(origin, entry, locale)),
    '</urlset>',
    '',
  ].join('\n');
}

export interface SitemapReference {
  loc: string;
  lastmod?: string;
}

/** The index of the sitemap files. */
export function sitemapIndexXml(files: readonly SitemapReference[]): string {
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...files.map((file) => `<sitemap>${textElement('loc', file.loc)}${textElement('lastmod', file.lastmod)}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
