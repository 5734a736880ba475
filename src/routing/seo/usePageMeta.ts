import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath } from '../routes';
import { removeMeta, replaceJsonLd, replaceLinks, replaceSocialTags, upsertMeta } from './headTags';
import { alternateLinks, pageTitle, socialTags, type OpenGraph } from './pageMeta';

export interface PageMeta {
  /** The page's own title; " | Spinacz" is appended. */
  title?: string;
  description?: string;
  /** Error pages and pages behind login are not indexed. */
  noindex?: boolean;
  /** Structured data (src/routing/seo/structuredData.ts), e.g. a product's `Product` and `BreadcrumbList`. */
  jsonLd?: object | readonly object[] | null;
  /** The link preview's kind and picture (Open Graph, Twitter card); a plain page without. */
  openGraph?: OpenGraph;
}

/**
 * Document title, meta description, canonical and hreflang links, link-preview tags and structured
 * data of the current page. The web server writes the same into the first HTML (src/server/head);
 * this keeps them right as the visitor moves from page to page.
 */
export function usePageMeta({ title, description, noindex = false, jsonLd = null, openGraph = { type: 'website' } }: PageMeta): void {
  const { pathname } = useLocation();
  const jsonLdText = jsonLd ? JSON.stringify(Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : '[]';
  const { type, image, price } = openGraph;
  useEffect(() => {
    const locale = localeFromPath(pathname);
    const fullTitle = pageTitle(title);
    document.title = fullTitle;
    if (description) upsertMeta('description', description);
    if (noindex) upsertMeta('robots', 'noindex');
    else removeMeta('robots');
    replaceLinks(noindex ? [] : alternateLinks(window.location.origin, pathname, locale));
    replaceSocialTags(noindex ? {} : socialTags({ title: fullTitle, description, url: `${window.location.origin}${pathname}`, locale, openGraph: { type, image, price } }));
    replaceJsonLd(JSON.parse(jsonLdText) as object[]);
  }, [title, description, noindex, pathname, jsonLdText, type, image, price]);
}
