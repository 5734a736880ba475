import { describe, expect, it } from 'vitest';
import { buildSeed } from '../db/seed';
import { productByCode } from './quickOrder';

const seed = buildSeed({ today: new Date('2026-06-15T00:00:00Z') });

describe('productByCode', () => {
  it('finds a product by its code, EAN or OEM code, ignoring case, spaces and dashes', () => {
    const product = seed.products.find((p) => p.ean !== null && !p.discontinued)!;
    expect(productByCode(seed, ` ${product.code} `)?.product).toBe(product);
    expect(productByCode(seed, product.ean!)?.product).toBe(product);
    const toner = seed.products.find((p) => p.oemCode !== null && /[a-z]/i.test(p.oemCode) && !p.discontinued)!;
    const typed = toner.oemCode!.toLowerCase().replace(/^(..)/, '$1-');
    expect(productByCode(seed, typed)?.product.oemCode).toBe(toner.oemCode);
    expect(productByCode(seed, 'nie-ma-takiego')).toBeNull();
    expect(productByCode(seed, ' - ')).toBeNull();
  });

  it('picks the first offered product of an OEM code and counts the others', () => {
    const shared = new Map<string, number>();
    for (const p of seed.products) if (p.oemCode) shared.set(p.oemCode, (shared.get(p.oemCode) ?? 0) + 1);
    const [code, count] = [...shared].find(([, n]) => n > 1)!;
    const found = productByCode(seed, code)!;
    expect(found.alternatives).toBe(count - 1);
    expect(found.product).toBe(seed.products.find((p) => p.oemCode === code && !p.discontinued));
  });
});
