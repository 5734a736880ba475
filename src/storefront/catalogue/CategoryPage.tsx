import { Navigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError } from '../../api/ApiError';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { parsePageNumber } from '../../domain/pagination';
import type { Crumb } from '../../ui/Breadcrumbs';
import { NotFoundPage } from '../errors/NotFoundPage';
import { TonerFinder } from '../search/finder/TonerFinder';
import { CategoryLinks } from './listing/CategoryLinks';
import { ProductListing } from './listing/ProductListing';
import { useListing } from './listing/useListing';
import { listingJsonLd, pageUrl } from './listing/listingJsonLd';
import { useCategoryCrumbs } from './useCategoryCrumbs';
import { siteOrigin } from '../../platform/siteOrigin';

/** The toner-and-ink department: its listing also shows the device finder (spec §2). */
export const TONERS_SLUG = 'tonery-i-tusze';

/** Category listing: /kategoria/:slug and /kategoria/:slug/strona/:number. */
export function CategoryPage() {
  const { slug = '', number } = useParams();
  const page = parsePageNumber(number);
  if (number === '1') return <Navigate to={localePath('category-slug', { slug })} replace />;
  if (page === null) return <NotFoundPage />;
  return <CategoryListing key={slug} slug={slug} page={page} />;
}

function CategoryListing({ slug, page }: { slug: string; page: number }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const listing = useListing({
    base: { categorySlug: slug },
    page,
    hrefFor: (target, query) =>
      target === 1 ? localePath('category-slug', { slug }, query) : localePath('category-slug-page-number', { slug, number: target }, query),
  });
  const { data, query } = listing;
  const name = data?.categoryName ?? '';
  const categoryCrumbs = useCategoryCrumbs(data?.breadcrumbs ?? [], slug);
  const trail = (data?.breadcrumbs ?? []).map((crumb) => ({ name: crumb.name, url: `${siteOrigin()}${localePath('category-slug', { slug: crumb.slug })}` }));
  if (name && !data?.breadcrumbs.some((crumb) => crumb.slug === slug)) trail.push({ name, url: pageUrl() });
  usePageMeta({
    title: name ? (page > 1 ? t('catalogue:category.titlePage', { name, page }) : name) : undefined,
    description: name ? t('catalogue:category.description', { name }) : undefined,
    jsonLd: listingJsonLd(listing, t('common:breadcrumbs.home'), trail),
  });
  if ((isApiError(query.error) && query.error.status === 404) || (data && !data.categoryName && data.countTotal === 0)) return <NotFoundPage />;

  const crumbs: Crumb[] = [{ label: t('common:breadcrumbs.home'), href: localePath('home') }, ...categoryCrumbs];
  if (name && !data?.breadcrumbs.some((crumb) => crumb.slug === slug)) crumbs.push({ label: name });
  const inToners = data?.breadcrumbs[0]?.slug === TONERS_SLUG || slug === TONERS_SLUG;
  const subcategories = data?.categoryFilter ?? [];
  const hrefFor = (entry: { slug: string }) => localePath('category-slug', { slug: entry.slug });

  return (
    <ProductListing
      listing={listing}
      title={name}
      crumbs={crumbs}
      listName={name}
      emptyText={t('catalogue:category.empty')}
      intro={
        <>
          {inToners ? <TonerFinder /> : null}
          <CategoryLinks variant="chips" title={t('catalogue:category.subcategories')} entries={subcategories} hrefFor={hrefFor} />
        </>
      }
      sidebarTop={<CategoryLinks variant="list" title={t('catalogue:category.subcategories')} entries={subcategories} hrefFor={hrefFor} />}
    />
  );
}
