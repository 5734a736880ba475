import { switchLocalePath, type Locale } from '../routes';
import type { HeadLink } from './headTags';

export const SITE_NAME = 'Spinacz';

/** "Papier ksero | Spinacz"; the bare site name when there is no page title. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Canonical link of the page and hreflang links to both languages (x-default: Polish). */
export function alternateLinks(origin: string, pathname: string, locale: Locale): HeadLink[] {
  const pl = locale === 'pl' ? pathname : switchLocalePath(pathname, 'pl');
  const en = locale === 'en' ? pathname : switchLocalePath(pathname, 'en');
  return [
    { rel: 'canonical', href: `${origin}${pathname}` },
    { rel: 'alternate', hreflang: 'pl', href: `${origin}${pl}` },
    { rel: 'alternate', hreflang: 'en', href: `${origin}${en}` },
    { rel: 'alternate', hreflang: 'x-default', href: `${origin}${pl}` },
  ];
}
