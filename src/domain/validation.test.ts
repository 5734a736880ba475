import { describe, expect, it } from 'vitest';
import { isValidDashedPhone, isValidEmail, isValidPhone, isValidTaxId, isValidZip, normalizeTaxId } from './validation';

describe('zip code (NN-NNN)', () => {
  it.each(['00-950', '61-001', ' 31-526 '])('accepts %s', (zip) => expect(isValidZip(zip)).toBe(true));
  it.each(['00950', '0-950', '00-95', '00-9500', 'ab-cde', ''])('refuses %s', (zip) => expect(isValidZip(zip)).toBe(false));
});

describe('phone rules of §5', () => {
  it('with +48 needs 12 characters without spaces', () => {
    expect(isValidPhone('+48 512 345 678')).toBe(true);
    expect(isValidPhone('+48512345678')).toBe(true);
    expect(isValidPhone('+48 512 345 67')).toBe(false);
    expect(isValidPhone('+48 512 345 6789')).toBe(false);
    expect(isValidPhone('+48')).toBe(false);
  });
  it('without +48 needs more than 4 characters', () => {
    expect(isValidPhone('61 852 40 12')).toBe(true);
    expect(isValidPhone('12345')).toBe(true);
    expect(isValidPhone('1234')).toBe(false);
    expect(isValidPhone('tel. 12345')).toBe(false);
  });
  it('the dashed form is 3-3-3 digits', () => {
    expect(isValidDashedPhone('512-345-678')).toBe(true);
    expect(isValidDashedPhone('512 345 678')).toBe(false);
  });
});

describe('NIP checksum', () => {
  it.each(['7781456329', '778-145-63-29', 'PL7781456329', '5260250274'])('accepts %s', (nip) => expect(isValidTaxId(nip)).toBe(true));
  it.each(['7781456321', '778145632', '77814563222', 'abcdefghij', '0000000001'])('refuses %s', (nip) => expect(isValidTaxId(nip)).toBe(false));
  it('refuses a number whose checksum would be 10', () => {
    // 123456789 → weighted sum 6+10+21+8+15+24+35+48+63 = 230, 230 % 11 = 10
    expect(isValidTaxId('1234567890')).toBe(false);
  });
  it('normalizes separators and the PL prefix', () => expect(normalizeTaxId('PL 778-145-63-29')).toBe('7781456329'));
});

describe('e-mail', () => {
  it.each(['anna@firma.pl', 'a.b+c@sub.example.com'])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));
  it.each(['anna', 'anna@', 'anna@firma', '@firma.pl', 'an na@firma.pl'])('refuses %s', (email) => expect(isValidEmail(email)).toBe(false));
});
