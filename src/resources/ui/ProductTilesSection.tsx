import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '../../generated/model';
import { ProductGrid, ProductGridSkeleton } from '../../storefront/catalogue/public';
import { ListPagination } from './ListPagination';
import { LoadErrorAlert } from './LoadErrorAlert';

interface ProductTilesSectionProps {
  /** The id of the page's heading, which names the section. */
  titleId: string;
  title: string;
  /** How many products there are, said beside the heading once the list is not fetching (none: not said). */
  count?: string;
  lead: string;
  /** What chooses the products (e.g. a period), between the lead and the tiles. */
  controls?: ReactNode;
  query: { isError: boolean; isLoading: boolean; isFetching: boolean; refetch: () => unknown };
  loadError: string;
  retryLabel: string;
  /** What stands in place of the tiles when there are no products (an alert with a way on). */
  empty: ReactNode;
  products: ProductSummary[];
  pagination: { page: number; pageCount: number; onChange: (page: number) => void; label: string };
}

/**
 * An account page of products drawn with the shop's own tiles and add-to-cart (frequently bought,
 * my offer): the heading with the number of products, a lead, then the tiles, their skeleton while
 * loading, the load error with a retry, or the empty state; the pages below.
 */
export function ProductTilesSection({ titleId, title, count, lead, controls, query, loadError, retryLabel, empty, products, pagination }: ProductTilesSectionProps) {
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={titleId} variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '2.8rem' }, fontWeight: 700 }}>
          {title}
        </Typography>
        {count !== undefined && !query.isFetching ? (
          <Typography color="text.secondary" role="status">
            {count}
          </Typography>
        ) : null}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {lead}
      </Typography>
      {controls}
      {query.isError ? (
        <LoadErrorAlert retryLabel={retryLabel} onRetry={() => query.refetch()}>
          {loadError}
        </LoadErrorAlert>
      ) : query.isLoading ? (
        <ProductGridSkeleton count={8} withSidebar />
      ) : products.length === 0 ? (
        empty
      ) : (
        <ProductGrid products={products} headingComponent="h2" listName={title} withSidebar />
      )}
      <ListPagination page={pagination.page} pageCount={pagination.pageCount} onChange={pagination.onChange} label={pagination.label} />
    </Box>
  );
}
