/** Order-multiple and quantity rules of spec §4–5. */
export interface OrderMultiple {
  /** The product's order multiple (pack group size); 1 when there is none. */
  orderQuantityMultiple: number;
  /** When true the multiple is only a suggestion and any quantity goes. */
  orderQuantityMultipleSuggestedOnly: boolean;
}

/** Whether the multiple binds: the product has one above 1 and it is not only suggested. */
export function isMultipleEnforced(rule: OrderMultiple): boolean {
  return rule.orderQuantityMultiple > 1 && !rule.orderQuantityMultipleSuggestedOnly;
}

/** Step and minimum of the quantity input: the group size in multiples mode, else 1. */
export function quantityStep(rule: OrderMultiple): number {
  return isMultipleEnforced(rule) ? rule.orderQuantityMultiple : 1;
}

/** A quantity is divisible by the order multiple unless the multiple is only suggested. */
export function isValidOrderMultiple(quantity: number, rule: OrderMultiple): boolean {
  if (!isMultipleEnforced(rule)) return true;
  return quantity % rule.orderQuantityMultiple === 0;
}

/** A quantity the cart accepts: a whole number of at least 1 that respects the multiple. */
export function isValidQuantity(quantity: number, rule: OrderMultiple): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && isValidOrderMultiple(quantity, rule);
}

/** Quantity inputs accept whole numbers; empty is allowed and becomes 0. */
export function parseQuantity(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

/** The minus button is disabled at or below the step. */
export function canDecrease(quantity: number, step: number): boolean {
  return quantity > step;
}

/** One step down, never below the step itself. */
export function decreaseQuantity(quantity: number, step: number): number {
  return Math.max(step, quantity - step);
}

/** One step up. */
export function increaseQuantity(quantity: number, step: number): number {
  return quantity + step;
}

/** The starting quantity of a tile: one pack group in multiples mode, else 1. */
export function initialQuantity(rule: OrderMultiple): number {
  return quantityStep(rule);
}
