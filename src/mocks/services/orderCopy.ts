/**
 * Copy an order into the current cart ("copy order", "reorder in one click"): the order's products at
 * today's prices (the cart prices them), each quantity checked by the cart's one quantity rule
 * (`checkQuantity`): a quantity that is no longer a whole order multiple is rounded up to one, a product
 * no longer offered or blocked for the company is left out. Products for adults follow the age gate of
 * spec §4 (`applyAgeAnswer`): not asked yet, nothing goes in (409 AGE-CONFIRMATION-REQUIRED); declined,
 * they are left out. The message names what changed.
 */
import { cartOwner } from '../http/auth';
import type { AgeAnswer } from '../../domain/ageGate';
import { DemoHttpError } from '../http/errors';
import type { ViewContext } from '../presenters/context';
import { applyAgeAnswer } from './ageGate';
import { addQuantities, cartLines, checkQuantity, clearCart, MAX_LINE_QUANTITY } from './cart';
import { orderForSession } from './orderAccess';
import type { SeedCompany, SeedUser } from '../db/types';

type UserSession = { kind: 'user'; user: SeedUser; company: SeedCompany; token: string };

/** Copies the order's products into the session's cart; returns the message for the user. */
export function copyOrderToCart(session: UserSession, orderId: number, ctx: ViewContext, options: { clearCart?: boolean; ageConfirmed?: AgeAnswer } = {}): string {
  // The data-only role never gets here: the operation wrapper's role gate (http/roleGate.ts) refuses it.
  const order = orderForSession(session, orderId);
  const owner = cartOwner(session);
  const quantities = new Map<number, number>();
  for (const line of order.lines) quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);

  const additions = new Map<number, number>();
  const notes: string[] = [];
  const existing = options.clearCart ? [] : cartLines(owner);
  for (const [productId, ordered] of quantities) {
    const product = ctx.seed.productById.get(productId);
    if (!product) continue;
    const inCart = existing.find((line) => line.productId === productId)?.quantity ?? 0;
    let quantity = ordered;
    let check = checkQuantity(product, inCart + quantity, ctx);
    if (!check.ok && check.code === 'ORDER-MULTIPLE') {
      quantity = Math.ceil(ordered / product.orderMultiple) * product.orderMultiple; // up to the next whole multiple
      check = checkQuantity(product, inCart + quantity, ctx);
      if (check.ok) notes.push(`Ilość produktu „${product.name}” zmieniono z ${ordered} na ${quantity} ${product.uom} (wielokrotność ${product.orderMultiple}).`);
    }
    if (!check.ok) {
      notes.push(`Pominięto „${product.name}”: ${check.message}`);
      continue;
    }
    if (inCart + quantity > MAX_LINE_QUANTITY) continue;
    additions.set(productId, quantity);
  }
  // The age gate asks only about products that would otherwise go in.
  const gate = applyAgeAnswer([...additions.keys()], (productId) => ctx.seed.productById.get(productId)!, options.ageConfirmed, ctx);
  if (gate.leftOutNote) {
    for (const productId of additions.keys()) if (!gate.add.includes(productId)) additions.delete(productId);
    notes.push(gate.leftOutNote);
  }
  if (!additions.size) throw new DemoHttpError(409, 'NOTHING-TO-COPY', `Żadnego produktu z zamówienia ${order.number} nie można dziś dodać do koszyka. ${notes.join(' ')}`.trim());
  if (options.clearCart) clearCart(owner);
  addQuantities(owner, additions);
  const skipped = quantities.size - additions.size;
  const head = skipped ? `Dodano do koszyka ${additions.size} z ${quantities.size} produktów zamówienia ${order.number}.` : 'Produkty zostały dodane do koszyka.';
  return [head, ...notes].join(' ');
}
