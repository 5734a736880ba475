import { FIXED_LISTING_SEARCH } from '../../domain/listingQuery';
import { FixedListingPage, type FixedListing } from './FixedListingPage';

const PALLETS: FixedListing = {
  route: 'pallets',
  pageRoute: 'pallets-page-number',
  texts: 'pallets',
  base: FIXED_LISTING_SEARCH.pallets,
};

/** Wholesale (pallets): /hurtownia-artykulow-biurowych and its /strona/:number pages (onlyPalletPacks). */
export function PalletsPage() {
  return <FixedListingPage listing={PALLETS} />;
}
