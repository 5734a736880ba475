/**
 * The home page's structured data, apart from the other pages' (structuredData.ts): the home page's
 * chunk takes only this, not the listings' and product pages' code that the other module shares.
 */
import { ROUTES, type Locale } from '../routePaths';
import { SITE_NAME } from './siteName';

const CONTEXT = 'https://schema.org';

/** The shop itself, on the home page: the organisation and the site with its search. */
export function homePageJsonLd(origin: string, locale: Locale): object[] {
  const url = `${origin}${ROUTES.home[locale]}`;
  return [
    { '@context': CONTEXT, '@type': 'Organization', name: SITE_NAME, url, logo: `${origin}/logo.svg` },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: SITE_NAME,
      url,
      inLanguage: locale,
      potentialAction: { '@type': 'SearchAction', target: `${origin}${ROUTES.search[locale]}?query={search_term_string}`, 'query-input': 'required name=search_term_string' },
    },
  ];
}
