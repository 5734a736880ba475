import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { BREAKPOINTS } from '../../../app/theme';
import { useTranslation } from 'react-i18next';
import type { ListingState } from '../../../domain/listingQuery';
import { listingPageCount } from '../../../domain/pageSize';
import { Breadcrumbs, type Crumb } from '../../../ui/Breadcrumbs';
import { PaginationLinks } from '../../../ui/PaginationLinks';
import { NotFoundPage } from '../../errors/NotFoundPage';
import { EmptyListing, ListingError } from '../ListingStates';
import { ProductGrid, ProductGridSkeleton } from '../ProductGrid';
import { ActiveFilters } from './ActiveFilters';
import { FacetPanel } from './FacetPanel';
import { ListingToolbar } from './ListingToolbar';
import { NewsletterTile } from './NewsletterTile';
import type { Listing } from './useListing';

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

const COLUMNS_WITH_SIDEBAR = { xs: 'repeat(2, minmax(0, 1fr))', tablet: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))', xxl: 'repeat(5, minmax(0, 1fr))' } as const;

/**
 * A product listing page: breadcrumbs, heading with the count, facets (sidebar on wide screens,
 * a drawer on phones), sort, page size, the products with the reserved slot, pagination, and the
 * loading, empty and error states.
 */
export function ProductListing({ listing, title, crumbs, intro, sidebarTop, notice, emptyText, listName }: ProductListingProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const [drawer, setDrawer] = useState(false);
  const { query, state, page } = listing;
  // The answer renders in a background lane, in slices (a query update alone renders at once, in
  // one long task); until then the page shows what it showed before (placeholders or the previous
  // results, marked as updating).
  const data = useDeferredValue(listing.data);
  const updating = listing.updating || data !== listing.data;
  const pages = listingPageCount(data?.countTotal ?? 0, state.pageSize, listing.reserved);
  // The sidebar shows from the lg breakpoint only; narrower screens use the drawer and do not
  // render the hidden panel at all.
  const wide = useMediaQuery(`(min-width:${BREAKPOINTS.lg}px)`, { noSsr: true });
  if (data && data.countTotal > 0 && page > pages) return <NotFoundPage />;

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
    <Box sx={{ py: 2 }}>
      <Breadcrumbs items={crumbs} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, mb: 2 }}>
        {/* The placeholders take the same line boxes as the texts they stand for (no shift on arrival). */}
        {title ? (
          <Typography variant="h1">{title}</Typography>
        ) : (
          <Typography variant="h1" aria-hidden>
            <Skeleton width={150} />
          </Typography>
        )}
        {data ? (
          <Typography component="p" sx={{ color: 'text.secondary' }}>
            {t('catalogue:listing.count', { count: data.countTotal })}
            {pages > 1 ? ` · ${t('catalogue:listing.pageOf', { page, pages })}` : ''}
          </Typography>
        ) : (
          <Typography component="p" aria-hidden>
            <Skeleton width={110} />
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: hasSidebar ? '250px minmax(0, 1fr)' : '1fr' }, alignItems: 'start' }}>
        {hasSidebar ? (
          <Box component="aside" aria-label={t('catalogue:listing.filters')} sx={{ display: { xs: 'none', lg: 'block' } }}>
            {!wide ? null : data ? panel('side') : <Skeleton variant="rounded" height={480} />}
          </Box>
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <ListingToolbar
            state={state}
            orderByOptions={data?.orderByOptions ?? []}
            onChange={apply}
            onOpenFilters={hasSidebar ? () => setDrawer(true) : undefined}
            disabled={!data}
          />
          <ActiveFilters filters={filters} state={state} onChange={apply} />
          {query.isError && !data ? (
            <ListingError onRetry={() => void query.refetch()} />
          ) : !data ? (
            // A node of its own: when the answer comes the skeleton goes and the results take its
            // place, so nothing that was on screen is pushed (no layout shift).
            <ProductGridSkeleton key="loading" sx={hasSidebar ? { gridTemplateColumns: COLUMNS_WITH_SIDEBAR } : undefined} />
          ) : (
            <Box key="results">
              {intro}
              {notice}
              <Box sx={{ position: 'relative' }} aria-busy={updating || undefined}>
                {updating ? <LinearProgress aria-label={t('common:status.loading')} sx={{ position: 'absolute', top: -8, left: 0, right: 0 }} /> : null}
                {data.products.length === 0 ? (
                  <EmptyListing text={emptyText ?? t('common:listing.noResults')} />
                ) : (
                  <Box sx={{ opacity: updating ? 0.6 : 1, transition: 'opacity 150ms' }}>
                    <ProductGrid
                      products={data.products}
                      listName={listName}
                      reservedSlot={listing.reserved ? <NewsletterTile /> : undefined}
                      columns={hasSidebar ? COLUMNS_WITH_SIDEBAR : undefined}
                    />
                    <PaginationLinks page={page} count={pages} hrefFor={listing.pageHref} />
                  </Box>
                )}
              </Box>
            </Box>
          )}
        </Box>
      </Box>
      {hasSidebar ? (
        <Drawer
          open={drawer}
          onClose={() => setDrawer(false)}
          anchor="left"
          slotProps={{ paper: { sx: { width: 'min(340px, 90vw)', display: 'flex', flexDirection: 'column' } } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography component="h2" variant="h3" sx={{ flex: 1 }}>
              {t('catalogue:listing.filters')}
            </Typography>
            <IconButton aria-label={t('common:actions.close')} onClick={() => setDrawer(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Box sx={{ flex: 1, overflowY: 'auto', p: 2 }}>{drawer ? panel('drawer') : null}</Box>
          <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
            <Button variant="contained" fullWidth onClick={() => setDrawer(false)}>
              {t('catalogue:listing.showResults', { count: data?.countTotal ?? 0 })}
            </Button>
          </Box>
        </Drawer>
      ) : null}
    </Box>
  );
}
