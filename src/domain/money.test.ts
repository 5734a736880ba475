import { describe, expect, it } from 'vitest';
import { formatAmount, formatPln, grossFromNet, money, moneyFromNetGross, moneyInLocale, multiplyMoney, round2, sumMoney } from './money';

const NBSP = '\u00a0';

describe('round2', () => {
  it('rounds half away from zero without binary artefacts', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(0.615)).toBe(0.62);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(12.344999)).toBe(12.34);
    expect(round2(-0.001)).toBe(0);
  });
});

describe('money', () => {
  it('computes gross from net and VAT and formats both the pl-PL way', () => {
    expect(money(10, 23)).toEqual({
      net: 10,
      gross: 12.3,
      netFormatted: '10,00',
      grossFormatted: '12,30',
      currencyPrefix: '',
      currencyPostfix: 'zł',
    });
  });

  it('rounds the gross half up in grosze', () => {
    expect(money(0.5, 23).gross).toBe(0.62); // 0,615
    expect(money(14.99, 23).gross).toBe(18.44); // 18,4377
    expect(money(3.99, 8).gross).toBe(4.31); // 4,3092
    expect(money(2.1, 5).gross).toBe(2.21); // 2,205
    expect(grossFromNet(100, 0)).toBe(100);
  });

  it('does not group 4-digit amounts and groups 5+ digits with a no-break space', () => {
    expect(money(1234.5, 23).netFormatted).toBe('1234,50');
    expect(money(1234.5, 23).grossFormatted).toBe(`1518,44`);
    expect(money(12345.5, 23).netFormatted).toBe(`12${NBSP}345,50`);
    expect(money(1234567, 0).grossFormatted).toBe(`1${NBSP}234${NBSP}567,00`);
  });

  it('formats zero and negatives', () => {
    expect(formatAmount(0)).toBe('0,00');
    expect(formatAmount(-5.5)).toBe('-5,50');
  });
});

describe('moneyFromNetGross', () => {
  it('keeps the given amounts, rounded to grosze', () => {
    expect(moneyFromNetGross(250, 307.5)).toEqual({
      net: 250,
      gross: 307.5,
      netFormatted: '250,00',
      grossFormatted: '307,50',
      currencyPrefix: '',
      currencyPostfix: 'zł',
    });
    expect(moneyFromNetGross(0.1 + 0.2, 0.369).netFormatted).toBe('0,30');
  });
});

describe('sumMoney', () => {
  it('adds nets and grosses separately without float drift', () => {
    const total = sumMoney([money(0.1, 23), money(0.2, 23), money(10, 8)]);
    expect(total.net).toBe(10.3);
    expect(total.gross).toBe(11.17);
    expect(total.grossFormatted).toBe('11,17');
  });

  it('is zero for an empty list', () => {
    expect(sumMoney([])).toMatchObject({ net: 0, gross: 0, netFormatted: '0,00', grossFormatted: '0,00' });
  });
});

describe('multiplyMoney', () => {
  it('multiplies both amounts', () => {
    expect(multiplyMoney(money(0.5, 0), 6)).toMatchObject({ net: 3, gross: 3, grossFormatted: '3,00' });
  });
});

describe('formatAmount and formatPln against Intl', () => {
  it('write every amount as Intl.NumberFormat("pl-PL") does', () => {
    const amount = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const pln = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });
    const magnitudes = [1, 10, 1e3, 1e4, 1e5, 1e6, 1e9, 1e12, 1e15, 1e18, 1e21];
    // A fixed pseudo-random sequence: the same amounts on every run, spread over every magnitude.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const amounts = [0, 0.004, 0.005, 0.995, 999.995, 9999.995, 99999.995, -0.004, -1000, -12345.675, 1e21, -1e21];
    for (let index = 0; index < 2000; index += 1) {
      const value = next() * magnitudes[index % magnitudes.length]!;
      amounts.push(index % 3 === 0 ? -value : value);
    }
    const amountEn = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const plnEn = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'PLN' });
    for (const value of amounts) {
      expect(formatAmount(value), String(value)).toBe(amount.format(round2(value)));
      expect(formatPln(value), String(value)).toBe(pln.format(round2(value)));
      expect(formatAmount(value, 'en'), String(value)).toBe(amountEn.format(round2(value)));
      expect(formatPln(value, 'en'), String(value)).toBe(plnEn.format(round2(value)));
    }
  });
});

describe('moneyInLocale', () => {
  it('writes the amounts of a Money and currency the English way, keeping its numbers', () => {
    const written = moneyInLocale(moneyFromNetGross(16598.49, 20416.14), 'en');
    expect(written).toEqual({ net: 16598.49, gross: 20416.14, netFormatted: '16,598.49', grossFormatted: '20,416.14', currencyPrefix: 'PLN', currencyPostfix: '' });
    expect(moneyInLocale(written, 'pl')).toEqual(moneyFromNetGross(16598.49, 20416.14));
  });
});

describe('formatPln', () => {
  it('formats with the currency after a no-break space', () => {
    expect(formatPln(1234.5)).toBe(`1234,50${NBSP}zł`);
    expect(formatPln(12345.5)).toBe(`12${NBSP}345,50${NBSP}zł`);
    expect(formatPln(0.29)).toBe(`0,29${NBSP}zł`);
    expect(formatPln(250)).toBe(`250,00${NBSP}zł`);
  });
});
