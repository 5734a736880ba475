import { describe, expect, it } from 'vitest';
import { buildSeed } from '../db/seed';
import { searchProducts } from './search';
import { inflectionStems, queryTokens, withinOneEdit } from './textMatch';

const seed = buildSeed({ today: new Date('2026-06-15T00:00:00Z') });
const names = (query: string, extra = {}) => searchProducts(seed, { query, limit: 500, ...extra }, false).page.map((p) => p.name);

describe('searchProducts', () => {
  it('folds Polish diacritics: "olowek" finds "Ołówek", "zolty" finds "żółty"', () => {
    const pencils = names('olowek');
    expect(pencils.length).toBeGreaterThan(0);
    expect(pencils.every((name) => name.startsWith('Ołówek'))).toBe(true);
    expect(names('ołówek')).toEqual(pencils);
    expect(names('zakreslacz zolty').every((name) => name.includes('żółty'))).toBe(true);
  });

  it('matches word prefixes, all words required', () => {
    const gel = names('dlugop zel pilot');
    expect(gel.length).toBeGreaterThan(0);
    expect(gel.every((name) => name.startsWith('Długopis żelowy Pilot'))).toBe(true);
    expect(names('papier ksero a4 80').every((name) => /Papier ksero .*A4 80 g\/m²/.test(name))).toBe(true);
  });

  it('finds by catalogue code, OEM code and EAN', () => {
    const product = seed.products.find((p) => p.oemCode && p.ean && !p.discontinued && p.packKind === 'single')!;
    expect(searchProducts(seed, { query: product.code }, false).page[0].id).toBe(product.id);
    expect(names(product.oemCode!.toLowerCase())).toContain(product.name);
    expect(searchProducts(seed, { query: product.ean! }, false).page[0].id).toBe(product.id);
  });

  it('falls back to a fuzzy search with one typo', () => {
    const result = searchProducts(seed, { query: 'zszywavz' }, false);
    expect(result.fuzzySearch).toBe(true);
    expect(result.page.some((p) => p.name.startsWith('Zszywacz'))).toBe(true);
    expect(searchProducts(seed, { query: 'zszywacz' }, false).fuzzySearch).toBe(false);
  });

  it('leaves out discontinued products and pack variants', () => {
    const all = searchProducts(seed, { limit: 5000 }, false);
    expect(all.page.every((p) => !p.discontinued && p.packKind === 'single')).toBe(true);
    expect(searchProducts(seed, { onlyPalletPacks: true, limit: 500 }, false).page.every((p) => p.packKind === 'pallet')).toBe(true);
  });

  it('restricts to a category with its descendants and sorts', () => {
    const office = seed.categoryBySlug.get('artykuly-biurowe')!;
    const result = searchProducts(seed, { categorySlug: office.slug, orderBy: 'nameAsc', limit: 5000 }, true);
    expect(result.page.every((p) => office.subtreeIds.includes(p.categoryId))).toBe(true);
    const sorted = [...result.page].sort((a, b) => a.name.localeCompare(b.name, 'pl'));
    expect(result.page.map((p) => p.id)).toEqual(sorted.map((p) => p.id));
    expect(searchProducts(seed, { categorySlug: 'nie-ma' }, false).countTotal).toBe(0);
  });

  it('ranks name matches above category or brand matches', () => {
    // "biurowe" is in the names of office chairs and in the category of every office article.
    const result = searchProducts(seed, { query: 'biurowe', limit: 10 }, false);
    expect(result.page.every((p) => /biurow/i.test(p.name))).toBe(true);
    expect(result.countTotal).toBeGreaterThan(result.page.length);
  });

  it('finds by a prefix of the product code, but not by a short prefix of every EAN', () => {
    const product = seed.products.find((p) => p.packKind === 'single' && !p.discontinued)!;
    expect(names(product.code.slice(0, 5))).toContain(product.name);
    expect(searchProducts(seed, { query: '5901' }, false).countTotal).toBeLessThan(50);
  });

  it('splits a phrase into folded tokens', () => {
    expect(queryTokens('  Papier KSERO, „A4”  ')).toEqual(['papier', 'ksero', 'a4']);
    expect(withinOneEdit('zszywavz', 'zszywacz')).toBe(true);
    expect(withinOneEdit('abc', 'xyz')).toBe(false);
    expect(withinOneEdit('tonre', 'toner')).toBe(true);
    expect(withinOneEdit('dlugpis', 'dlugopis')).toBe(true);
    expect(withinOneEdit('dlugpis', 'dlugopisy')).toBe(false);
    expect(inflectionStems('dlugopisy')).toEqual(['dlugopis']);
    expect(inflectionStems('olowki')).toContain('olowek');
    expect(inflectionStems('krzeslo')).toEqual(['krzesl']);
    expect(inflectionStems('a4')).toEqual([]);
  });
});
