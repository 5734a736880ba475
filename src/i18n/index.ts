import localeFiles from 'virtual:locale-files';
import { setApiLanguage } from '../api/mutator';
import { queryClient } from '../api/queryClient';
import { DEFAULT_LOCALE, LOCALES, setCurrentLocale, type Locale } from '../routing/routes';
import { TEXT_FORMATS } from './formats';
import { LATER_NAMESPACES, type LaterNamespace } from './laterNamespaces';
import { createTexts } from './texts';

/**
 * Every `locales/{pl,en}/<namespace>.json` is a namespace; drop in a file to add one.
 * Polish is the source. The app loads only the current language, as JSON (texts are data, not
 * script): one file with the namespaces every page needs, fetched before the first page renders,
 * and the few namespaces of single screens with those screens (`laterNamespaces.ts`).
 */
type Namespaces = Record<string, Record<string, unknown>>;

async function fetchTexts(url: string): Promise<Namespaces> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The texts ${url} did not load (${response.status})`);
  return (await response.json()) as Namespaces;
}

/** The app's texts: one set for the page's language (texts.ts reads them). */
const i18n = createTexts({ language: DEFAULT_LOCALE, defaultNS: 'common' });
for (const [name, format] of Object.entries(TEXT_FORMATS)) i18n.addFormatter(name, format);

function addNamespaces(locale: Locale, namespaces: Namespaces): void {
  for (const [namespace, data] of Object.entries(namespaces)) i18n.addResourceBundle(locale, namespace, data);
}

/** What has been loaded or is loading: a language ('pl') or one of its later namespaces ('pl/product'). */
const loading = new Map<string, Promise<void>>();

/** Runs `load` once per key; a failed load may be tried again. */
function loadOnce(key: string, load: () => Promise<void>): Promise<void> {
  let promise = loading.get(key);
  if (!promise) {
    promise = load();
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Loads the texts of one language (once); safe to call early to start the download. */
export function loadLocale(locale: Locale): Promise<void> {
  return loadOnce(locale, async () => addNamespaces(locale, await fetchTexts(localeFiles[locale].first)));
}

/** Loads namespaces a screen needs beyond the language's first file (once each). */
export function loadNamespaces(locale: Locale, namespaces: readonly LaterNamespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) =>
      loadOnce(`${locale}/${namespace}`, async () => {
        const url = localeFiles[locale]?.[namespace];
        if (url) addNamespaces(locale, await fetchTexts(url));
      }),
    ),
  ).then(() => undefined);
}

// Tests and the web server's rendering render synchronously: both languages are there from the start.
if (import.meta.env.MODE === 'test' || import.meta.env.SSR) {
  const all = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
  for (const [path, data] of Object.entries(all)) {
    const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (language && namespace) i18n.addResourceBundle(language, namespace, data);
  }
  for (const locale of LOCALES) loading.set(locale, Promise.resolve());
  for (const locale of LOCALES) for (const namespace of LATER_NAMESPACES) loading.set(`${locale}/${namespace}`, Promise.resolve());
}

let appliedLocale: Locale | undefined;

/** The language follows the URL: the texts, the API's Accept-Language, `<html lang>`, links. */
export async function applyLocale(locale: Locale): Promise<void> {
  setCurrentLocale(locale);
  setApiLanguage(locale);
  // The API answers in the request's language: what the cache holds is in the previous one, and so
  // is what is still on its way (e.g. the first page's data when the language link is clicked while
  // it loads): those requests are dropped first, or their answers would land as fresh data.
  if (appliedLocale && appliedLocale !== locale) void queryClient.cancelQueries().then(() => queryClient.invalidateQueries());
  appliedLocale = locale;
  // Only a change: setting <html lang>, even to the same value, makes the browser restyle the whole
  // page (its :lang() state), a long task on a phone right after a listing is hydrated.
  if (typeof document !== 'undefined' && document.documentElement.lang !== locale) document.documentElement.lang = locale;
  await loadLocale(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export default i18n;
