/**
 * The breakpoints the page chrome switches at in code (spec §9; the values of BREAKPOINTS in
 * src/app/theme.ts, as its CSS modules use them). Plain numbers: importing the theme module
 * would build the MUI theme on every page's first load.
 */
export const CHROME_BREAKPOINTS = {
  /** Info bar tools, footer columns open. */
  md: 768,
  /** The desktop mega-menu. */
  xl: 1366,
} as const;
