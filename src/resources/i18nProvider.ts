import type { I18nProvider } from '@refinedev/core';
import type { i18n as I18n } from 'i18next';

/** Refine translates through the app's one i18next instance. */
export function createI18nProvider(i18n: I18n): I18nProvider {
  return {
    translate: (key: string, options?: Record<string, unknown> | string, defaultMessage?: string) =>
      i18n.t(key, { defaultValue: defaultMessage ?? (typeof options === 'string' ? options : undefined), ...(typeof options === 'object' ? options : {}) }) as string,
    changeLocale: (lang: string) => i18n.changeLanguage(lang),
    getLocale: () => i18n.language,
  };
}
