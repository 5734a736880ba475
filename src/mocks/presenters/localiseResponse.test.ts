import { describe, expect, it } from 'vitest';
import { moneyFromNetGross } from '../../domain/money';
import { localiseValue } from './localiseResponse';

describe('an English answer', () => {
  it('writes the days inside texts and on their own the English way, and leaves dates that are values alone', () => {
    expect(localiseValue({ mark: { label: 'Dostępny od 13.12.2026' }, availableFromText: '13.12.2026', deliveryDate: '2026-12-13' })).toEqual({
      mark: { label: 'Available from 13/12/2026' }, availableFromText: '13/12/2026', deliveryDate: '2026-12-13',
    });
  });

  it('writes amounts the English way, with their numbers kept', () => {
    expect(localiseValue({ total: moneyFromNetGross(1234.5, 1518.44), dueAmount: { value: 1518.44, valueFormatted: '1518,44 zł' } })).toEqual({
      total: { net: 1234.5, gross: 1518.44, netFormatted: '1,234.50', grossFormatted: '1,518.44', currencyPrefix: 'PLN', currencyPostfix: '' },
      dueAmount: { value: 1518.44, valueFormatted: 'PLN\u00a01,518.44' },
    });
  });
});
