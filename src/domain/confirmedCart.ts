/**
 * The cart a buyer confirms by sending an order: the products and quantities the order page showed.
 * The order is placed only from that cart — a cart changed meanwhile (in another tab or window) is
 * refused and shown again, so nobody orders lines they never saw or misses lines they removed.
 */
export interface ConfirmedLine {
  productId: number;
  quantity: number;
}

/** The lines as the order sends them: one per product (quantities of a product on two lines summed), by product. */
export function confirmedLines(lines: readonly ConfirmedLine[]): ConfirmedLine[] {
  const byProduct = new Map<number, number>();
  for (const { productId, quantity } of lines) byProduct.set(productId, (byProduct.get(productId) ?? 0) + quantity);
  return [...byProduct].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}

/** Whether the cart still holds exactly the products and quantities the buyer confirmed, in any order. */
export function isConfirmedCart(cart: readonly ConfirmedLine[], confirmed: readonly ConfirmedLine[]): boolean {
  const held = confirmedLines(cart);
  const seen = confirmedLines(confirmed);
  return held.length === seen.length && held.every((line, index) => line.productId === seen[index].productId && line.quantity === seen[index].quantity);
}
