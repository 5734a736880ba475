import type { SalesOrderSummary } from '../../generated/model';

/**
 * Copying several orders to the cart from the orders list ("Kopiuj do koszyka" on the ticked orders):
 * each order goes through the same copy as on its own page (the API's copy operation, which applies the
 * quantity rules, and the age gate), one after another into the one cart, and the list says per order
 * what went in or why it did not.
 */

/** Whether an order may be ticked for the copy: the API offers it (canCopy) and it has products. The data-only role ticks none. */
export const mayCopyToCart = (order: Pick<SalesOrderSummary, 'canCopy' | 'itemsCount'>): boolean => order.canCopy && order.itemsCount > 0;

/** What one order's copy did: the API's message (what went in, what was changed or left out), or why nothing went in. */
export type CopyResult<O> = { order: O; added: true; message: string | null } | { order: O; added: false; message: string };

/**
 * The age gate of several copies at once: the shopper is asked once. Given the answer the copy got
 * (undefined before anyone was asked), the answer it sends: after a "No", the later orders' products
 * for adults are left out without asking again (after a "Yes" the confirmation is kept anyway).
 */
export function batchAgeAnswer(): (answer: boolean | undefined) => boolean | undefined {
  let declined = false;
  return (answer) => {
    if (answer === false) declined = true;
    return answer ?? (declined ? false : undefined);
  };
}

/** Copies the orders one after another (each into the cart as the previous one left it); a refused one does not stop the rest. */
export async function copyInTurn<O>(
  orders: readonly O[],
  copy: (order: O) => Promise<{ message?: string | null }>,
  failure: (error: unknown) => string,
): Promise<CopyResult<O>[]> {
  const results: CopyResult<O>[] = [];
  for (const order of orders) {
    try {
      const response = await copy(order);
      results.push({ order, added: true, message: response.message?.trim() || null });
    } catch (error) {
      results.push({ order, added: false, message: failure(error) });
    }
  }
  return results;
}

/** The summary of the copies: how many went in, how many were refused, and how the report is toned. */
export function copySummary(results: readonly CopyResult<unknown>[]): { added: number; refused: number; outcome: 'allAdded' | 'someRefused' | 'noneAdded' } {
  const added = results.filter((result) => result.added).length;
  const refused = results.length - added;
  return { added, refused, outcome: refused === 0 ? 'allAdded' : added === 0 ? 'noneAdded' : 'someRefused' };
}
