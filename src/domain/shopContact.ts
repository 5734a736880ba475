/**
 * The shop's customer-service contact (spec §1): one phone number, two e-mail addresses, the opening
 * hours and the price of a call, in Polish and in English. The header help, the footer, the text
 * pages, the e-mail signature and the locale texts all take them from here.
 */
import { formatAmount } from './money';

export type ContactLocale = 'pl' | 'en';

/** The phone number's digits without the country code (Polish numbers have nine). */
const PHONE_DIGITS = '222902929';
const COUNTRY_CODE = '48';

/** A Polish landline as it is written: "22 290 29 29" (area code, then 3-2-2 digits). */
export function nationalPhone(digits: string): string {
  return digits.replace(/^(\d{2})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4');
}

/** The same number for callers abroad: "+48 22 290 29 29". */
export function internationalPhone(digits: string, countryCode = COUNTRY_CODE): string {
  return `+${countryCode} ${nationalPhone(digits)}`;
}

/** The link that dials the number: "tel:+48222902929". */
export function phoneHref(digits: string, countryCode = COUNTRY_CODE): string {
  return `tel:+${countryCode}${digits}`;
}

/** Opening hours: working days from `opens` to `closes`. */
const OPENS = '8:00';
const CLOSES = '16:00';
const HOURS_RANGE = `${OPENS}–${CLOSES}`;

/** Net price of one minute of a call, in złoty. */
const CALL_PRICE_NET = 0.29;

/** A price in złoty as each language writes its decimals ("0,29" / "0.29"). */
const callPriceAmount = (locale: ContactLocale): string => formatAmount(CALL_PRICE_NET, locale);

export interface ContactTexts {
  /** Short hours, e.g. "pon.–pt. 8:00–16:00". */
  hoursShort: string;
  /** Hours as a phrase inside a sentence, e.g. "od poniedziałku do piątku, 8:00–16:00". */
  hoursLong: string;
  /** The price of a call, e.g. "0,29 zł netto/min". */
  callPrice: string;
  /** The price of a call, short: "0,29 zł/min". */
  callPriceShort: string;
}

const TEXTS: Record<ContactLocale, ContactTexts> = {
  pl: {
    hoursShort: `pon.–pt. ${HOURS_RANGE}`,
    hoursLong: `od poniedziałku do piątku, ${HOURS_RANGE}`,
    callPrice: `${callPriceAmount('pl')} zł netto/min`,
    callPriceShort: `${callPriceAmount('pl')} zł/min`,
  },
  en: {
    hoursShort: `Mon–Fri ${HOURS_RANGE}`,
    hoursLong: `Monday to Friday, ${HOURS_RANGE}`,
    callPrice: `PLN ${callPriceAmount('en')} net per minute`,
    callPriceShort: `PLN ${callPriceAmount('en')}/min`,
  },
};

export const SHOP_CONTACT = {
  phone: {
    /** "22 290 29 29", how a caller in Poland reads it. */
    national: nationalPhone(PHONE_DIGITS),
    /** "+48 22 290 29 29", for callers abroad and the English pages. */
    international: internationalPhone(PHONE_DIGITS),
    /** "tel:+48222902929". */
    href: phoneHref(PHONE_DIGITS),
  },
  /** Customer service. */
  email: 'bok@spinacz.demo',
  /** Accessibility feedback (the accessibility statement). */
  accessibilityEmail: 'dostepnosc@spinacz.demo',
  /** Personal-data matters (the privacy policy). */
  privacyEmail: 'dane@spinacz.demo',
  hoursRange: HOURS_RANGE,
  callPriceNet: CALL_PRICE_NET,
} as const;

/** The hours and call price in one language. */
export const contactTexts = (locale: ContactLocale): ContactTexts => TEXTS[locale];

/** The phone as shown in a language: the national form in Polish, the international one in English. */
export const contactPhone = (locale: ContactLocale): string => (locale === 'pl' ? SHOP_CONTACT.phone.national : SHOP_CONTACT.phone.international);

/** A sentence starts with a capital: "od poniedziałku…" → "Od poniedziałku…". */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
