import { describe, expect, it } from 'vitest';
import { round2 } from './money';
import { hasPackChoice, multiPackOptions, packKind, packPriceNet } from './multiPack';

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

describe('packPriceNet', () => {
  it('keeps the list price of a pack for a buyer who pays the list price of the piece', () => {
    // 12 pens at 3,20 list; the pack lists at 36,72 (4,4 % off): 3,06 per pen.
    expect(packPriceNet({ ownNet: 36.72, listNet: 36.72, quantity: 12 }, { net: 3.2, listNet: 3.2 })).toBe(36.72);
  });

  it('carries a negotiated piece price to the pack, with the pack\'s own advantage', () => {
    // The pen costs the buyer 2,90 instead of 3,20: the pack 2,90 × 12 × (36,72 / 38,40) = 33,28 – 2,77 per pen.
    const net = packPriceNet({ ownNet: 36.72, listNet: 36.72, quantity: 12 }, { net: 2.9, listNet: 3.2 });
    expect(net).toBe(33.28);
    expect(round2(net / 12)).toBeLessThanOrEqual(2.9);
  });

  it('keeps a pack\'s own negotiated price when it is lower', () => {
    expect(packPriceNet({ ownNet: 30, listNet: 36.72, quantity: 12 }, { net: 2.9, listNet: 3.2 })).toBe(30);
  });

  it('never makes a pack dearer per unit than the piece, even when its list price is', () => {
    // A pack listed above 12 × the piece is capped at 12 × the buyer's piece price.
    expect(packPriceNet({ ownNet: 40, listNet: 40, quantity: 12 }, { net: 2.9, listNet: 3.2 })).toBe(34.8);
  });

  it('holds for random prices: the unit price shown for the pack is at most the piece\'s', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let run = 0; run < 1000; run += 1) {
      const singleList = round2(0.05 + random() * 200);
      const single = round2(singleList * (0.5 + random() * 0.5));
      const quantity = 2 + Math.floor(random() * 500);
      const packList = round2(singleList * quantity * (0.8 + random() * 0.3));
      const net = packPriceNet({ ownNet: packList, listNet: packList, quantity }, { net: single, listNet: singleList });
      expect(net).toBeLessThanOrEqual(packList);
      expect(round2(net / quantity)).toBeLessThanOrEqual(single);
    }
  });
});
