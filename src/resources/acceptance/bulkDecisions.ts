import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

/** No rows ticked (the grid's controlled selection starts and resets here). */
export const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set<GridRowId>() };

/**
 * The rows of the page that are ticked. The grid's model is either the ticked ids ("include") or,
 * after "select all", the ids left out ("exclude"); rows no longer on the page do not count.
 */
export function selectedRows<T extends { id: GridRowId }>(rows: readonly T[], model: GridRowSelectionModel): T[] {
  return rows.filter((row) => (model.type === 'include' ? model.ids.has(row.id) : !model.ids.has(row.id)));
}

/** How one order's decision ended: done, or refused with the server's message (409 decided already, 403...). */
export interface DecisionResult {
  number: string;
  error?: { message: string; statusCode?: number };
}

export interface DecisionOutcome {
  done: string[];
  failed: { number: string; message: string }[];
}

/** A bulk decision's results → the orders done and those refused, in the order they were decided. */
export function decisionOutcome(results: readonly DecisionResult[]): DecisionOutcome {
  return {
    done: results.filter((result) => !result.error).map((result) => result.number),
    failed: results.flatMap((result) => (result.error ? [{ number: result.number, message: result.error.message }] : [])),
  };
}

/**
 * Runs one decision per order one after another (the API decides one order per call; one at a time
 * keeps each cost centre's limit checked against the decisions before it) and never stops at a refusal.
 */
export async function decideEach<T extends { number: string }>(
  orders: readonly T[],
  decide: (order: T) => Promise<unknown>,
): Promise<DecisionOutcome> {
  const results: DecisionResult[] = [];
  for (const order of orders) {
    try {
      await decide(order);
      results.push({ number: order.number });
    } catch (error) {
      const { message, statusCode } = (error ?? {}) as { message?: unknown; statusCode?: number };
      results.push({ number: order.number, error: { message: typeof message === 'string' && message ? message : String(error), statusCode } });
    }
  }
  return decisionOutcome(results);
}
