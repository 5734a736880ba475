import type { ThemeOptions } from '@mui/material/styles';
import { LinkBehavior } from '../LinkBehavior';
import { BREAKPOINTS } from './breakpoints';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    mobileS: true;
    mobile: true;
    tablet: true;
    desktopS: true;
    desktop: true;
    xxl: true;
  }
  interface Palette {
    promo: Palette['primary'];
    stock: Record<'green' | 'orange' | 'red' | 'grey', string>;
  }
  interface PaletteOptions {
    promo?: PaletteOptions['primary'];
    stock?: Record<'green' | 'orange' | 'red' | 'grey', string>;
  }
}


const BRAND = '#0b4f8a';

/**
 * One brand colour (deep blue), one accent for promotions, clear stock colours. The options, not a
 * made theme: ThemeScope makes the theme of the page's language when it first draws (a theme costs a
 * phone several milliseconds to make, and a page needs one).
 */
export const THEME_OPTIONS: ThemeOptions = {
  breakpoints: { values: BREAKPOINTS },
  palette: {
    primary: { main: BRAND, dark: '#073763', light: '#3b74a8', contrastText: '#ffffff' },
    secondary: { main: '#1f2937', contrastText: '#ffffff' },
    promo: { main: '#c2410c', dark: '#9a3412', light: '#fdebe2', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    success: { main: '#2e7d32' },
    stock: { green: '#2e7d32', orange: '#b45309', red: '#c62828', grey: '#6b7280' },
    text: { primary: '#1f2937', secondary: '#4b5563' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    divider: '#e2e8f0',
  },
  typography: {
    htmlFontSize: 10,
    fontSize: 14,
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.8rem', fontWeight: 700, lineHeight: 1.25, [`@media (max-width:${BREAKPOINTS.md - 0.05}px)`]: { fontSize: '2.2rem' } },
    h2: { fontSize: '2.2rem', fontWeight: 700, lineHeight: 1.3, [`@media (max-width:${BREAKPOINTS.md - 0.05}px)`]: { fontSize: '1.9rem' } },
    h3: { fontSize: '1.8rem', fontWeight: 500, lineHeight: 1.35 },
    h4: { fontSize: '1.6rem', fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  shape: { borderRadius: 6 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { fontSize: '62.5%' },
        body: { fontSize: '1.4rem' },
        img: { maxWidth: '100%' },
        ':focus-visible': { outline: `3px solid ${BRAND}`, outlineOffset: 2 },
      },
    },
    // A name or address typed without spaces breaks instead of widening its card and the page (also in a flex row).
    MuiTypography: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
    MuiLink: { defaultProps: { component: LinkBehavior } },
    MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiContainer: { defaultProps: { maxWidth: 'xl' } },
  },
};
