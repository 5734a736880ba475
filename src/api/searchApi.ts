/**
 * The generated client of "Search and products" (some forty operations), loaded with its first
 * use by code that calls it only when the visitor acts: typing or submitting a search, opening the
 * "Nowości" tab, choosing a multi-pack. A page that is only viewed does not download it; screens
 * that fetch with it as they render import it directly.
 */
export const searchApi = () => import('../generated/api/search-and-products/search-and-products');
