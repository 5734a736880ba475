import { describe, expect, it } from 'vitest';
import type { CartItem } from '../generated/model';
import { money } from './money';
import { isAllowedHookUrl, leadTimeDays, OCI_VENDOR, ociCartFields, ociDecimal, ociUnit, type OciField } from './oci';

const TODAY = new Date(2026, 10, 20, 15, 30); // 20.11.2026, afternoon (local time)

function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 1,
    productId: 1201,
    slug: 'papier-ksero-pollux-a4-80-g-m2-500-ark-198552',
    name: 'Papier ksero Pollux A4 80 g/m², 500 ark.',
    code: '198552',
    vatRate: 23,
    availableQuantity: 500,
    availableFrom: null,
    pictureUrl: '/p.webp',
    quantity: 5,
    uom: 'ryza',
    hasDeposit: false,
    depositValue: null,
    priceObject: money(12.34, 23),
    valueObject: money(61.7, 23),
    orderQuantityMultiple: 1,
    orderQuantityMultipleSuggestedOnly: false,
    category: { forAdults: false, id: 31, name: 'Papier ksero A4' },
    ...overrides,
  };
}

const asRecord = (fields: readonly OciField[]) => Object.fromEntries(fields);

describe('ociCartFields', () => {
  it('numbers the items from 1 and sends every OCI field of each, in order', () => {
    const fields = ociCartFields([cartItem(), cartItem({ productId: 77, name: 'Długopis żelowy, niebieski', code: 'DZ-100', quantity: 12, uom: 'szt.', priceObject: money(2.5, 23), category: { forAdults: false, id: 7, name: 'Długopisy' } })], { target: '_top', today: TODAY });
    expect(fields.slice(0, 11)).toEqual([
      ['NEW_ITEM-DESCRIPTION[1]', 'Papier ksero Pollux A4 80 g/m², 500 ark.'],
      ['NEW_ITEM-QUANTITY[1]', '5'],
      ['NEW_ITEM-UNIT[1]', 'RM'],
      ['NEW_ITEM-PRICE[1]', '12.34'],
      ['NEW_ITEM-PRICEUNIT[1]', '1'],
      ['NEW_ITEM-CURRENCY[1]', 'PLN'],
      ['NEW_ITEM-VENDOR[1]', OCI_VENDOR],
      ['NEW_ITEM-VENDORMAT[1]', '198552'],
      ['NEW_ITEM-MATGROUP[1]', '31'],
      ['NEW_ITEM-LEADTIME[1]', '1'],
      ['NEW_ITEM-EXT_PRODUCT_ID[1]', '1201'],
    ]);
    expect(asRecord(fields)).toMatchObject({
      'NEW_ITEM-DESCRIPTION[2]': 'Długopis żelowy, niebieski',
      'NEW_ITEM-QUANTITY[2]': '12',
      'NEW_ITEM-UNIT[2]': 'PCE',
      'NEW_ITEM-PRICE[2]': '2.50',
      'NEW_ITEM-VENDORMAT[2]': 'DZ-100',
      'NEW_ITEM-MATGROUP[2]': '7',
      'NEW_ITEM-EXT_PRODUCT_ID[2]': '77',
    });
    expect(fields.some(([name]) => name.includes('[0]') || name.includes('[3]'))).toBe(false);
  });

  it('ends with ~OkCode=ADDI, the call’s ~TARGET and ~CALLER=CTLG; without a target no ~TARGET', () => {
    expect(ociCartFields([cartItem()], { target: '_top', today: TODAY }).slice(-3)).toEqual([
      ['~OkCode', 'ADDI'],
      ['~TARGET', '_top'],
      ['~CALLER', 'CTLG'],
    ]);
    const withoutTarget = ociCartFields([cartItem()], { target: null, today: TODAY });
    expect(withoutTarget.map(([name]) => name)).not.toContain('~TARGET');
  });

  it('cuts the description to 40 characters and sends the whole name as the long text', () => {
    const name = 'Toner zamiennik do HP LaserJet Pro M404dn, M428fdw, czarny, 10 000 stron';
    const fields = asRecord(ociCartFields([cartItem({ name })], { target: null, today: TODAY }));
    expect(fields['NEW_ITEM-DESCRIPTION[1]']).toHaveLength(40);
    expect(fields['NEW_ITEM-DESCRIPTION[1]']).toBe('Toner zamiennik do HP LaserJet Pro M404…');
    expect(fields['NEW_ITEM-LONGTEXT_1:132[]']).toBe(name);
    // A name that fits has no long text.
    expect(Object.keys(asRecord(ociCartFields([cartItem()], { target: null, today: TODAY })))).not.toContain('NEW_ITEM-LONGTEXT_1:132[]');
  });

  it('keeps every value within its OCI length', () => {
    const fields = asRecord(ociCartFields([cartItem({ code: 'X'.repeat(60), category: { forAdults: false, id: 12_345_678_901, name: 'Bardzo długa nazwa' } })], { target: null, today: TODAY }));
    expect(fields['NEW_ITEM-VENDORMAT[1]']).toHaveLength(40);
    expect(fields['NEW_ITEM-MATGROUP[1]']).toHaveLength(10);
    expect(fields['NEW_ITEM-VENDOR[1]'].length).toBeLessThanOrEqual(10);
    expect(fields['NEW_ITEM-UNIT[1]'].length).toBeLessThanOrEqual(3);
  });

  it('sends an unknown category as an empty material group', () => {
    const fields = asRecord(ociCartFields([cartItem({ category: { forAdults: false } })], { target: null, today: TODAY }));
    expect(fields['NEW_ITEM-MATGROUP[1]']).toBe('');
  });

  it('sends a deposit as an item of its own right after its product, as the invoice shows it', () => {
    const drink = cartItem({ productId: 900, name: 'Napój energetyczny 250 ml', code: 'NE-250', quantity: 24, uom: 'szt.', hasDeposit: true, depositValue: money(0.5, 0) });
    const fields = asRecord(ociCartFields([drink, cartItem()], { target: null, today: TODAY, depositLabel: 'Kaucja' }));
    expect(fields).toMatchObject({
      'NEW_ITEM-DESCRIPTION[1]': 'Napój energetyczny 250 ml',
      'NEW_ITEM-DESCRIPTION[2]': 'Kaucja – Napój energetyczny 250 ml',
      'NEW_ITEM-QUANTITY[2]': '24',
      'NEW_ITEM-PRICE[2]': '0.50',
      'NEW_ITEM-VENDORMAT[2]': '',
      'NEW_ITEM-DESCRIPTION[3]': 'Papier ksero Pollux A4 80 g/m², 500 ark.',
    });
  });
});

