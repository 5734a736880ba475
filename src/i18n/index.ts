import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../api/mutator';
import { DEFAULT_LOCALE, LOCALES, setCurrentLocale, type Locale } from '../app/routes';

/**
 * Every `locales/{pl,en}/<namespace>.json` is a namespace; drop in a file to add one
 * (e.g. `account.json`). Polish is the source.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export function buildResources(modules: Record<string, { default: Record<string, unknown> }>): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(modules)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match;
    resources[language] ??= {};
    resources[language][namespace] = module.default;
  }
  return resources;
}

export const resources = buildResources(files);
export const namespaces = [...new Set(Object.values(resources).flatMap((byNamespace) => Object.keys(byNamespace)))];

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** The language follows the URL: i18next, the API's Accept-Language, `<html lang>`, links. */
export async function applyLocale(locale: Locale): Promise<void> {
  setCurrentLocale(locale);
  setApiLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export default i18n;
