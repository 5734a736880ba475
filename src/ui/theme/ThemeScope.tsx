import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { MUI_POLISH } from './muiPolish';
import { theme } from './theme';

/**
 * The theme in each language: MUI's own words (an alert's close button, an autocomplete's "open" and
 * "clear", a pagination's labels) in the page's language, not English on a Polish page. English is
 * MUI's default.
 */
const THEMES: Record<'pl' | 'en', Theme> = { pl: createTheme(theme, MUI_POLISH), en: createTheme(theme) };

/**
 * The MUI theme, for the parts that are built from MUI components (dialogs, toasts, forms, the
 * account area, screens not yet drawn in plain CSS). It loads with them: the storefront's first
 * page is plain CSS (baseline.css and CSS modules) and needs neither MUI nor emotion.
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <ThemeProvider theme={THEMES[i18n.language === 'en' ? 'en' : 'pl']}>{children}</ThemeProvider>;
}
