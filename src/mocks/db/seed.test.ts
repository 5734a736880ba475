import { describe, expect, it } from 'vitest';
import { grossFromNet } from '../../domain/money';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, COMPANY_LOGISTICS, COMPANY_MAIN, COMPANY_PRIVATE } from './seed/accounts';
import { buildSeed } from './seed';
import { orderTotals } from '../presenters/order';

const TODAY = new Date('2026-06-15T00:00:00Z');
const seed = buildSeed({ today: TODAY });

describe('the seed', () => {
  it('is deterministic', () => {
    const again = buildSeed({ today: TODAY });
    expect(again.products.map((p) => [p.slug, p.priceNet, p.stock])).toEqual(seed.products.map((p) => [p.slug, p.priceNet, p.stock]));
    expect(again.orders.map((o) => [o.number, o.createdAt, o.status])).toEqual(seed.orders.map((o) => [o.number, o.createdAt, o.status]));
  });

  it('has a 3-level tree over the 7 departments with at least 60 leaves and ASCII slugs', () => {
    expect(seed.categories.filter((c) => c.level === 1).map((c) => c.slug)).toEqual([
      'artykuly-biurowe', 'papier', 'tonery-i-tusze', 'srodki-czystosci', 'artykuly-spozywcze', 'elektronika', 'bhp-i-pierwsza-pomoc',
    ]);
    expect(seed.categories.filter((c) => c.level === 3).length).toBeGreaterThanOrEqual(60);
    expect(seed.categories.every((c) => /^[a-z0-9-]+$/.test(c.slug))).toBe(true);
    expect(new Set(seed.categories.map((c) => c.slug)).size).toBe(seed.categories.length);
    expect(seed.categories.some((c) => c.forAdults)).toBe(true);
  });

  it('has at least 80 brands, 2000 products, 30 printer brands and 300 models', () => {
    expect(seed.brands.length).toBeGreaterThanOrEqual(80);
    expect(seed.products.filter((p) => p.packKind === 'single').length).toBeGreaterThanOrEqual(2000);
    expect(new Set(seed.devices.map((d) => d.brand)).size).toBeGreaterThanOrEqual(30);
    expect(seed.devices.length).toBeGreaterThanOrEqual(300);
  });

  it('offers multi-packs (collective pack or pallet) on at least 10% of the products', () => {
    const withPacks = seed.products.filter((p) => p.packGroup !== null);
    expect(withPacks.length / seed.products.length).toBeGreaterThanOrEqual(0.1);
    expect(withPacks.some((p) => p.packKind === 'pallet')).toBe(true);
    expect(withPacks.some((p) => p.packKind === 'collective')).toBe(true);
  });

  it('gives products unique ids, codes and slugs, sane prices and VAT rates', () => {
    expect(new Set(seed.products.map((p) => p.slug)).size).toBe(seed.products.length);
    expect(new Set(seed.products.map((p) => p.code)).size).toBe(seed.products.length);
    expect(seed.products.every((p) => /^[a-z0-9-]+$/.test(p.slug))).toBe(true);
    expect(seed.products.every((p) => p.priceNet > 0 && Number.isInteger(Math.round(p.priceNet * 100)))).toBe(true);
    expect(seed.products.every((p) => p.oldPriceNet === null || p.oldPriceNet > p.priceNet)).toBe(true);
    const rates = new Set(seed.products.map((p) => p.vat));
    expect([...rates].sort()).toEqual([23, 5, 8]);
    const grocery = seed.categoryBySlug.get('artykuly-spozywcze')!;
    expect(seed.products.filter((p) => p.vat !== 23).every((p) => grocery.subtreeIds.includes(p.categoryId) || seed.categoryBySlug.get('bhp-i-pierwsza-pomoc')!.subtreeIds.includes(p.categoryId))).toBe(true);
  });

  it('has the commercial details the shop shows', () => {
    const some = (predicate: (p: (typeof seed.products)[number]) => boolean) => seed.products.filter(predicate).length;
    expect(some((p) => p.promotionId !== null && !p.outlet)).toBeGreaterThan(100);
    expect(some((p) => p.outlet)).toBeGreaterThan(10);
    expect(some((p) => p.lowest30Net !== null)).toBeGreaterThan(100);
    expect(some((p) => p.orderMultiple > 1 && !p.orderMultipleSuggestedOnly)).toBeGreaterThan(10);
    expect(some((p) => p.orderMultiple > 1 && p.orderMultipleSuggestedOnly)).toBeGreaterThan(10);
    expect(some((p) => p.deposit !== null)).toBeGreaterThan(10);
    expect(some((p) => p.packKind === 'pallet')).toBeGreaterThan(10);
    expect(some((p) => p.discontinued)).toBeGreaterThan(5);
    expect(some((p) => p.stock === 0 && p.restockInDays !== null)).toBeGreaterThan(50);
    expect(some((p) => p.oemCode !== null && p.deviceIds.length > 0)).toBeGreaterThan(300);
    expect(seed.products.find((p) => p.name.startsWith('Papier ksero') && p.name.includes('A4 80 g/m², 500 ark.'))).toBeDefined();
  });

  it('has the demo accounts with the shared password', () => {
    expect(DEMO_ACCOUNTS.map((a) => a.login)).toEqual(['klient@spinacz.demo', 'kupiec@firma.demo', 'akceptant@firma.demo', 'dane@firma.demo']);
    for (const account of DEMO_ACCOUNTS) {
      expect(account.password).toBe(DEMO_PASSWORD);
      expect(seed.users.find((u) => u.login === account.login)?.password).toBe(DEMO_PASSWORD);
    }
    const approver = seed.users.filter((u) => u.login === 'akceptant@firma.demo');
    expect(approver.map((u) => u.companyId).sort()).toEqual([COMPANY_MAIN, COMPANY_LOGISTICS]);
  });

  it('has at least 120 orders per company with correct numbers and totals', () => {
    for (const companyId of [COMPANY_MAIN, COMPANY_LOGISTICS]) {
      const orders = seed.orders.filter((o) => o.companyId === companyId);
      expect(orders.length).toBeGreaterThanOrEqual(120);
      expect(orders.some((o) => o.status === 'awaitingAcceptance')).toBe(true);
      expect(orders.every((o) => o.costCenterId !== null)).toBe(true);
    }
    expect(seed.orders.filter((o) => o.companyId === COMPANY_PRIVATE).length).toBeGreaterThan(0);
    expect(new Set(seed.orders.map((o) => o.number)).size).toBe(seed.orders.length);
    const oldest = new Date(TODAY.getTime() - 560 * 86_400_000).toISOString();
    for (const order of seed.orders) {
      expect(order.number).toMatch(new RegExp(`^ZS/${order.createdAt.slice(0, 4)}/${order.createdAt.slice(5, 7)}/\\d{6}$`));
      expect(order.createdAt < TODAY.toISOString() && order.createdAt > oldest).toBe(true);
      const products = order.lines.map((line) => seed.productById.get(line.productId));
      expect(products.every(Boolean)).toBe(true);
      const totals = orderTotals(order);
      const net = order.lines.reduce((sum, line) => sum + Math.round(line.priceNet * line.quantity * 100), 0) / 100;
      expect(totals.total.net).toBeCloseTo(net, 2);
      // Every line: the unit gross (from the unit net, rounded to grosze) × the quantity.
      expect(totals.total.gross).toBeCloseTo(order.lines.reduce((sum, line) => sum + Math.round(grossFromNet(line.priceNet, line.vat) * 100) * line.quantity, 0) / 100, 2);
      expect(order.deliveryNet === 0 || totals.total.net < 250).toBe(true);
    }
  });
});
