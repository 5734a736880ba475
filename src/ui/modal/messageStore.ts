import { createElement, Fragment } from 'react';
import i18n from '../../i18n';
import { closeModal, modalStore, openModal } from './modalStore';

/** The "Komunikat" message modal (order multiples, cart refusals...), on the modal stack. */
export interface Message {
  title: string;
  /** Bold first line, e.g. the product the message is about. */
  subject?: string;
  text: string;
}

let messageId: number | null = null;

export function showMessage(message: Message): void {
  if (messageId !== null) closeModal(messageId);
  const content = createElement(
    Fragment,
    null,
    message.subject ? createElement('p', { style: { fontWeight: 700, margin: '0 0 0.8rem' } }, message.subject) : null,
    createElement('p', { style: { margin: 0 } }, message.text),
  );
  messageId = openModal({
    title: message.title,
    content,
    buttons: [{ text: i18n.t('common:actions.ok'), theme: 'primary' }],
    onClose: () => {
      messageId = null;
    },
  });
}

export function closeMessage(): void {
  if (messageId !== null) closeModal(messageId);
}

/** Whether a message is open (tests). */
export function isMessageOpen(): boolean {
  return messageId !== null && modalStore.get().some((modal) => modal.id === messageId);
}
