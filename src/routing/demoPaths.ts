import { fillPath, getCurrentLocale, type Locale } from './routes';

/**
 * The demo pages' paths. They are not in the route table (src/routing/routePaths.ts): they exist only
 * while the in-browser demo API runs, and a build for a real API has none of them. Each has a
 * Polish path and an English one under `/en`, so the language follows the URL as on every page.
 */
export const DEMO_ROOT = { pl: '/demo', en: '/en/demo' } as const satisfies Record<Locale, string>;

export const DEMO_PAGES = {
  panel: { pl: '', en: '' },
  mailbox: { pl: '/poczta', en: '/mailbox' },
  mail: { pl: '/poczta/:id', en: '/mailbox/:id' },
} as const satisfies Record<string, Record<Locale, string>>;

export { DEMO_PROCUREMENT_PATH } from './procurementPath';

export type DemoPage = keyof typeof DEMO_PAGES;

/** The href of a demo page in a language (default: the current one). */
export function demoPath(page: DemoPage, params: { id?: string | number } = {}, locale: Locale = getCurrentLocale()): string {
  return fillPath(`${DEMO_ROOT[locale]}${DEMO_PAGES[page][locale]}`, params);
}

/** The mailbox's recipient filter lives in the address (`?to=`), so a filtered mailbox can be linked and reloaded. */
export const TO_PARAM = 'to';

/** A path with the recipient filter (a message's page keeps it for its way back). */
export const withFilter = (path: string, to: string): string => (to ? `${path}?${TO_PARAM}=${encodeURIComponent(to)}` : path);
