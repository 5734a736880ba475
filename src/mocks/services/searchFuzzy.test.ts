import { describe, expect, it } from 'vitest';
import { buildSeed } from '../db/seed';
import { searchProducts } from './search';

const seed = buildSeed({ today: new Date('2026-06-15T00:00:00Z') });

describe('an approximate search', () => {
  it('is marked fuzzy only when it found something', () => {
    const typo = searchProducts(seed, { query: 'zszywavz' }, false);
    expect([typo.fuzzySearch, typo.countTotal > 0]).toEqual([true, true]);
    const nothing = searchProducts(seed, { query: 'qwxzjk vbnmpl' }, false);
    expect([nothing.fuzzySearch, nothing.countTotal]).toEqual([false, 0]);
  });
});
