import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllModals, closeModal, modalStore, openModal } from './modalStore';

afterEach(() => closeAllModals());

describe('modal stack', () => {
  it('stacks modals and closes the top one first', () => {
    const first = openModal({ title: 'A', content: 'a' });
    const second = openModal({ title: 'B', content: 'b' });
    expect(modalStore.get().map((modal) => modal.id)).toEqual([first, second]);
    closeModal();
    expect(modalStore.get().map((modal) => modal.title)).toEqual(['A']);
  });
  it('closes a given modal and tells it', () => {
    const onClose = vi.fn();
    const id = openModal({ title: 'A', content: 'a', onClose });
    openModal({ title: 'B', content: 'b' });
    closeModal(id);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(modalStore.get().map((modal) => modal.title)).toEqual(['B']);
  });
});
