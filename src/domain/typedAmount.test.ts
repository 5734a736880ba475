import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountFieldText, parseTypedAmount } from './typedAmount';

describe('parseTypedAmount', () => {
  it('reads a Polish amount as Polish writes it', () => {
    expect(parseTypedAmount('5000', 'pl')).toBe(5000);
    expect(parseTypedAmount('5 000', 'pl')).toBe(5000);
    expect(parseTypedAmount('5\u00a0000,50', 'pl')).toBe(5000.5);
    expect(parseTypedAmount('1234.5 zł', 'pl')).toBe(1234.5);
    expect(parseTypedAmount('0', 'pl')).toBe(0);
  });

  it('reads an English amount as English writes it', () => {
    expect(parseTypedAmount('5,000', 'en')).toBe(5000);
    expect(parseTypedAmount('1,234,567.89', 'en')).toBe(1234567.89);
    expect(parseTypedAmount('PLN 5,000.00', 'en')).toBe(5000);
    expect(parseTypedAmount('5 000.50', 'en')).toBe(5000.5);
    expect(parseTypedAmount('1234,5', 'en')).toBe(1234.5);
  });

  it('refuses what it could read two ways, never guessing five for five thousand', () => {
    expect(parseTypedAmount('5,000', 'pl')).toBeNaN();
    expect(parseTypedAmount('5.000', 'pl')).toBeNaN();
    expect(parseTypedAmount('5.000', 'en')).toBeNaN();
    expect(parseTypedAmount('1.234,50', 'pl')).toBeNaN();
    expect(parseTypedAmount('5 00', 'pl')).toBeNaN();
    expect(parseTypedAmount('5,00,0', 'en')).toBeNaN();
  });

  it('refuses what is not an amount and gives null for an empty field', () => {
    for (const text of ['-5', 'pięć', '5 zł 50 gr', '1e3', '12.345', '0x10', ',5', '5,']) {
      expect(parseTypedAmount(text, 'pl'), text).toBeNaN();
      expect(parseTypedAmount(text, 'en'), text).toBeNaN();
    }
    expect(parseTypedAmount('  ', 'pl')).toBeNull();
    expect(parseTypedAmount('zł', 'en')).toBeNull();
  });

  it('reads back what the field shows and what each language writes, for any amount in grosze', () => {
    const locale = fc.constantFrom<'pl' | 'en'>('pl', 'en');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), locale, (grosze, language) => {
        const amount = grosze / 100;
        expect(parseTypedAmount(amountFieldText(amount, language), language)).toBe(amount);
        const written = amount.toLocaleString(language === 'pl' ? 'pl-PL' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        expect(parseTypedAmount(written, language), written).toBe(amount);
      }),
    );
  });
});

describe('amountFieldText', () => {
  it('writes the amount to be changed in the field, in the language of the form', () => {
    expect(amountFieldText(1234.5, 'pl')).toBe('1234,50');
    expect(amountFieldText(1234.5, 'en')).toBe('1234.50');
    expect(amountFieldText(5000, 'en')).toBe('5000');
    expect(amountFieldText(null, 'pl')).toBe('');
  });
});
