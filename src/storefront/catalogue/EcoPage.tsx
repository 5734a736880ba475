import { ECO_PROMOTION_GROUP_ID } from '../../domain/listingQuery';
import { FixedListingPage, type FixedListing } from './FixedListingPage';

const ECO: FixedListing = {
  route: 'eco-products',
  pageRoute: 'eco-products-page-number',
  texts: 'eco',
  base: { promotionGroupId: ECO_PROMOTION_GROUP_ID },
};

/** Eco products: /produkty-ekologiczne and /produkty-ekologiczne/strona/:number. */
export function EcoPage() {
  return <FixedListingPage listing={ECO} />;
}
