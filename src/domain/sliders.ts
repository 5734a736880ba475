/** Slider settings of spec §9: slides per view from a minimum width (px) up. */
export type SlidesPerView = ReadonlyArray<readonly [minWidth: number, slides: number]>;

export const CATEGORY_SLIDER: SlidesPerView = [[0, 2], [480, 3], [768, 5], [1280, 6]];
export const PRODUCT_SLIDER: SlidesPerView = [[0, 1], [600, 2], [1024, 3], [1280, 4]];
export const NEWS_SLIDER: SlidesPerView = [[0, 1], [600, 2], [1024, 3]];
export const BRAND_CAROUSEL: SlidesPerView = [[0, 3], [768, 5], [1024, 7]];
export const FOOTER_LOGOS: SlidesPerView = [[0, 3], [480, 4], [768, 6], [1280, 9]];

export const PRODUCT_SLIDER_SPEED_MS = 600;
export const BRAND_AUTOPLAY_MS = 1500;
export const BRAND_SPEED_MS = 900;
/** Product sliders load pictures of 4 neighbouring slides ahead. */
export const LAZY_NEIGHBOURS = 4;

export function slidesPerView(settings: SlidesPerView, width: number): number {
  let slides = settings[0]?.[1] ?? 1;
  for (const [minWidth, count] of settings) if (width >= minWidth) slides = count;
  return slides;
}

/** The brand carousel loops (and plays by itself) only with more than 5 brands. */
export function brandCarouselLoops(count: number): boolean {
  return count > 5;
}

/** The first slide index of the last full page. */
export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}
