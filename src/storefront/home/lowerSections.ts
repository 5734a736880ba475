/**
 * The home sections below the fold (promotions, news, brands): one chunk, loaded when the first
 * of them comes near the viewport, so a visitor who does not scroll never downloads their code.
 */
export { BrandsCarousel } from './BrandsSection';
export { NewsTiles, SmallNewsTiles } from './NewsSection';
export { PromotionsList } from './PromotionsSection';
