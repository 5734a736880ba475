/**
 * What the build (scripts/vite) reads of the storefront: data and pure functions only, nothing that
 * draws (the build runs in Node). The build reads the storefront through this file alone.
 */
export { CATEGORY_TREE_PARAMS } from './catalogue/categoryTreeParams.ts';
export { EARLY_ACTION, STATIC_BANNER_ID, TAKEN_OVER, bannerTexts, collapsedBannerMarkup, type BannerTexts } from './consent/bannerMarkup.ts';
export { thirdPartyConfigFrom } from './consent/thirdPartyConfig.ts';
export { MAIN_PICTURE } from './product/galleryPictures.ts';
export { PRODUCT_PAGE_PARAMS } from './product/productPageParams.ts';
export { SCREEN_OF_ROUTE, screenFile, screenNamespaces, usesMuiTheme, type ScreenId } from './screens.ts';
