/**
 * Edit-order mode (spec §4): while an order id is set, the cart is that order ("TRYB EDYCJI"):
 * adding, changing and removing products changes only the order. The id is kept on this device
 * and restored on start for a logged-in user; for a guest (or after logout) it is deleted.
 */
import { createStore, useStore } from './createStore';
import { forgetEditedOrder, loadEditedOrder, saveEditedOrder } from './editOrderStorage';
import { sessionStore } from './session';

export const editOrderStore = createStore<number | null>(loadEditedOrder(), { server: null });

/** Enters the mode for an order (from the order's detail screen, or /koszyk?edytuj-zamowienie=<id>). */
export function startEditOrder(orderId: number): void {
  saveEditedOrder(orderId);
  editOrderStore.set(orderId);
}

/** "Zakończ edycje": back to the shopping cart. */
export function endEditOrder(): void {
  forgetEditedOrder();
  editOrderStore.set(null);
}

/** The order being edited: only for a logged-in user, once the session is known. */
export function currentEditOrderId(): number | null {
  const session = sessionStore.get();
  return session.status === 'ready' && session.isLoggedIn ? editOrderStore.get() : null;
}

export function useEditOrderId(): number | null {
  const orderId = useStore(editOrderStore);
  const session = useStore(sessionStore);
  return session.status === 'ready' && session.isLoggedIn ? orderId : null;
}

// A guest session (at start, or after a logout) abandons any order edit.
sessionStore.subscribe(() => {
  const session = sessionStore.get();
  if (session.status === 'ready' && !session.isLoggedIn && editOrderStore.get() !== null) endEditOrder();
});
