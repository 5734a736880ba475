import type { PlacedOrderResponse } from '../../generated/model';

/**
 * What the confirmation says beyond the order itself (it may be opened after the payment page,
 * so it is kept in this tab's storage): whether the guest's account was created and with what e-mail.
 */
export interface PlacedOrderNote {
  accountCreated: boolean;
  email: string | null;
  requiresAcceptance: boolean;
}

const keyOf = (id: number | string) => `spinacz-placed-order:${id}`;

export function rememberPlacedOrder(response: PlacedOrderResponse, email: string | null): void {
  const note: PlacedOrderNote = { accountCreated: response.userAccountCreated, email, requiresAcceptance: response.requiresAcceptance };
  try {
    sessionStorage.setItem(keyOf(response.salesOrder.id), JSON.stringify(note));
  } catch {
    // Without storage the confirmation only misses the account note.
  }
}

export function placedOrderNote(id: number | string): PlacedOrderNote | null {
  try {
    const note = JSON.parse(sessionStorage.getItem(keyOf(id)) ?? 'null') as PlacedOrderNote | null;
    return note && typeof note === 'object' ? note : null;
  } catch {
    return null;
  }
}

/** The query parameter the demo payment page returns with: paid or failed. */
export const PAYMENT_RESULT_PARAM = 'platnosc';
