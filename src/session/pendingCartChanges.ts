/**
 * The first scripts only check whether cart changes wait on this device (offline changes of an
 * earlier visit); the code that sends them (cartSync.ts) loads only then, or with the cart.
 */
export const CART_CHANGES_KEY = 'spinacz.cartChanges';

export function hasPendingCartChanges(): boolean {
  try {
    return typeof localStorage !== 'undefined' && Boolean(localStorage.getItem(CART_CHANGES_KEY));
  } catch {
    return false;
  }
}
