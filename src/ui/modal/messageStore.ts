import { createStore } from '../../session/createStore';

/** The "Komunikat" message modal (order multiples, cart refusals...). */
export interface Message {
  title: string;
  /** Bold first line, e.g. the product the message is about. */
  subject?: string;
  text: string;
}

export const messageStore = createStore<Message | null>(null);

export function showMessage(message: Message): void {
  messageStore.set(message);
}

export function closeMessage(): void {
  messageStore.set(null);
}
