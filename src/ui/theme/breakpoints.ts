/**
 * The breakpoints of spec §9 (desktop navigation from 1366 px), in px (min-width). A module of its
 * own: plain-CSS components use them without loading the MUI theme.
 */
export const BREAKPOINTS = {
  xs: 0,
  mobileS: 350,
  mobile: 360,
  sm: 480,
  tablet: 600,
  md: 768,
  lg: 1024,
  desktopS: 1200,
  desktop: 1280,
  xl: 1366,
  xxl: 1600,
} as const;
