import { describe, expect, it } from 'vitest';
import { amountInWordsEn, integerInWordsEn } from './amountInWordsEn';

describe('amountInWordsEn', () => {
  it('writes an invoice total with its grosze as a fraction', () => {
    expect(amountInWordsEn(4831.29)).toBe('four thousand eight hundred and thirty-one zloty 29/100');
    expect(amountInWordsEn(1234.56)).toBe('one thousand two hundred and thirty-four zloty 56/100');
    expect(amountInWordsEn(0.5)).toBe('zero zloty 50/100');
    expect(amountInWordsEn(1)).toBe('one zloty 00/100');
  });

  it('writes a credit note’s negative amount with "minus", and rounds to grosze', () => {
    expect(amountInWordsEn(-5.5)).toBe('minus five zloty 50/100');
    expect(amountInWordsEn(19.999)).toBe('twenty zloty 00/100');
    expect(amountInWordsEn(-0.001)).toBe('zero zloty 00/100');
  });

  it('writes teens, tens and hyphenated numbers below a hundred', () => {
    expect(integerInWordsEn(13)).toBe('thirteen');
    expect(integerInWordsEn(40)).toBe('forty');
    expect(integerInWordsEn(99)).toBe('ninety-nine');
  });

  it('puts "and" after the hundreds and before a last group under a hundred', () => {
    expect(integerInWordsEn(100)).toBe('one hundred');
    expect(integerInWordsEn(305)).toBe('three hundred and five');
    expect(integerInWordsEn(1005)).toBe('one thousand and five');
    expect(integerInWordsEn(1_000_012)).toBe('one million and twelve');
    expect(integerInWordsEn(2_000_000)).toBe('two million');
    expect(integerInWordsEn(3_250_900)).toBe('three million two hundred and fifty thousand nine hundred');
    expect(integerInWordsEn(12_000_001_000)).toBe('twelve billion one thousand');
  });

  it('has no Polish letter in any amount', () => {
    for (const amount of [0, 7.07, 15.15, 999.99, 10_101.01, 123_456_789.12]) expect(amountInWordsEn(amount)).toMatch(/^[a-z -]+ zloty \d\d\/100$/);
  });
});
