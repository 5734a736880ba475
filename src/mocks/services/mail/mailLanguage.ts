/**
 * What an e-mail needs to be written in its recipient's language: the language is the one of the
 * request that makes the shop write (a user has no saved language); amounts, product names, units
 * and the shop's fixed names (delivery and payment methods) as an English reader sees them in the
 * shop, and shop links to the pages in that language.
 */
import { formatPln } from '../../../domain/money';
import { ROUTES } from '../../../routing/routePaths';
import { getSeed } from '../../db/store';
import type { DemoLocale } from '../../http/locale';
import { fixedTextEn } from '../../presenters/english/texts';
import { catalogueTextEn } from '../../presenters/localise';

export type MailLocale = DemoLocale;

/** "1 234,50 zł" in Polish, "PLN 1,234.50" in English (src/domain/money.ts). */
export const mailMoney = (amount: number, locale: MailLocale): string => formatPln(amount, locale);

/** A catalogue text (product name, unit) in the mail's language. */
export const mailCatalogueText = (text: string, locale: MailLocale): string => (locale === 'en' ? catalogueTextEn(text, getSeed()) : text);

/** One of the shop's fixed names (a delivery or payment method) in the mail's language. */
export const mailFixedText = (text: string, locale: MailLocale): string =>
  (locale === 'en' ? fixedTextEn(text, (part) => catalogueTextEn(part, getSeed())) ?? text : text);

/** A shop page in the mail's language, its `:name` part filled in. */
export function mailPath(route: keyof typeof ROUTES, locale: MailLocale, params: Record<string, string | number> = {}): string {
  return Object.entries(params).reduce<string>((path, [name, value]) => path.replace(`:${name}`, String(value)), ROUTES[route][locale]);
}
