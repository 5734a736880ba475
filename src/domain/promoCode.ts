/** Promo-code rules: what a code takes off the goods, and when it does not apply. */

export type PromoCodeKind = 'percent' | 'amount' | 'freeDelivery';

export interface PromoCodeRule {
  /** Upper-case code; codes are compared case-insensitively. */
  code: string;
  kind: PromoCodeKind;
  /** Percent off the goods (`percent`) or złoty net off (`amount`); unused for `freeDelivery`. */
  value: number;
  /** Net value of the goods the code needs (0: none). */
  minimumNet: number;
  /** First and last day (YYYY-MM-DD, inclusive); null: open. */
  validFrom: string | null;
  validTo: string | null;
}

export type PromoCodeOutcome =
  | { status: 'applied'; discountNet: number; freeDelivery: boolean }
  | { status: 'notYetValid'; validFrom: string }
  | { status: 'expired'; validTo: string }
  | { status: 'belowMinimum'; missingNet: number };

/** The code as the shop keeps it: trimmed, upper case. */
export const normalizePromoCode = (code: string): string => code.trim().toUpperCase();

/**
 * What a code does for goods of `goodsNet` złoty net on `today` (YYYY-MM-DD); `today` null skips
 * the dates (an order keeps the code it was placed with). The discount is in whole grosze and never
 * more than the goods.
 */
export function promoCodeOutcome(rule: PromoCodeRule, goodsNet: number, today: string | null): PromoCodeOutcome {
  if (today !== null && rule.validFrom !== null && today < rule.validFrom) return { status: 'notYetValid', validFrom: rule.validFrom };
  if (today !== null && rule.validTo !== null && today > rule.validTo) return { status: 'expired', validTo: rule.validTo };
  const goodsCents = Math.round(goodsNet * 100);
  const minimumCents = Math.round(rule.minimumNet * 100);
  if (goodsCents < minimumCents) return { status: 'belowMinimum', missingNet: (minimumCents - goodsCents) / 100 };
  const discountCents =
    rule.kind === 'percent' ? Math.round((goodsCents * rule.value) / 100) : rule.kind === 'amount' ? Math.round(rule.value * 100) : 0;
  return { status: 'applied', discountNet: Math.min(discountCents, goodsCents) / 100, freeDelivery: rule.kind === 'freeDelivery' };
}

/**
 * Whether a cart keeps a code that does not apply now: below its minimum the shopper can still
 * reach it (the code applies again by itself); expired or not yet valid it cannot come back with
 * the cart's contents, so the cart drops it.
 */
export function holdsCode(outcome: PromoCodeOutcome): outcome is { status: 'belowMinimum'; missingNet: number } {
  return outcome.status === 'belowMinimum';
}

/** What a cart's promo messages depend on: its lines' quantities and its code (in effect or on hold). */
export interface PromoCartState {
  items: readonly { productId: number; quantity: number }[];
  promoCode?: string | null;
  promoCodeOnHold?: { code: string } | null;
}

/**
 * A stamp of the cart a promo message was given for: the message of an apply or a removal is shown
 * only while the cart still has this stamp, so no success or error outlives a change of the cart
 * (the cart's own promo state is shown instead).
 */
export function promoCartStamp(cart: PromoCartState): string {
  const lines = cart.items.map((item) => `${item.productId}x${item.quantity}`).sort().join(',');
  return `${lines}|${cart.promoCode ?? ''}|${cart.promoCodeOnHold?.code ?? ''}`;
}
