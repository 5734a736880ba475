import { splitByAgeGate } from '../../domain/ageGate';
import { isAgeConfirmed, openAgePopup } from './ageGate';

/**
 * The age gate of every add of several products at once (quick order, a shopping list into the
 * cart, a copied order): the adult-only lines (splitByAgeGate) wait for one popup. "Yes" lets all
 * lines through; "No" lets only the others through and returns the held ones as `declined`, for
 * the caller to name them. Without adult-only lines (or with the age confirmed) nothing is asked.
 */
export function passAgeGate<L>(lines: readonly L[], forAdults: (line: L) => boolean): Promise<{ allowed: L[]; declined: L[] }> {
  const { free, gated } = splitByAgeGate(lines, forAdults, isAgeConfirmed());
  if (gated.length === 0) return Promise.resolve({ allowed: [...lines], declined: [] });
  return new Promise((resolve) => {
    openAgePopup(
      () => resolve({ allowed: [...lines], declined: [] }),
      () => resolve({ allowed: free, declined: gated }),
    );
  });
}

/** The API's code for an add of an order's or a list's products that holds products for adults and no answer yet. */
export const AGE_CONFIRMATION_REQUIRED = 'AGE-CONFIRMATION-REQUIRED';

/** Whether a failed request is the API asking for the shopper's age (an ApiError or a Refine HttpError carries `code`). */
export function isAgeConfirmationRequired(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === AGE_CONFIRMATION_REQUIRED;
}

/** Opens the age popup and resolves with the answer: true on "Yes" (which stores the confirmation), false on "No" or closing. */
export function askAge(): Promise<boolean> {
  return new Promise((resolve) => openAgePopup(() => resolve(true), () => resolve(false)));
}

/**
 * The age gate of a request that puts an order's or a list's products into the cart (the API decides
 * which products are for adults): sends `ageConfirmed: true` when the age is already confirmed, else no
 * answer; when the API asks (409 AGE-CONFIRMATION-REQUIRED, nothing added) the popup opens and the
 * request goes again with the answer — "Yes" adds everything, "No" the other products only.
 */
export async function sendWithAgeAnswer<T>(send: (ageConfirmed: boolean | undefined) => Promise<T>): Promise<T> {
  try {
    return await send(isAgeConfirmed() ? true : undefined);
  } catch (error) {
    if (!isAgeConfirmationRequired(error)) throw error;
    return send(await askAge());
  }
}
