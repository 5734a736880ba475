import type { ReactNode } from 'react';
import { createStore } from '../../session/createStore';

/**
 * The modal stack (spec §2): modals open on top of each other, each with a title, content,
 * footer buttons (text, mobile text, theme, action) and a close icon. Page scroll is locked
 * while any modal is open.
 */
export interface ModalButton {
  text: string;
  /** A shorter label on phones. */
  mobileText?: string;
  theme?: 'primary' | 'secondary' | 'danger';
  /** Runs on click; the modal closes afterwards unless `keepOpen`. */
  action?: () => void | Promise<void>;
  keepOpen?: boolean;
}

export interface ModalSpec {
  title: string;
  content: ReactNode;
  buttons?: ModalButton[];
  /** 100rem instead of 69.2rem. */
  wide?: boolean;
  onClose?: () => void;
}

export interface ModalEntry extends ModalSpec {
  id: number;
}

export const modalStore = createStore<ModalEntry[]>([]);
let nextId = 1;

/** Opens a modal on top of the others; returns its id. */
export function openModal(spec: ModalSpec): number {
  const id = nextId++;
  modalStore.set((stack) => [...stack, { ...spec, id }]);
  return id;
}

/** Closes one modal (default: the top one). */
export function closeModal(id?: number): void {
  const stack = modalStore.get();
  const target = id === undefined ? stack[stack.length - 1] : stack.find((modal) => modal.id === id);
  if (!target) return;
  modalStore.set((current) => current.filter((modal) => modal.id !== target.id));
  target.onClose?.();
}

export function closeAllModals(): void {
  for (const modal of [...modalStore.get()].reverse()) closeModal(modal.id);
}
