import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_CAROUSEL, CATEGORY_SLIDER, FOOTER_LOGOS, NEWS_SLIDER, PRODUCT_SLIDER } from '../../domain/sliders';
import { columnVariables, SLIDER_BREAKPOINTS } from './columns';

describe('slider columns', () => {
  it('gives the slide count of every breakpoint and the gap', () => {
    const variables = columnVariables(CATEGORY_SLIDER, 16);
    expect(variables['--slider-gap']).toBe('16px');
    expect(variables['--slides-0']).toBe(2);
    expect(variables['--slides-360']).toBe(2);
    expect(variables['--slides-480']).toBe(3);
    expect(variables['--slides-600']).toBe(3);
    expect(variables['--slides-768']).toBe(5);
    expect(variables['--slides-1280']).toBe(6);
    expect(variables['--slides-1600']).toBe(6);
  });

  it('covers every width the shop sliders change at', () => {
    for (const settings of [CATEGORY_SLIDER, PRODUCT_SLIDER, NEWS_SLIDER, BRAND_CAROUSEL, FOOTER_LOGOS]) {
      for (const [minWidth] of settings) expect(SLIDER_BREAKPOINTS).toContain(minWidth);
    }
  });

  it('has a media query in the stylesheet for every breakpoint', () => {
    const css = readFileSync(new URL('./Slider.module.css', import.meta.url), 'utf8');
    for (const width of SLIDER_BREAKPOINTS.slice(1)) expect(css).toContain(`@media (min-width: ${width}px) {\n  .track {\n    --slides: var(--slides-${width});`);
  });
});
