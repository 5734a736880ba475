import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from './amountInWords';
import { polishPlural } from './polishPlural';

const ZLOTY = ['złoty', 'złote', 'złotych'] as const;

describe('amountInWords', () => {
  it('writes the example of an invoice', () => {
    expect(amountInWords(1234.56)).toBe('jeden tysiąc dwieście trzydzieści cztery złote 56/100');
  });

  it('chooses złoty / złote / złotych by the Polish plural rule', () => {
    expect(amountInWords(1)).toBe('jeden złoty 00/100');
    expect(amountInWords(2)).toBe('dwa złote 00/100');
    expect(amountInWords(5)).toBe('pięć złotych 00/100');
    expect(amountInWords(12)).toBe('dwanaście złotych 00/100');
    expect(amountInWords(22)).toBe('dwadzieścia dwa złote 00/100');
    expect(amountInWords(114)).toBe('sto czternaście złotych 00/100');
    expect(amountInWords(0.99)).toBe('zero złotych 99/100');
  });

  it('writes thousands and millions with their own plural forms', () => {
    expect(integerInWords(2000)).toBe('dwa tysiące');
    expect(integerInWords(5000)).toBe('pięć tysięcy');
    expect(integerInWords(12_000)).toBe('dwanaście tysięcy');
    expect(integerInWords(22_015)).toBe('dwadzieścia dwa tysiące piętnaście');
    expect(integerInWords(1_000_001)).toBe('jeden milion jeden');
    expect(integerInWords(3_250_900)).toBe('trzy miliony dwieście pięćdziesiąt tysięcy dziewięćset');
    expect(integerInWords(110)).toBe('sto dziesięć');
  });

  it('rounds to the grosz and marks a negative amount (a correction)', () => {
    expect(amountInWords(10.005)).toBe('dziesięć złotych 01/100');
    expect(amountInWords(-45.1)).toBe('minus czterdzieści pięć złotych 10/100');
  });

  it('applies the plural rule to any count', () => {
    expect([1, 3, 11, 13, 21, 24, 25, 104, 112].map((n) => polishPlural(n, ZLOTY))).toEqual(['złoty', 'złote', 'złotych', 'złotych', 'złotych', 'złote', 'złotych', 'złote', 'złotych']);
  });
});
