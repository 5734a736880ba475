import { describe, expect, it } from 'vitest';
import { groupByInitial } from './groupByInitial';

describe('groupByInitial', () => {
  it('groups A–Z with digits first and Polish letters folded', () => {
    const groups = groupByInitial([{ name: 'Rey' }, { name: '3M' }, { name: 'amos' }, { name: 'Łańcut' }, { name: 'Acar' }]);
    expect(groups.map((group) => group.initial)).toEqual(['0–9', 'A', 'L', 'R']);
    expect(groups[1].brands.map((brand) => brand.name)).toEqual(['Acar', 'amos']);
    expect(groups[0].key).toBe('0-9');
  });
});
