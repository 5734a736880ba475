import { useLocation } from 'react-router';
import { localeFromPath, type Locale } from './routes';

/** The language of the current URL: 'en' under /en, else 'pl'. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
