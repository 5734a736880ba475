/** What the account area may use of the catalogue (the storefront's features are otherwise private to it). */
export { ProductGrid, ProductGridSkeleton } from './ProductGrid';
