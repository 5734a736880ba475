import { describe, expect, it } from 'vitest';
import { hasPackChoice, multiPackOptions, packKind } from './multiPack';

const pack = (id: number, kind: 'single' | 'collective' | 'pallet', unitPrice: unknown = { net: 1 }) => ({
  id, slug: `p-${id}`, quantity: 1, uom: 'szt.', isPallet: kind === 'pallet', isCollectivePack: kind === 'collective', unitPrice,
});

describe('multi-packs', () => {
  it('names the kind: pallet ("Paleta"), collective pack ("Opak. zbiorcze"), single', () => {
    expect(packKind(pack(1, 'pallet'))).toBe('pallet');
    expect(packKind(pack(1, 'collective'))).toBe('collective');
    expect(packKind(pack(1, 'single'))).toBe('single');
  });
  it('drops options without a unit price', () => {
    expect(multiPackOptions([pack(1, 'single'), pack(2, 'pallet', null), pack(3, 'collective')]).map((p) => p.id)).toEqual([1, 3]);
  });
  it('offers a choice only with two options or more', () => {
    expect(hasPackChoice([pack(1, 'single')])).toBe(false);
    expect(hasPackChoice([pack(1, 'single'), pack(2, 'pallet', null)])).toBe(false);
    expect(hasPackChoice([pack(1, 'single'), pack(2, 'pallet')])).toBe(true);
  });
});
