import { describe, expect, it } from 'vitest';
import { contactPhone, contactTexts, SHOP_CONTACT } from '../../../domain/shopContact';
import { MAIL_SIGNATURE } from '../../services/mailbox';
import { PAGES_EN } from './pages-en';
import { PAGES_PL } from './pages-pl';

const LANGUAGES = [['pl', PAGES_PL], ['en', PAGES_EN]] as const;

/** Every "tel:" link, "mailto:" address and phone-like number ("22 290 29 29", "+48 61 555 12 34") in a text. */
const telLinks = (text: string) => [...text.matchAll(/tel:([+\d]+)/g)].map((match) => `tel:${match[1]}`);
const mailAddresses = (text: string) => [...text.matchAll(/[\w.-]+@[\w-]+\.[a-z]+/g)].map((match) => match[0]);
const phoneNumbers = (text: string) => [...text.matchAll(/(?:\+48 )?\b\d{2} \d{3} \d{2} \d{2}\b/g)].map((match) => match[0]);

describe('the contact on the text pages', () => {
  for (const [locale, pages] of LANGUAGES) {
    it(`gives only the shop's phone and addresses (${locale})`, () => {
      const all = Object.values(pages).map((page) => `${page.description} ${page.content}`).join('\n');
      expect(new Set(telLinks(all))).toEqual(new Set([SHOP_CONTACT.phone.href]));
      expect(new Set(mailAddresses(all))).toEqual(new Set([SHOP_CONTACT.email, SHOP_CONTACT.accessibilityEmail, SHOP_CONTACT.privacyEmail]));
      expect(new Set(phoneNumbers(all))).toEqual(new Set([contactPhone(locale)]));
    });

    it(`tells the call price and the hours on the contact page (${locale})`, () => {
      const page = pages.kontakt;
      const { callPrice, hoursShort, hoursLong } = contactTexts(locale);
      expect(page.description).toContain(`${contactPhone(locale)} (${callPrice}), ${hoursShort}`);
      expect(page.content).toContain(`<a href="${SHOP_CONTACT.phone.href}">${contactPhone(locale)}</a>`);
      expect(page.content).toContain(`<a href="mailto:${SHOP_CONTACT.email}">${SHOP_CONTACT.email}</a>`);
      expect(page.content).toContain(hoursLong);
    });
  }
});

describe('the e-mail signature', () => {
  it('gives the customer-service phone, hours and address (not an account manager\'s)', () => {
    expect(MAIL_SIGNATURE).toBe('Pozdrawiamy,\nZespół Spinacz.pl\nBiuro Obsługi Klienta: +48 22 290 29 29 (pon.–pt. 8:00–16:00), bok@spinacz.demo');
  });
});
