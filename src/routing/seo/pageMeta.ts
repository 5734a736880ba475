import { switchLocalePath, type Locale } from '../routes';
import type { HeadLink } from './headTags';
import { SITE_NAME } from './siteName';

export { SITE_NAME };

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

/** What a link preview shows of a page besides its title and description. */
export interface OpenGraph {
  type: 'website' | 'product' | 'article';
  /** An absolute picture URL. */
  image?: string;
  /** The gross price in PLN, "229.90" (products). */
  price?: string;
}

/** The Open Graph and Twitter card tags of a page (by property or name; undefined ones are left out). */
export function socialTags(page: { title: string; description?: string; url: string; locale: Locale; openGraph: OpenGraph }): Record<string, string | undefined> {
  const { title, description, url, locale, openGraph } = page;
  return {
    'og:site_name': SITE_NAME,
    'og:locale': locale === 'en' ? 'en_GB' : 'pl_PL',
    'og:type': openGraph.type,
    'og:title': title,
    'og:description': description,
    'og:url': url,
    'og:image': openGraph.image,
    'product:price:amount': openGraph.price,
    'product:price:currency': openGraph.price ? 'PLN' : undefined,
    'twitter:card': openGraph.image ? 'summary_large_image' : 'summary',
    'twitter:title': title,
    'twitter:description': description,
    'twitter:image': openGraph.image,
  };
}
