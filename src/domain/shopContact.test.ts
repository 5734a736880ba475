import { describe, expect, it } from 'vitest';
import commonEn from '../i18n/locales/en/common.json';
import layoutEn from '../i18n/locales/en/layout.json';
import pagesEn from '../i18n/locales/en/pages.json';
import commonPl from '../i18n/locales/pl/common.json';
import layoutPl from '../i18n/locales/pl/layout.json';
import pagesPl from '../i18n/locales/pl/pages.json';
import { capitalise, contactPhone, contactTexts, internationalPhone, nationalPhone, phoneHref, SHOP_CONTACT } from './shopContact';

describe('the shop contact', () => {
  it('writes the phone number nationally, internationally and as a dialling link', () => {
    expect(nationalPhone('222902929')).toBe('22 290 29 29');
    expect(internationalPhone('612345678')).toBe('+48 61 234 56 78');
    expect(phoneHref('612345678')).toBe('tel:+48612345678');
    expect(SHOP_CONTACT.phone).toEqual({ national: '22 290 29 29', international: '+48 22 290 29 29', href: 'tel:+48222902929' });
    expect(contactPhone('pl')).toBe('22 290 29 29');
    expect(contactPhone('en')).toBe('+48 22 290 29 29');
  });

  it('says the hours and the call price in each language with its own decimal mark', () => {
    expect(contactTexts('pl')).toEqual({
      hoursShort: 'pon.–pt. 8:00–16:00',
      hoursLong: 'od poniedziałku do piątku, 8:00–16:00',
      callPrice: '0,29 zł netto/min',
      callPriceShort: '0,29 zł/min',
    });
    expect(contactTexts('en')).toEqual({
      hoursShort: 'Mon–Fri 8:00–16:00',
      hoursLong: 'Monday to Friday, 8:00–16:00',
      callPrice: 'PLN 0.29 net per minute',
      callPriceShort: 'PLN 0.29/min',
    });
    expect(capitalise('od poniedziałku')).toBe('Od poniedziałku');
  });
});

/** The locale texts say the same hours and price as the module, so the two cannot drift apart. */
describe('the locale texts agree with the shop contact', () => {
  const locales = [
    { locale: 'pl', common: commonPl, layout: layoutPl, pages: pagesPl, cost: 'Koszt połączenia: ' },
    { locale: 'en', common: commonEn, layout: layoutEn, pages: pagesEn, cost: 'Call cost: ' },
  ] as const;

  for (const { locale, common, layout, pages, cost } of locales) {
    it(`in ${locale}`, () => {
      const texts = contactTexts(locale);
      expect(layout.help.phoneCost).toBe(`${cost}${texts.callPrice}`);
      expect(layout.help.hours).toBe(capitalise(texts.hoursLong));
      expect(common.contact.phoneCost).toBe(`(${texts.callPriceShort})`);
      expect(common.contact.phoneCostFull).toBe(`${cost}${texts.callPrice}`);
      expect(common.contact.hours).toBe(texts.hoursShort);
      expect(common.contact.hoursFull).toBe(capitalise(texts.hoursLong));
      expect(pages.contact.description).toContain(`${texts.callPrice}, ${texts.hoursShort}`);
    });
  }
});
