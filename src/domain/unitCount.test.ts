import { describe, expect, it } from 'vitest';
import { unitFor } from './unitCount';

describe('unitFor', () => {
  it('inflects a Polish unit word after a number', () => {
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 104, 112].map((count) => `${count} ${unitFor('ryza', count, 'pl')}`)).toEqual([
      '1 ryza', '2 ryzy', '4 ryzy', '5 ryz', '11 ryz', '12 ryz', '14 ryz', '21 ryz', '22 ryzy', '25 ryz', '104 ryzy', '112 ryz',
    ]);
    expect(unitFor('karton', 3, 'pl')).toBe('kartony');
    expect(unitFor('karton', 7, 'pl')).toBe('kartonów');
    expect(unitFor('karton', '2,5', 'pl')).toBe('kartonu');
    expect(unitFor('rolka', '1 000', 'pl')).toBe('rolek');
  });

  it('puts an English unit word in the plural after anything but one', () => {
    expect(unitFor('ream', 1, 'en')).toBe('ream');
    expect(unitFor('ream', 2, 'en')).toBe('reams');
    expect(unitFor('shrink pack', '0', 'en')).toBe('shrink packs');
    expect(unitFor('pack', 1.5, 'en')).toBe('packs');
  });

  it('leaves abbreviations, unknown units and unreadable counts as they are', () => {
    expect(unitFor('szt.', 5, 'pl')).toBe('szt.');
    expect(unitFor('pcs', 5, 'en')).toBe('pcs');
    expect(unitFor('kg', 2, 'en')).toBe('kg');
    expect(unitFor('ryza', 'kilka', 'pl')).toBe('ryza');
  });
});
