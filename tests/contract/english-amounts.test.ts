/**
 * Amounts in the demo API's answers are written in the language asked for: "1 234,50" with "zł" in
 * Polish, "1,234.50" with "PLN" before it in English — every Money of a product, a cart, an order
 * and an invoice, with the same numbers in both.
 */
import { describe, expect, it } from 'vitest';
import { logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const BASE = 'http://localhost/e-commerce/v1';

interface WrittenMoney { net: number; gross: number; netFormatted: string; grossFormatted: string; currencyPrefix: string; currencyPostfix: string }

async function get(path: string, token: string, language: 'pl' | 'en'): Promise<unknown> {
  const response = await fetch(`${BASE}${path}`, { headers: { 'Accept-Language': language, Accept: 'application/json', Authorization: `Bearer ${token}` } });
  expect(response.status, path).toBeLessThan(300);
  return response.json();
}

/** Every Money object of an answer. */
function moneys(value: unknown): WrittenMoney[] {
  if (Array.isArray(value)) return value.flatMap(moneys);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.netFormatted === 'string') return [record as unknown as WrittenMoney];
  return Object.values(record).flatMap(moneys);
}

describe('amounts in the language asked for', () => {
  it('writes every amount of products, the cart, orders and invoices the English way, with the numbers unchanged', async () => {
    const token = await logIn('kupiec@firma.demo');
    const paths = ['/products/search?categorySlug=papier&limit=24', '/shopping-carts/current', '/sales-orders?limit=24', '/sales-invoices?limit=24'];
    let checked = 0;
    for (const path of paths) {
      const english = moneys(await get(path, token, 'en'));
      const polish = moneys(await get(path, token, 'pl'));
      expect(english.length, path).toBe(polish.length);
      english.forEach((amount, index) => {
        const same = polish[index]!;
        expect([amount.net, amount.gross], path).toEqual([same.net, same.gross]);
        expect(amount.netFormatted, path).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(amount.grossFormatted, path).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect([amount.currencyPrefix, amount.currencyPostfix], path).toEqual(['PLN', '']);
        expect(same.grossFormatted, path).toMatch(/^-?\d{1,3}(\u00a0\d{3})*,\d{2}$|^-?\d{4},\d{2}$/);
        expect(same.currencyPostfix, path).toBe('zł');
        checked += 1;
      });
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('gives the free-delivery threshold and the announcement in the language asked for', async () => {
    const token = await logIn('guest');
    const english = (await get('/settings', token, 'en')) as { allPagesAnnouncement: string; freeShipping: WrittenMoney };
    expect(english.freeShipping).toEqual({ netFormatted: '250.00', grossFormatted: '307.50', currencyPrefix: 'PLN', currencyPostfix: '' });
    expect(english.allPagesAnnouncement).toBe('Free delivery from PLN\u00a0250.00 net. Orders placed by 16:00 ship the same day.');
    const polish = (await get('/settings', token, 'pl')) as { allPagesAnnouncement: string };
    expect(polish.allPagesAnnouncement).toBe('Darmowa dostawa od 250,00\u00a0zł netto. Zamówienia złożone do 16:00 wysyłamy tego samego dnia.');
  });
});
