import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { themeOf } from './themeOf';

/**
 * The MUI theme, for the parts that are built from MUI components (dialogs, toasts, forms, the
 * account area, screens not yet drawn in plain CSS), in the page's language. It loads with them: the
 * storefront's first page is plain CSS (baseline.css and CSS modules) and needs neither MUI nor emotion.
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <ThemeProvider theme={themeOf(i18n.language === 'en' ? 'en' : 'pl')}>{children}</ThemeProvider>;
}
