import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../api/mutator';
import { DEFAULT_LOCALE, LOCALES, setCurrentLocale, type Locale } from '../app/routes';
import { LATER_FILES, laterFile, type LaterNamespace } from './later';

/**
 * Every `locales/{pl,en}/<namespace>.json` is a namespace; drop in a file to add one.
 * Polish is the source. The app loads only the current language: one chunk per language with the
 * namespaces every page needs (`bundles/pl.ts`, `bundles/en.ts`), fetched before the first page
 * renders, and the few namespaces of single screens with those screens (`later.ts`).
 */
type Bundle = Record<string, Record<string, unknown>>;

const BUNDLES: Record<Locale, () => Promise<{ default: Bundle }>> = {
  pl: () => import('./bundles/pl'),
  en: () => import('./bundles/en'),
};

/** `{ '../locales/pl/common.json': {...} }` → `{ common: {...} }`. */
export function namespacesOf(bundle: Bundle): Record<string, Record<string, unknown>> {
  const result: Record<string, Record<string, unknown>> = {};
  for (const [path, data] of Object.entries(bundle)) {
    const match = /\/([^/]+)\.json$/.exec(path);
    if (match) result[match[1]] = data;
  }
  return result;
}

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: DEFAULT_LOCALE,
  fallbackLng: false,
  supportedLngs: [...LOCALES],
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

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
  return loadOnce(locale, () =>
    BUNDLES[locale]().then(({ default: bundle }) => {
      for (const [namespace, data] of Object.entries(namespacesOf(bundle))) {
        i18n.addResourceBundle(locale, namespace, data, true, true);
      }
    }),
  );
}

/** Loads namespaces a screen needs beyond the language's first chunk (once each). */
export function loadNamespaces(locale: Locale, namespaces: readonly LaterNamespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) =>
      loadOnce(`${locale}/${namespace}`, async () => {
        const load = LATER_FILES[laterFile(locale, namespace)];
        if (load) i18n.addResourceBundle(locale, namespace, await load(), true, true);
      }),
    ),
  ).then(() => undefined);
}

// Tests render synchronously: both languages are there from the start.
if (import.meta.env.MODE === 'test') {
  const all = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
  for (const [path, data] of Object.entries(all)) {
    const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (language && namespace) i18n.addResourceBundle(language, namespace, data, true, true);
  }
  for (const locale of LOCALES) loading.set(locale, Promise.resolve());
  for (const path of Object.keys(LATER_FILES)) loading.set(path.replace(/^\.\/locales\/|\.json$/g, ''), Promise.resolve());
}

/** The language follows the URL: i18next, the API's Accept-Language, `<html lang>`, links. */
export async function applyLocale(locale: Locale): Promise<void> {
  setCurrentLocale(locale);
  setApiLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  await loadLocale(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export default i18n;
