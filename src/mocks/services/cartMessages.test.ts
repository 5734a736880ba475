import { describe, expect, it } from 'vitest';
import { buildSeed } from '../db/seed';
import type { ViewContext } from '../presenters/context';
import { checkQuantity } from './cart';

const seed = buildSeed({ today: new Date('2026-06-15T00:00:00Z') });
const ctx: ViewContext = { seed, user: null, company: null, netPrices: false };

describe('the order-multiple refusal', () => {
  it('ends each sentence with one full stop when the unit is an abbreviation ("szt.")', () => {
    const product = seed.products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple > 1 && !p.orderMultipleSuggestedOnly && p.uom.endsWith('.'))!;
    const check = checkQuantity(product, product.orderMultiple + 1, ctx);
    expect(check).toMatchObject({ ok: false, code: 'ORDER-MULTIPLE' });
    const message = check.ok ? '' : check.message;
    expect(message).not.toContain('..');
    expect(message).toBe(`Produkt „${product.name}” można zamówić tylko w wielokrotności ${product.orderMultiple} ${product.uom} Najbliższa dozwolona ilość to ${product.orderMultiple} ${product.uom}`);
  });
});
