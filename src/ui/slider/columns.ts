import { slidesPerView, type SlidesPerView } from '../../domain/sliders';

/**
 * The widths (px) at which Slider.module.css reads a new slide count: the theme's breakpoints.
 * Keep in step with the media queries there.
 */
export const SLIDER_BREAKPOINTS = [0, 350, 360, 480, 600, 768, 1024, 1200, 1280, 1366, 1600] as const;

/**
 * The slide count at every breakpoint as CSS custom properties (`--slides-480: 3`…) and the gap as
 * `--slider-gap`: the track's CSS turns them into column widths, so no slider needs its own rules.
 */
export function columnVariables(perView: SlidesPerView, gap: number): Record<string, string | number> {
  const variables: Record<string, string | number> = { '--slider-gap': `${gap}px` };
  for (const width of SLIDER_BREAKPOINTS) variables[`--slides-${width}`] = slidesPerView(perView, width);
  return variables;
}
