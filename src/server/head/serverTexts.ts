import type { Locale } from '../../routing/routes';
import { createTexts, type TFunction } from '../../i18n/texts';
import blogEn from '../../i18n/locales/en/blog.json';
import catalogueEn from '../../i18n/locales/en/catalogue.json';
import commonEn from '../../i18n/locales/en/common.json';
import contentEn from '../../i18n/locales/en/content.json';
import errorsEn from '../../i18n/locales/en/errors.json';
import homeEn from '../../i18n/locales/en/home.json';
import pagesEn from '../../i18n/locales/en/pages.json';
import productEn from '../../i18n/locales/en/product.json';
import searchEn from '../../i18n/locales/en/search.json';
import blogPl from '../../i18n/locales/pl/blog.json';
import cataloguePl from '../../i18n/locales/pl/catalogue.json';
import commonPl from '../../i18n/locales/pl/common.json';
import contentPl from '../../i18n/locales/pl/content.json';
import errorsPl from '../../i18n/locales/pl/errors.json';
import homePl from '../../i18n/locales/pl/home.json';
import pagesPl from '../../i18n/locales/pl/pages.json';
import productPl from '../../i18n/locales/pl/product.json';
import searchPl from '../../i18n/locales/pl/search.json';

/**
 * The texts of the pages' heads, from the same locale files the pages use (the namespaces of the
 * public pages only): one set of texts (src/i18n/texts.ts), loaded synchronously at start.
 */
const texts = createTexts({ language: 'pl' });
const RESOURCES = {
  pl: { blog: blogPl, catalogue: cataloguePl, common: commonPl, content: contentPl, errors: errorsPl, home: homePl, pages: pagesPl, product: productPl, search: searchPl },
  en: { blog: blogEn, catalogue: catalogueEn, common: commonEn, content: contentEn, errors: errorsEn, home: homeEn, pages: pagesEn, product: productEn, search: searchEn },
};
for (const [language, namespaces] of Object.entries(RESOURCES)) for (const [ns, data] of Object.entries(namespaces)) texts.addResourceBundle(language, ns, data);

/** The texts of one language. */
export function textsFor(locale: Locale): TFunction {
  return texts.getFixedT(locale);
}
