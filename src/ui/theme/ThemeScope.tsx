import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The MUI theme, for the parts that are built from MUI components (dialogs, toasts, forms, the
 * account area, screens not yet drawn in plain CSS). It loads with them: the storefront's first
 * page is plain CSS (baseline.css and CSS modules) and needs neither MUI nor emotion.
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
