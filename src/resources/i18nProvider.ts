import type { I18nProvider } from '@refinedev/core';
import type { Texts } from '../i18n/texts';

/** Refine translates through the app's texts (src/i18n). */
export function createI18nProvider(i18n: Texts): I18nProvider {
  return {
    translate: (key: string, options?: Record<string, unknown> | string, defaultMessage?: string) =>
      i18n.t(key, { defaultValue: defaultMessage ?? (typeof options === 'string' ? options : undefined), ...(typeof options === 'object' ? options : {}) }) as string,
    changeLocale: (lang: string) => i18n.changeLanguage(lang),
    getLocale: () => i18n.language,
  };
}
