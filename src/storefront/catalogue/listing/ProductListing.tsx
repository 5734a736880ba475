import { useDeferredValue, useState, type ReactNode } from 'react';
import { loadOnDemand } from '../../../ui/loadOnDemand';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ListingState } from '../../../domain/listingQuery';
import { isPastLastPage, listingPageCount } from '../../../domain/pageSize';
import { Breadcrumbs, type Crumb } from '../../../ui/Breadcrumbs';
import { PaginationLinks } from '../../../ui/PaginationLinks';
import { Skeleton } from '../../../ui/Skeleton';
import { NotFoundPage } from '../../errors/NotFoundPage';
import { EmptyListing, ListingError } from '../ListingStates';
import { ProductGrid, ProductGridSkeleton } from '../ProductGrid';
import { ActiveFilters } from './ActiveFilters';
import { FacetPanel } from './FacetPanel';
import { ListingToolbar } from './ListingToolbar';
import { LoadingBar } from './LoadingBar';
import { NewsletterTile } from './NewsletterTile';
import classes from './ProductListing.module.css';
import type { Listing } from './useListing';
import { useMinWidth } from '../../../ui/useMinWidth';

/** The theme's lg breakpoint (src/ui/theme/theme.ts, not imported: it would bring MUI along), where the sidebar shows. */
const SIDEBAR_FROM = 1024;

/** The facet drawer (MUI, with its theme) loads when first opened. */
// Not lazy() in Suspense: React would open the drawer no sooner than 300 ms after the tap (loadOnDemand).
const facetDrawer = loadOnDemand(() => import('./FacetDrawer'), { reloadWhenGone: true });

interface ProductListingProps {
  listing: Listing;
  /** The page heading (h1). */
  title: string;
  crumbs: Crumb[];
  /** Under the heading: a description, a banner, the toner finder... */
  intro?: ReactNode;
  /** Above the facets: subcategories or the category filter. */
  sidebarTop?: ReactNode;
  /** A note above the products (e.g. an approximate search). */
  notice?: ReactNode;
  emptyText?: string;
  /** For analytics (select_item). */
  listName: string;
}

/**
 * A product listing page: breadcrumbs, heading with the count, facets (sidebar on wide screens,
 * a drawer on phones), sort, page size, the products with the reserved slot, pagination, and the
 * loading, empty and error states.
 */
export function ProductListing({ listing, title, crumbs, intro, sidebarTop, notice, emptyText, listName }: ProductListingProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const [drawer, setDrawer] = useState(false);
  // The drawer (MUI) is loaded and created when first opened, not with the page.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const FacetDrawer = facetDrawer.useComponent(drawerUsed);
  const { query, state, page } = listing;
  // The answer renders in a background lane, in slices (a query update alone renders at once, in
  // one long task); until then the page shows what it showed before (placeholders or the previous
  // results, marked as updating).
  const data = useDeferredValue(listing.data);
  const updating = listing.updating || data !== listing.data;
  const pages = listingPageCount(data?.countTotal ?? 0, state.pageSize, listing.reserved);
  // The sidebar shows from the lg breakpoint only; narrower screens use the drawer and do not
  // render the hidden panel at all.
  const wide = useMinWidth(SIDEBAR_FROM);
  if (data && isPastLastPage(data.countTotal, page, state.pageSize, listing.reserved)) return <NotFoundPage />;

  const filters = data?.filters ?? [];
  const hasFacets = filters.some((filter) => filter.options.length > 0);
  // Until the first answer the sidebar's column is kept, so the grid does not jump sideways.
  const hasSidebar = data ? hasFacets || Boolean(sidebarTop) : true;
  const apply = (next: ListingState) => listing.apply(next);
  const panel = (where: 'side' | 'drawer') => (
    <>
      {sidebarTop}
      <FacetPanel idPrefix={where} filters={filters} state={state} onChange={apply} />
    </>
  );

  return (
    <div className={classes.page}>
      <Breadcrumbs items={crumbs} />
      <div className={classes.heading}>
        {/* The placeholders take the same line boxes as the texts they stand for (no shift on arrival). */}
        {title ? (
          <h1 className={classes.title}>{title}</h1>
        ) : (
          <h1 className={classes.title} aria-hidden>
            <Skeleton width={150} />
          </h1>
        )}
        {data ? (
          <p className={classes.count}>
            {t('catalogue:listing.count', { count: data.countTotal })}
            {pages > 1 ? ` · ${t('catalogue:listing.pageOf', { page, pages })}` : ''}
          </p>
        ) : (
          <p className={classes.count} aria-hidden>
            <Skeleton width={110} />
          </p>
        )}
      </div>
      <div className={hasSidebar ? `${classes.layout} ${classes.withSidebar}` : classes.layout}>
        {hasSidebar ? (
          <aside aria-label={t('catalogue:listing.filters')} className={classes.sidebar}>
            {!wide ? null : data ? panel('side') : <Skeleton variant="rounded" height={480} />}
          </aside>
        ) : null}
        <div className={classes.main}>
          <ListingToolbar
            state={state}
            orderByOptions={data?.orderByOptions ?? []}
            onChange={apply}
            onOpenFilters={
              hasSidebar
                ? () => {
                    setDrawerUsed(true);
                    setDrawer(true);
                  }
                : undefined
            }
            disabled={!data}
          />
          <ActiveFilters filters={filters} state={state} onChange={apply} />
          {query.isError && !data ? (
            <ListingError onRetry={() => void query.refetch()} />
          ) : !data ? (
            // A node of its own: when the answer comes the skeleton goes and the results take its
            // place, so nothing that was on screen is pushed (no layout shift).
            <ProductGridSkeleton key="loading" withSidebar={hasSidebar} />
          ) : (
            <div key="results">
              {intro}
              {notice}
              <div className={classes.results} aria-busy={updating || undefined}>
                {updating ? <LoadingBar label={t('common:status.loading')} /> : null}
                {data.products.length === 0 ? (
                  <EmptyListing text={emptyText ?? t('common:listing.noResults')} />
                ) : (
                  <div className={updating ? classes.updating : classes.products}>
                    <ProductGrid
                      products={data.products}
                      listName={listName}
                      reservedSlot={listing.reserved ? <NewsletterTile /> : undefined}
                      withSidebar={hasSidebar}
                    />
                    <PaginationLinks page={page} count={pages} hrefFor={listing.pageHref} />
                  </div>
                )}
              </div>
            </div>
          )}
        </div>
      </div>
      {hasSidebar && FacetDrawer ? (
        <FacetDrawer open={drawer} onClose={() => setDrawer(false)} count={data?.countTotal ?? 0}>
          {drawer ? panel('drawer') : null}
        </FacetDrawer>
      ) : null}
    </div>
  );
}
