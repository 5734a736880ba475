/** The delivery fee rule: a method's fee, waived from the free-delivery threshold (net goods after discount). */

export interface DeliveryFeeRule {
  /** The method's fee, net. 0: always free (personal pickup). */
  feeNet: number;
  /** Whether the free-delivery threshold waives the fee. */
  freeFromThreshold: boolean;
}

export interface DeliveryFeeContext {
  /** Net value of the goods after the discount. */
  goodsNet: number;
  /** Goods net from which delivery is free. */
  freeFromNet: number;
  /** A promo code gives free delivery. */
  freeDelivery?: boolean;
  /** An empty cart pays no delivery. */
  empty?: boolean;
}

/** The fee (net) a method costs for these goods. */
export function deliveryFeeNet(rule: DeliveryFeeRule, context: DeliveryFeeContext): number {
  if (context.empty || context.freeDelivery || rule.feeNet <= 0) return 0;
  if (rule.freeFromThreshold && toCents(context.goodsNet) >= toCents(context.freeFromNet)) return 0;
  return rule.feeNet;
}

/** How much net is missing to free delivery (0 once reached, or when the method or a code is free anyway). */
export function missingForFreeDelivery(rule: DeliveryFeeRule, context: DeliveryFeeContext): number {
  if (context.freeDelivery || rule.feeNet <= 0 || !rule.freeFromThreshold) return 0;
  return Math.max(0, toCents(context.freeFromNet) - toCents(context.goodsNet)) / 100;
}

/** The smallest fee a paid method costs (0 when every method is free). */
export function minimalDeliveryFeeNet(rules: readonly DeliveryFeeRule[]): number {
  const paid = rules.map((rule) => rule.feeNet).filter((fee) => fee > 0);
  return paid.length ? Math.min(...paid) : 0;
}

const toCents = (amount: number): number => Math.round(amount * 100);
