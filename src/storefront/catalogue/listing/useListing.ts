import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { listingQuery, listingSearch, readListingState, type ListingState } from '../../../domain/listingQuery';
import { hasReservedSlot, listingPageCount } from '../../../domain/pageSize';
import { useGetProductsSearch } from '../../../generated/api/search-and-products/search-and-products';
import type { GetProductsSearchParams } from '../../../generated/model';
import { useSession } from '../../../session';

export type ListingHref = (page: number, query: Record<string, string | string[]>) => string;

interface UseListingOptions {
  /** The fixed part of the search: categorySlug, brandId, promotionGroupId, query... */
  base: GetProductsSearchParams;
  page: number;
  /** The href of a page of this listing with a query (page 1 is the bare path). */
  hrefFor: ListingHref;
  /** Query parameters that belong to the listing itself (e.g. the search phrase). */
  baseQuery?: Record<string, string | string[]>;
  enabled?: boolean;
}

/**
 * A product listing (spec §4, §6): facets, sort and page size from the URL, 36 or 60 a page with
 * the reserved slot for guests and non-subscribers, previous results kept while the next load.
 * Every change of filter, sort or page size goes to the first page.
 */
export function useListing({ base, page, hrefFor, baseQuery = {}, enabled = true }: UseListingOptions) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const state = readListingState(searchParams);
  const reserved = hasReservedSlot({
    isLoggedIn: session.isLoggedIn,
    subscribedToNewsletter: Boolean(session.currentUser?.acl.subscribedToNewsletter),
  });
  const query = useGetProductsSearch(listingSearch(base, page, state, reserved), {
    query: { enabled: enabled && session.status === 'ready', placeholderData: keepPreviousData },
  });
  const data = query.data;
  const pages = listingPageCount(data?.countTotal ?? 0, state.pageSize, reserved);

  /** The href of another page with the current filters. */
  const pageHref = (target: number) => hrefFor(target, listingQuery(state, baseQuery));

  /** Applies a new listing state: always the first page. */
  const apply = (next: ListingState) => {
    void navigate(hrefFor(1, listingQuery(next, baseQuery)), { preventScrollReset: true });
  };

  return {
    query,
    data,
    state,
    reserved,
    pages,
    page,
    pageHref,
    apply,
    /** Showing data of an earlier request while the new one loads. */
    updating: query.isFetching && query.isPlaceholderData,
  };
}

export type Listing = ReturnType<typeof useListing>;
