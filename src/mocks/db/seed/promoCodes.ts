/**
 * The demo shop's promo codes. Constants, not generated: they are not part of the seed's shape.
 * One of each kind the cart must handle: a percentage, an amount from a minimum, free delivery,
 * an expired code and one whose minimum an everyday cart does not reach.
 */
import { normalizePromoCode, promoCodeOutcome, type PromoCodeRule } from '../../../domain/promoCode';

export const PROMO_CODES: readonly PromoCodeRule[] = [
  { code: 'SPINACZ10', kind: 'percent', value: 10, minimumNet: 0, validFrom: null, validTo: null },
  { code: 'BIURO50', kind: 'amount', value: 50, minimumNet: 300, validFrom: null, validTo: null },
  { code: 'DOSTAWA0', kind: 'freeDelivery', value: 0, minimumNet: 0, validFrom: null, validTo: null },
  { code: 'JESIEN2025', kind: 'percent', value: 15, minimumNet: 0, validFrom: '2025-09-01', validTo: '2025-11-30' },
  { code: 'HURT15', kind: 'percent', value: 15, minimumNet: 1000, validFrom: null, validTo: null },
];

export const promoCodeRule = (code: string): PromoCodeRule | undefined => PROMO_CODES.find((rule) => rule.code === code);

/**
 * What the code an order was placed with takes off its goods of `goodsNet` (any case; null or
 * unknown: nothing). The code's dates no longer matter for a placed order; its minimum does.
 */
export function orderPromoEffect(code: string | null | undefined, goodsNet: number): { code: string | null; discountNet: number; freeDelivery: boolean } {
  const rule = code ? promoCodeRule(normalizePromoCode(code)) : undefined;
  const outcome = rule ? promoCodeOutcome(rule, goodsNet, null) : null;
  if (!rule || outcome?.status !== 'applied') return { code: null, discountNet: 0, freeDelivery: false };
  return { code: rule.code, discountNet: outcome.discountNet, freeDelivery: outcome.freeDelivery };
}
