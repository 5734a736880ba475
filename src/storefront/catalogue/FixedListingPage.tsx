import { Navigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath, type RouteName } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import type { GetProductsSearchParams } from '../../generated/model';
import { parsePageNumber } from '../../domain/pagination';
import { NotFoundPage } from '../errors/NotFoundPage';
import { ProductListing } from './listing/ProductListing';
import { useListing } from './listing/useListing';
import { listingJsonLd, pageUrl } from './listing/listingJsonLd';
import classes from './FixedListingPage.module.css';

/** A listing with a fixed search (eco products, pallets): its routes, texts and API filter. */
export interface FixedListing {
  route: Extract<RouteName, 'eco-products' | 'pallets'>;
  pageRoute: Extract<RouteName, 'eco-products-page-number' | 'pallets-page-number'>;
  /** Key in the catalogue namespace holding `title`, `description` and `intro`. */
  texts: string;
  base: GetProductsSearchParams;
}

/** The page at `route` and `pageRoute` (/strona/:number): page 1 is the bare URL. */
export function FixedListingPage({ listing }: { listing: FixedListing }) {
  const { number } = useParams();
  const page = parsePageNumber(number);
  if (number === '1') return <Navigate to={localePath(listing.route)} replace />;
  if (page === null) return <NotFoundPage />;
  return <FixedListingContent listing={listing} page={page} />;
}

function FixedListingContent({ listing: fixed, page }: { listing: FixedListing; page: number }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const listing = useListing({
    base: fixed.base,
    page,
    hrefFor: (target, query) =>
      target === 1 ? localePath(fixed.route, {}, query) : localePath(fixed.pageRoute, { number: target }, query),
  });
  const title = t(`catalogue:${fixed.texts}.title`);
  usePageMeta({
    title: page > 1 ? t('catalogue:category.titlePage', { name: title, page }) : title,
    description: t(`catalogue:${fixed.texts}.description`),
    jsonLd: listingJsonLd(listing, t('common:breadcrumbs.home'), [{ name: title, url: pageUrl() }]),
  });
  return (
    <ProductListing
      listing={listing}
      title={title}
      listName={title}
      crumbs={[{ label: t('common:breadcrumbs.home'), href: localePath('home') }, { label: title }]}
      intro={
        page === 1 ? (
<p className={classes.intro}>{t(`catalogue:${fixed.texts}.intro`)}</p>
        ) : null
      }
    />
  );
}
