import { createTheme, type Theme } from '@mui/material/styles';
import { MUI_POLISH } from './muiPolish';
import { THEME_OPTIONS } from './theme';

export type ThemeLanguage = 'pl' | 'en';

const themes: Partial<Record<ThemeLanguage, Theme>> = {};

/**
 * The theme in each language: MUI's own words (an alert's close button, an autocomplete's "open" and
 * "clear", a pagination's labels) in the page's language, not English on a Polish page. English is
 * MUI's default. Each is made the first time a page draws in its language, not as the module loads:
 * making one costs a phone several milliseconds, in the task that starts the account area.
 */
export function themeOf(language: ThemeLanguage): Theme {
  return (themes[language] ??= language === 'pl' ? createTheme(THEME_OPTIONS, MUI_POLISH) : createTheme(THEME_OPTIONS));
}
