import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { OpenGraph } from './pageMeta';
import { pageTitle } from './pageTitle';

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
  /**
   * An error shown in a page's place (not found, no longer offered, failed to load): its head wins
   * over that of the page it is drawn in, whichever of the two was drawn first.
   */
  inPlaceOfPage?: boolean;
}

/** A head some part of the screen asks for, as the head tags are written from it. */
export interface HeadClaim {
  pathname: string;
  title?: string;
  description?: string;
  noindex: boolean;
  jsonLdText: string;
  openGraph: OpenGraph;
  inPlaceOfPage: boolean;
  /** When it was first drawn: a later one is the newer screen. */
  drawn: number;
}

/** Whose head the document shows: an error in a page's place first, then what was drawn last. */
export function headOwner(claims: Iterable<HeadClaim>): HeadClaim | null {
  let owner: HeadClaim | null = null;
  for (const claim of claims) {
    const wins = !owner || (claim.inPlaceOfPage === owner.inPlaceOfPage ? claim.drawn > owner.drawn : claim.inPlaceOfPage);
    if (wins) owner = claim;
  }
  return owner;
}

/** The heads asked for by what is on the screen now, one per mounted usePageMeta. */
const claims = new Map<object, HeadClaim>();
let drawnCount = 0;
let writeQueued = false;
/** What was written last (the owner's head as text): an unchanged head is not written again, and a head replaced meanwhile is not finished. */
let writtenHead = '';

/** The path of the page whose head the web server wrote (a page the browser took over): its first head is left as it is. */
let serverHeadPath: string | null = null;

/** Called by the boot when it hydrates a page rendered on the server for this path. */
export function keepServerHead(pathname: string): void {
  serverHeadPath = pathname;
}

/** Writes the owner's head once the screen's effects have all run (a page and the error in its place come in one commit). */
function queueWrite(): void {
  if (writeQueued) return;
  writeQueued = true;
  queueMicrotask(writeHead);
}

function writeHead(): void {
  writeQueued = false;
  const owner = headOwner(claims.values());
  if (!owner) return;
  const { drawn: _drawn, ...head } = owner;
  const text = JSON.stringify(head);
  const serverHead = serverHeadPath === owner.pathname;
  serverHeadPath = null;
  if (serverHead || text === writtenHead) {
    writtenHead = text;
    return;
  }
  writtenHead = text;
  // The title at once: what the tab and the history show does not wait for the code of the rest.
  document.title = pageTitle(owner.title);
  const { pathname, title, description, noindex, jsonLdText, openGraph } = owner;
  void import('./applyPageMeta').then(({ applyPageMeta }) => {
    if (writtenHead === text) applyPageMeta({ pathname, title, description, noindex, jsonLd: JSON.parse(jsonLdText) as object[], openGraph });
  }, () => undefined);
}

/**
 * Document title, meta description, canonical and hreflang links, link-preview tags and structured
 * data of the current page. The web server writes the same into the first HTML (src/server/head);
 * this keeps them right as the visitor moves from page to page (the code that writes them loads
 * with the first page the browser renders itself). When more than one part of the screen asks for
 * a head (a page and the not-found page drawn in its place), `headOwner` decides.
 */
export function usePageMeta({ title, description, noindex = false, jsonLd = null, openGraph = { type: 'website' }, inPlaceOfPage = false }: PageMeta): void {
  const { pathname } = useLocation();
  const [self] = useState(() => ({}));
  const jsonLdText = jsonLd ? JSON.stringify(Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : '[]';
  const { type, image, price } = openGraph;
  useEffect(() => {
    const drawn = claims.get(self)?.drawn ?? ++drawnCount;
    claims.set(self, { pathname, title, description, noindex, jsonLdText, openGraph: { type, image, price }, inPlaceOfPage, drawn });
    queueWrite();
  }, [self, title, description, noindex, pathname, jsonLdText, type, image, price, inPlaceOfPage]);
  useEffect(
    () => () => {
      claims.delete(self);
      queueWrite();
    },
    [self],
  );
}
