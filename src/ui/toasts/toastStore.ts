import { createStore } from '../../session/createStore';

/** Toasts of spec §8: shown 4000 ms, one after another. */
export const TOAST_DURATION_MS = 4000;

export interface Toast {
  id: number;
  message: string;
  /** Optional first line, e.g. the product name cut to 40 characters. */
  title?: string;
  severity: 'success' | 'info' | 'warning' | 'error';
  /** Optional link after the message, e.g. "Przejdź do koszyka" (an href of localePath). */
  link?: { href: string; label: string };
}

export const toastStore = createStore<Toast[]>([]);
let nextId = 1;

export function showToast(toast: Omit<Toast, 'id' | 'severity'> & { severity?: Toast['severity'] }): void {
  toastStore.set((queue) => [...queue, { severity: 'success', ...toast, id: nextId++ }]);
}

export function dismissToast(id: number): void {
  toastStore.set((queue) => queue.filter((toast) => toast.id !== id));
}
