import { localeFromPath } from '../routes';
import { removeMeta, replaceJsonLd, replaceLinks, replaceSocialTags, upsertMeta } from './headTags';
import { alternateLinks, socialTags, type OpenGraph } from './pageMeta';
import { pageTitle } from './pageTitle';

/** Writes a page's head: title, description, robots, canonical and hreflang links, link-preview tags, structured data. */
export function applyPageMeta(page: { pathname: string; title?: string; description?: string; noindex: boolean; jsonLd: object[]; openGraph: OpenGraph }): void {
  const { pathname, title, description, noindex, jsonLd, openGraph } = page;
  const locale = localeFromPath(pathname);
  const fullTitle = pageTitle(title);
  document.title = fullTitle;
  if (description) upsertMeta('description', description);
  if (noindex) upsertMeta('robots', 'noindex');
  else removeMeta('robots');
  replaceLinks(noindex ? [] : alternateLinks(window.location.origin, pathname, locale));
  replaceSocialTags(noindex ? {} : socialTags({ title: fullTitle, description, url: `${window.location.origin}${pathname}`, locale, openGraph }));
  replaceJsonLd(jsonLd);
}
