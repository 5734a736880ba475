/** Where the id of the order being edited is kept on this device (see editOrder.ts). */
const KEY = 'spinacz.editOrder';

export function loadEditedOrder(): number | null {
  try {
    const value = Number(typeof localStorage === 'undefined' ? NaN : localStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function saveEditedOrder(orderId: number): void {
  try {
    localStorage.setItem(KEY, String(orderId));
  } catch {
    // storage blocked: the mode lasts until the page is closed
  }
}

/** Abandons the order edit on this device (its end, or a logout). */
export function forgetEditedOrder(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // storage blocked: nothing was kept
  }
}
