import { describe, expect, it } from 'vitest';
import { BRAND_CAROUSEL, CATEGORY_SLIDER, FOOTER_LOGOS, PRODUCT_SLIDER, brandCarouselLoops, lastStart, slidesPerView } from './sliders';

describe('slides per view', () => {
  it('category slider: 2, 3 at 480, 5 at 768, 6 at 1280', () => {
    expect([350, 480, 767, 768, 1279, 1280].map((width) => slidesPerView(CATEGORY_SLIDER, width))).toEqual([2, 3, 3, 5, 5, 6]);
  });
  it('product sliders: 1, 2 at 600, 3 at 1024, 4 at 1280', () => {
    expect([390, 600, 1024, 1366].map((width) => slidesPerView(PRODUCT_SLIDER, width))).toEqual([1, 2, 3, 4]);
  });
  it('brands 7 on desktop; footer logos 3/4/6/9', () => {
    expect(slidesPerView(BRAND_CAROUSEL, 1366)).toBe(7);
    expect([390, 480, 768, 1366].map((width) => slidesPerView(FOOTER_LOGOS, width))).toEqual([3, 4, 6, 9]);
  });
  it('brand carousel loops above 5 brands', () => {
    expect(brandCarouselLoops(5)).toBe(false);
    expect(brandCarouselLoops(6)).toBe(true);
  });
  it('knows the last start', () => {
    expect(lastStart(10, 4)).toBe(6);
    expect(lastStart(2, 4)).toBe(0);
  });
});
