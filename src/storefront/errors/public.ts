/** What other sections may show of the storefront's error pages. */
export { UnknownRoutePage } from './NotFoundPage';
