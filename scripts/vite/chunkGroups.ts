/**
 * The build's chunk groups (vite.config.ts): which modules load together. A group of the shop's own
 * files names them by path under src/; a test (chunkGroups.test.ts) fails when a named file moves or
 * is renamed, so a group cannot silently lose its members.
 */

/** A group's test: one of the `sources` (patterns of paths under src/) or one of the `packages`. */
export interface SourceGroup {
  sources: readonly string[];
  packages: readonly string[];
  test: (id: string) => boolean;
}

export function sourceGroup(sources: readonly string[], packages: readonly string[] = []): SourceGroup {
  const escaped = packages.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const pattern = new RegExp(
    [sources.length ? `/src/(${sources.join('|')})` : null, escaped.length ? `/node_modules/(${escaped.join('|')})/` : null].filter(Boolean).join('|'),
  );
  return { sources, packages, test: (id) => pattern.test(id.replaceAll('\\', '/')) };
}

/**
 * The code every storefront page needs on first paint goes into one "core" chunk instead of many
 * small shared chunks (each a request of its own): React, the router, the query cache.
 * The storefront's first page is plain CSS, so MUI and emotion are not in it: they load with the
 * parts built from them (dialogs, toasts, forms, the account area). Everything else keeps
 * Rolldown's automatic splitting, so the account area (Refine, data grid) and page-only code stay out.
 * The app's own code that every page runs (the entry's static imports) is one "shell" chunk.
 */
export const CORE_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|js-cookie)[\\/]/;
export const isCore = (id: string) => CORE_PACKAGES.test(id);

/**
 * The small pieces the home page, listings and the product page all draw (price, picture, quantity
 * input, slider, skeletons, the tile's wiring, the age gate...): one "storefront" chunk instead of
 * some fifteen tiny ones, each a request of its own (over HTTP/1.1 they queue for six connections).
 * Only modules the home page loads anyway belong here, so its JavaScript does not grow.
 */
export const STOREFRONT_COMMON = sourceGroup([
  'ui/(Availability|LoadingButton|Price|ProductPicture|ProductTile|QuantityInput|Skeleton|Spinner|imageUrl)\\.',
  'ui/(slider|product-tile)/',
  'ui/modal/messageStore\\.',
  'storefront/home/(Section|ProductSlider)\\.',
  'ui/ageGate/ageGate\\.',
  'domain/(ageGate|quantity)\\.',
  'storefront/errors/cachedContent\\.',
  'storefront/layout/menu/useMenuTree\\.',
  'storefront/catalogue/useTileWiring\\.',
  'storefront/home/CategorySlider\\.',
]);

/**
 * What the catalogue pages (category, search, brand, promotion, product) share and the home page
 * does not load: crumbs, the product grid, the not-found page, HTML content, the product and content
 * calls... One "catalogue" chunk (and one stylesheet) instead of a dozen small ones: over HTTP/1.1
 * the product page's data waited behind them for the six connections.
 */
export const CATALOGUE_COMMON = sourceGroup([
  'ui/(Breadcrumbs|Chip\\.module|Divider\\.module)\\.',
  'storefront/catalogue/(useCategoryCrumbs|useCategoryTree|ProductGrid)\\.',
  'storefront/errors/NotFoundPage\\.',
  'storefront/blog/ArticleTile\\.',
  'storefront/product/ProductGonePage\\.',
  // The product, article and listing pages' structured data (the home page's is its own, homePageJsonLd).
  'routing/seo/structuredData\\.',
  'domain/pageSize\\.',
  'generated/api/(search-and-products|content-and-reports)/',
]);

/**
 * What every MUI part needs before it draws anything: emotion, MUI's styling system, theme and
 * utilities, the transitions. They load together with the first dialog, form or account page
 * anyway, so one chunk instead of some twenty tiny ones (an account page asked for eighty scripts).
 * The components themselves stay in chunks of their own, so a storefront dialog does not bring the
 * account area's.
 */
export const MUI_CORE = /\/node_modules\/(@emotion\/|@mui\/(system|styled-engine|utils|private-theming)\/|@mui\/material\/(styles|utils|internal|DefaultPropsProvider|GlobalStyles|useMediaQuery|transitions)\/|react-transition-group\/|stylis\/|hoist-non-react-statics\/|@babel\/runtime\/)/;

/** Server HTML through DOMPurify: the description renderer, the article renderer and DOMPurify itself, one chunk. */
export const SANITISING = sourceGroup(['ui/SafeHtml\\.', 'storefront/content/sanitizeHtml\\.'], ['dompurify']);

/** The outlined text field and select: the listings' toolbars and the checkout's forms, neither needing the other's chunk. */
export const FIELDS = sourceGroup(['ui/(OutlinedTextField|OutlinedNativeSelect|OutlineFrame)\\.']);

/** What the cart and the checkout (and the account area) share: their calls, money, the cart's sync, the edit-order banner. */
export const BUYING_COMMON = sourceGroup([
  'generated/api/(cart|account|shopping-lists|checkout)/',
  'domain/(money|oci|costCentre|deliveryDate)\\.',
  'storefront/cart/(cartSync|EditOrderBanner)\\.',
  'api/queries/shoppingListQueries\\.',
  'storefront/checkout/placedOrder\\.',
]);

/**
 * Forms: zod and react-hook-form, one chunk for every page with a form. (Not the shop's validation
 * rules: their messages are read by pages without forms too, e.g. the account area's grids.)
 */
export const FORMS = sourceGroup(['platform/zodJitless\\.'], ['zod', 'react-hook-form', '@hookform/resolvers']);

/**
 * The info bar's tools on wide screens (the net/gross switch and help, rendered after the page
 * starts) and the switch's setting (session/netPrices.ts imports its call's own module, not the
 * generated barrel, whose every call would come along): one chunk instead of seven small ones,
 * each repeating its imports. The simplified header's help, the account dropdown and the
 * checkout's net/gross totals load it too (2.1 KB gzip where they needed a part of it).
 */
export const INFO_BAR_TOOLS = sourceGroup([
  'storefront/layout/header/(InfoBarTools|HelpDropdown|Help\\.module)\\.',
  'storefront/prices/NetGrossSwitch',
  'ui/dropdown/Dropdown\\.',
  '(session|domain)/netPrices\\.',
  'generated/api/session-and-user/patchCurrentUserSetting\\.',
]);

/** The listings' own machinery (category, search, brand and promotion pages; not the product page). */
export const LISTING_COMMON = sourceGroup([
  'storefront/catalogue/listing/(?!FacetDrawer\\.)',
  'storefront/catalogue/ListingStates\\.',
  'domain/listingQuery\\.',
  'ui/(PaginationLinks|CountedLinkList)\\.',
  'storefront/search/(autocomplete/AutocompletePopup|finder/TonerFinder)\\.',
]);
