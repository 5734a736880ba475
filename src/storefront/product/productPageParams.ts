/** What the product page asks for with the product (also the page's first inline call, scripts/vite/earlyCalls.ts). */
export const PRODUCT_PAGE_PARAMS = {
  includeProduct: true,
  includeBreadcrumbs: true,
  includeSeoData: true,
  includeAccessories: true,
  includeSimilarProducts: true,
  includeOtherProducts: true,
} as const;
