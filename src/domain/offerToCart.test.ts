import { describe, expect, it } from 'vitest';
import { offerCartBlock, offerCartBlockMessage, offerCartItems, offerStatusOn } from './offerToCart';

describe('offerStatusOn', () => {
  it('is active through the last valid day, expired the day after, being prepared without prices', () => {
    expect(offerStatusOn({ preparing: false, validUntil: '2026-11-30' }, '2026-11-30')).toBe('active');
    expect(offerStatusOn({ preparing: false, validUntil: '2026-11-29' }, '2026-11-30')).toBe('expired');
    expect(offerStatusOn({ preparing: true, validUntil: null }, '2026-11-30')).toBe('inPreparation');
  });
});

describe('offerCartBlock', () => {
  it('lets only an active offer into the cart', () => {
    expect(offerCartBlock('active')).toBeNull();
    expect(offerCartBlock('expired')).toBe('expired');
    expect(offerCartBlock('inPreparation')).toBe('inPreparation');
    expect(offerCartBlock('requested')).toBe('requested');
    expect(offerCartBlock('something new')).toBe('inPreparation');
  });

  it('says an expired offer expired, with its last day, in both languages', () => {
    expect(offerCartBlockMessage('expired', '2026-10-26')).toBe('Ta oferta wygasła – obowiązywała do 26.10.2026. Jej ceny już nie obowiązują, więc nie można dodać jej do koszyka. Poproś o nową ofertę.');
    expect(offerCartBlockMessage('expired', '2026-10-26', 'en')).toContain('This offer has expired');
  });
});

describe('offerCartItems', () => {
  const lines = [{ productId: 1, quantity: 10 }, { productId: 2, quantity: 4 }];

  it('takes every line at the offer’s quantity when nothing is chosen', () => {
    expect(offerCartItems(lines)).toEqual({ ok: true, items: lines });
  });

  it('takes the chosen lines with their quantities', () => {
    expect(offerCartItems(lines, [{ productId: 2, quantity: 8 }])).toEqual({ ok: true, items: [{ productId: 2, quantity: 8 }] });
  });

  it('names the first chosen product that is not on the offer', () => {
    expect(offerCartItems(lines, [{ productId: 1, quantity: 1 }, { productId: 3, quantity: 1 }])).toEqual({ ok: false, index: 1 });
  });
});
