/** Order-multiple and quantity rules of spec §4–5. */
import { MAX_LINE_QUANTITY } from './orderPolicy/quantityRule';

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

/** The most of one product a cart line holds: the order policy's one maximum (the contract's CartItemChange maximum). */
export const MAX_TYPED_QUANTITY = MAX_LINE_QUANTITY;

/** Why a typed quantity is refused: not a whole number of digits, zero where zero means nothing, or above the maximum. */
export type QuantityRefusal = 'notWhole' | 'belowOne' | 'tooLarge';

/**
 * What the shopper typed into a quantity field (spec §5 "numeric (digits only)"): digits only make
 * a quantity ("007" is 7, "0" is 0); an empty field is `empty` (not a quantity yet, and never a
 * deletion by itself); "2.5", "1e3", "-5", "7,5", "1 000" or letters are `refused` — nothing is read
 * out of them, so the previous quantity stays.
 */
export type TypedQuantity = { kind: 'empty' } | { kind: 'quantity'; value: number } | { kind: 'refused'; reason: Exclude<QuantityRefusal, 'belowOne'> };

export function parseTypedQuantity(text: string): TypedQuantity {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!/^[0-9]+$/.test(trimmed)) return { kind: 'refused', reason: 'notWhole' };
  const value = Number(trimmed);
  if (value > MAX_TYPED_QUANTITY) return { kind: 'refused', reason: 'tooLarge' };
  return { kind: 'quantity', value };
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

/** The pack group size of a product (its order multiple, also when only suggested). */
export function groupSize(rule: OrderMultiple): number {
  return Math.max(1, Math.floor(rule.orderQuantityMultiple));
}

/** The "add a group" button appears only when the group is greater than 1 and the input is enabled. */
export function showsGroupAdd(group: number, disabled: boolean): boolean {
  return group > 1 && !disabled;
}

/** Adds one pack group; an initial value of 1 jumps to the group size instead. */
export function addGroup(quantity: number, group: number): number {
  return quantity === 1 ? group : quantity + group;
}

/** The input is in error when a value is given that breaks the enforced order multiple. */
export function isQuantityInError(quantity: number, rule: OrderMultiple): boolean {
  return quantity > 0 && !isValidOrderMultiple(quantity, rule);
}

export interface StockShortage {
  /** How many can be delivered now. */
  available: number;
  /** How many are missing. */
  missing: number;
}

/** When more is asked for than is in stock: available vs missing quantity; null when the stock suffices. */
export function stockShortage(quantity: number, stock: number): StockShortage | null {
  if (!(quantity > stock)) return null;
  const available = Math.max(0, Math.floor(stock));
  return { available, missing: quantity - available };
}
