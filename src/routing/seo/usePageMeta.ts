import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitle, type OpenGraph } from './pageMeta';

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

/** The path of the page whose head the web server wrote (a page the browser took over): its first render leaves the head as it is. */
let serverHeadPath: string | null = null;

/** Called by the boot when it hydrates a page rendered on the server for this path. */
export function keepServerHead(pathname: string): void {
  serverHeadPath = pathname;
}

/**
 * Document title, meta description, canonical and hreflang links, link-preview tags and structured
 * data of the current page. The web server writes the same into the first HTML (src/server/head);
 * this keeps them right as the visitor moves from page to page (the code that writes them loads
 * with the first page the browser renders itself).
 */
export function usePageMeta({ title, description, noindex = false, jsonLd = null, openGraph = { type: 'website' } }: PageMeta): void {
  const { pathname } = useLocation();
  const jsonLdText = jsonLd ? JSON.stringify(Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : '[]';
  const { type, image, price } = openGraph;
  useEffect(() => {
    const serverHead = serverHeadPath === pathname;
    serverHeadPath = null;
    if (serverHead) return;
    // The title at once: what the tab and the history show does not wait for the code of the rest.
    document.title = pageTitle(title);
    let current = true;
    void import('./applyPageMeta').then(({ applyPageMeta }) => {
      if (current) applyPageMeta({ pathname, title, description, noindex, jsonLd: JSON.parse(jsonLdText) as object[], openGraph: { type, image, price } });
    }, () => undefined);
    return () => {
      current = false;
    };
  }, [title, description, noindex, pathname, jsonLdText, type, image, price]);
}
