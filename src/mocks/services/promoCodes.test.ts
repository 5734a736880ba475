import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSeed } from '../db/seed';
import { memoryPersistence } from '../db/persistence';
import { configurePersistence, getState } from '../db/store';
import type { ViewContext } from '../presenters/context';
import { applyPromoCode, promoEffectFor } from './promoCodes';

// No demo account has promotions blocked; this stands in for one that has.
vi.mock('./users', () => ({ aclOf: (user: { id: number }) => ({ hasBlockedPromotions: user.id === 99 }) }));

const autumn = buildSeed({ today: new Date('2025-10-01T00:00:00Z') });
const winter = { ...autumn, today: new Date('2025-12-01T00:00:00Z') };
const guest = (seed = autumn): ViewContext => ({ seed, user: null, company: null, netPrices: false });

beforeEach(() => configurePersistence(memoryPersistence()));

describe('promo codes of a cart', () => {
  it('keeps a code while it applies and drops it, with the reason, once it expires', () => {
    expect(applyPromoCode('g:a', 'jesien2025', 100, guest())).toBe('Kod rabatowy „JESIEN2025” został naliczony: −15% na produkty.');
    expect(promoEffectFor('g:a', 100, guest())).toEqual({ code: 'JESIEN2025', discountNet: 15, freeDelivery: false, notice: null, onHold: null });
    expect(promoEffectFor('g:a', 100, guest(winter))).toEqual({
      code: null, discountNet: 0, freeDelivery: false, notice: 'Kod rabatowy „JESIEN2025” został usunięty z koszyka: wygasł 30.11.2025.', onHold: null,
    });
    expect(getState().promoCodes['g:a']).toBeUndefined();
    expect(promoEffectFor('g:a', 100, guest(winter)).notice).toBeNull();
  });

  it('keeps a code below its minimum on hold, says what is missing, and applies it again once the goods reach it', () => {
    expect(applyPromoCode('g:h', 'BIURO50', 300, guest())).toBe('Kod rabatowy „BIURO50” został naliczony: −50,00\u00a0zł netto.');
    const held = promoEffectFor('g:h', 210, guest());
    expect(held).toEqual({
      code: null, discountNet: 0, freeDelivery: false, notice: null,
      onHold: {
        code: 'BIURO50',
        message: 'Kod rabatowy „BIURO50” nie jest teraz naliczany: obowiązuje od 300,00\u00a0zł netto wartości produktów – brakuje 90,00\u00a0zł. Zostanie naliczony sam, gdy koszyk spełni warunek.',
      },
    });
    expect(getState().promoCodes['g:h']).toBe('BIURO50');
    expect(promoEffectFor('g:h', 300, guest())).toEqual({ code: 'BIURO50', discountNet: 50, freeDelivery: false, notice: null, onHold: null });
  });

  it('replaces the code a cart had with the new one', () => {
    applyPromoCode('g:b', 'SPINACZ10', 100, guest());
    expect(applyPromoCode('g:b', 'DOSTAWA0', 100, guest())).toBe('Kod rabatowy „DOSTAWA0” został naliczony: darmowa dostawa.');
    expect(promoEffectFor('g:b', 100, guest())).toMatchObject({ code: 'DOSTAWA0', discountNet: 0, freeDelivery: true });
  });

  it('refuses an account whose promotions are blocked with 403, and leaves its cart alone', () => {
    const [user] = autumn.users;
    const ctx: ViewContext = { seed: autumn, user: { ...user, id: 99 }, company: autumn.companies[0], netPrices: true };
    expect(() => applyPromoCode('u:99', 'SPINACZ10', 100, ctx)).toThrow(expect.objectContaining({ status: 403, message: 'Twoje konto nie może korzystać z kodów rabatowych.' }));
    expect(getState().promoCodes['u:99']).toBeUndefined();
    expect(applyPromoCode('u:1', 'SPINACZ10', 100, { ...ctx, user })).toContain('SPINACZ10');
  });
});
