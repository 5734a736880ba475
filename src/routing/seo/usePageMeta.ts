import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath } from '../routes';
import { removeMeta, replaceJsonLd, replaceLinks, upsertMeta } from './headTags';
import { alternateLinks, pageTitle } from './pageMeta';

export interface PageMeta {
  /** The page's own title; " | Spinacz" is appended. */
  title?: string;
  description?: string;
  /** Error pages and pages behind login are not indexed. */
  noindex?: boolean;
  /** Structured data, e.g. Product JSON-LD. */
  jsonLd?: object | null;
}

/** Document title, meta description, canonical and hreflang links of the current page. */
export function usePageMeta({ title, description, noindex = false, jsonLd = null }: PageMeta): void {
  const { pathname } = useLocation();
  const jsonLdText = jsonLd ? JSON.stringify(jsonLd) : '';
  useEffect(() => {
    document.title = pageTitle(title);
    if (description) upsertMeta('description', description);
    if (noindex) upsertMeta('robots', 'noindex');
    else removeMeta('robots');
    replaceLinks(alternateLinks(window.location.origin, pathname, localeFromPath(pathname)));
    replaceJsonLd(jsonLdText ? (JSON.parse(jsonLdText) as object) : null);
  }, [title, description, noindex, pathname, jsonLdText]);
}