describe('OCI values', () => {
  it('writes numbers with a decimal point, no grouping, two to four decimals', () => {
    expect(ociDecimal(12.5)).toBe('12.50');
    expect(ociDecimal(1234.5)).toBe('1234.50');
    expect(ociDecimal(7)).toBe('7.00');
    expect(ociDecimal(0.125)).toBe('0.125');
    expect(ociDecimal(0.12345)).toBe('0.1235');
  });

  it('maps the shop’s units to ISO codes, a piece as PCE, an unknown unit as a piece', () => {
    expect(['szt.', 'opak.', 'ryza', 'karton', 'paleta', 'rolka', 'bloczek', 'zgrzewka'].map(ociUnit)).toEqual(['PCE', 'PK', 'RM', 'CT', 'PF', 'RO', 'PD', 'PK']);
    expect(ociUnit('Szt.')).toBe('PCE');
    expect(ociUnit('beczka')).toBe('PCE');
  });

  it('gives the lead time in days from the availability', () => {
    expect(leadTimeDays({ quantity: 5, availableQuantity: 5, availableFrom: null }, TODAY)).toBe(1);
    expect(leadTimeDays({ quantity: 6, availableQuantity: 5, availableFrom: '2026-11-30' }, TODAY)).toBe(11);
    expect(leadTimeDays({ quantity: 6, availableQuantity: 5, availableFrom: '2026-11-19' }, TODAY)).toBe(1);
    expect(leadTimeDays({ quantity: 6, availableQuantity: 0, availableFrom: null }, TODAY)).toBe(14);
  });

  it('accepts only http(s) hook URLs', () => {
    expect(isAllowedHookUrl('https://srm.firma.pl/sap/bc/gui/oci?sap-client=100')).toBe(true);
    expect(isAllowedHookUrl('http://localhost:4173/demo/oci-hook')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://firma.pl/x', '/demo/oci-hook', '', 'https://']) {
      expect(isAllowedHookUrl(bad), bad).toBe(false);
    }
  });

  it('names Spinacz by the NIP its invoices carry', async () => {
    const { SELLER } = await import('../mocks/presenters/invoice');
    expect(OCI_VENDOR).toBe(SELLER.taxId);
  });
});
