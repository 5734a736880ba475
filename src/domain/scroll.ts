/** Page chrome while scrolling (spec §4, §9). */
export const MOBILE_HEADER_MAX_WIDTH = 768;
export const MOBILE_HEADER_HIDE_AFTER_PX = 130;
export const SCROLL_TOP_THROTTLE_MS = 250;

/** The header is fixed once the info header has scrolled away. */
export function isHeaderFixed(scrollY: number, infoHeaderHeight: number): boolean {
  return scrollY > infoHeaderHeight;
}

/** On phones (≤ 768 px) the header hides while scrolling down past 130 px; scrolling up shows it. */
export function isHeaderHidden(width: number, scrollY: number, previousScrollY: number): boolean {
  return width <= MOBILE_HEADER_MAX_WIDTH && scrollY > MOBILE_HEADER_HIDE_AFTER_PX && scrollY > previousScrollY;
}

/** Scroll-to-top shows after more than one window height, never on the home page. */
export function showsScrollToTop(scrollY: number, windowHeight: number, isHome: boolean): boolean {
  return !isHome && scrollY > windowHeight;
}
