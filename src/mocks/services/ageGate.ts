/**
 * The age gate of spec §4 on the paths that add several products at once from what the user already
 * has (a copied order, a shopping list into the cart): one rule (`decideByAgeAnswer`), one refusal and
 * one note. Without the shopper's answer the request adds nothing and answers 409
 * AGE-CONFIRMATION-REQUIRED naming the products for adults; declined, those products are left out and named.
 */
import { decideByAgeAnswer, type AgeAnswer } from '../../domain/ageGate';
import type { SeedProduct } from '../db/types';
import { DemoHttpError } from '../http/errors';
import type { ViewContext } from '../presenters/context';

export const AGE_CONFIRMATION_REQUIRED = 'AGE-CONFIRMATION-REQUIRED';

/** A product of a category for adults. */
export const isForAdults = (product: SeedProduct, ctx: ViewContext): boolean => ctx.seed.categoryById.get(product.categoryId)?.forAdults ?? false;

/** Each product once (a list may name a product in several lines), quoted, in the order given. */
const quoted = (products: readonly SeedProduct[]): string => [...new Map(products.map((product) => [product.id, product])).values()].map((product) => `„${product.name}”`).join(', ');
const distinct = (products: readonly SeedProduct[]): number => new Set(products.map((product) => product.id)).size;

/** The refusal that asks for the shopper's age, naming the products for adults. */
export function ageConfirmationRequired(products: readonly SeedProduct[]): DemoHttpError {
  const message = distinct(products) === 1
    ? `Produkt ${quoted(products)} jest przeznaczony dla osób pełnoletnich – potwierdź, że masz ukończone 18 lat.`
    : `Produkty ${quoted(products)} są przeznaczone dla osób pełnoletnich – potwierdź, że masz ukończone 18 lat.`;
  return new DemoHttpError(409, AGE_CONFIRMATION_REQUIRED, message);
}

/** The note naming the products for adults left out after the shopper declined. */
export function leftOutForAge(products: readonly SeedProduct[]): string {
  return distinct(products) === 1
    ? `Pominięto ${quoted(products)} – produkt jest przeznaczony dla osób pełnoletnich, a wiek nie został potwierdzony.`
    : `Pominięto ${quoted(products)} – produkty są przeznaczone dla osób pełnoletnich, a wiek nie został potwierdzony.`;
}

/**
 * Applies the shopper's answer to the lines about to go into the cart: throws the 409 that asks when
 * it is needed and not given; else returns the lines to add and the note naming those left out (null
 * when none is).
 */
export function applyAgeAnswer<L>(lines: readonly L[], productOf: (line: L) => SeedProduct, answer: AgeAnswer, ctx: ViewContext): { add: L[]; leftOutNote: string | null } {
  const decision = decideByAgeAnswer(lines, (line) => isForAdults(productOf(line), ctx), answer);
  if (decision.outcome === 'ask') throw ageConfirmationRequired(decision.gated.map(productOf));
  return { add: decision.add, leftOutNote: decision.leftOut.length ? leftOutForAge(decision.leftOut.map(productOf)) : null };
}
