import { FIXED_LISTING_SEARCH } from '../../domain/listingQuery';
import { FixedListingPage, type FixedListing } from './FixedListingPage';

const ECO: FixedListing = {
  route: 'eco-products',
  pageRoute: 'eco-products-page-number',
  texts: 'eco',
  base: FIXED_LISTING_SEARCH.eco,
};

/** Eco products: /produkty-ekologiczne and /produkty-ekologiczne/strona/:number. */
export function EcoPage() {
  return <FixedListingPage listing={ECO} />;
}
