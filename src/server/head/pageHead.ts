import type { TFunction } from '../../i18n/texts';
import type { Params } from 'react-router';
import type { Locale } from '../../routing/routes';
import type { OpenGraph } from '../../routing/seo/pageMeta';
import type { ServerContext } from '../serverAnswer';

/** What the server writes into a page's first HTML: its head and its status. */
export interface PageHead {
  /** 200, 404 for an unknown product or page, 410 for a product no longer offered (ADR 0013). */
  status: number;
  /** The page's own title (" | Spinacz" is added); none keeps the shop's title. */
  title?: string;
  description?: string;
  noindex: boolean;
  /** "shared": the same HTML for every visitor, a CDN may keep it; "private": never stored. */
  cache: 'shared' | 'private';
  openGraph?: OpenGraph;
  jsonLd: object[];
}

export interface HeadArgs {
  params: Params;
  locale: Locale;
  /** The page's absolute URL without its query (the canonical). */
  url: string;
  /** The URL's query (a search page's criteria). */
  search: URLSearchParams;
  context: ServerContext;
  t: TFunction;
}

export type HeadLoader = (args: HeadArgs) => Promise<PageHead>;

/** An indexable page every visitor gets alike. */
export function publicHead(fields: Omit<PageHead, 'status' | 'noindex' | 'cache' | 'jsonLd'> & Partial<Pick<PageHead, 'jsonLd' | 'status'>>): PageHead {
  return { status: 200, noindex: false, cache: 'shared', jsonLd: [], ...fields };
}

/** The page of an address that does not exist. */
export function notFoundHead(t: TFunction): PageHead {
  return { status: 404, title: t('errors:notFound.metaTitle'), description: t('errors:notFound.text'), noindex: true, cache: 'shared', jsonLd: [] };
}

/** A page only for one visitor (cart, checkout, account, login…): not indexed, never stored. */
export const PRIVATE_HEAD: PageHead = { status: 200, noindex: true, cache: 'private', jsonLd: [] };

/** "Papier ksero – strona 2": a listing's title on its later pages. */
export function listingTitle(t: TFunction, name: string, page: number): string {
  return page > 1 ? t('catalogue:category.titlePage', { name, page }) : name;
}

/** An absolute URL of the API's picture path. */
export function absolute(origin: string, path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return /^https?:/.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** HTML to one line of plain text, at most `max` characters (a description from an API's HTML). */
export function plainText(html: string | null | undefined, max = 300): string | undefined {
  if (!html) return undefined;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
