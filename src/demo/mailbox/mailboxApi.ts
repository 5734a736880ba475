import { apiFetch } from '../../api/mutator';

/**
 * A message of the demo mailbox, as the demo-only endpoints give it (`GET /demo-api/mailbox`,
 * `GET /demo-api/mailbox/:id`; outside the contract, see src/mocks/handlers/demo-only.ts). The page
 * keeps its own small type instead of importing the demo API.
 */
export interface DemoMail {
  id: number;
  /** Recipient address, lower case. */
  to: string;
  subject: string;
  /** Plain-text paragraphs (the greeting first, the signature last); a paragraph may hold line breaks. */
  paragraphs: string[];
  /** The message's buttons: shop paths (`/rejestracja/…`) or absolute addresses. */
  links: { label: string; href: string }[];
  kind: string;
  sentAt: string;
}

const MAILBOX_URL = '/demo-api/mailbox';

export const mailboxQueryKey = (to: string) => [MAILBOX_URL, to] as const;
export const mailQueryKey = (id: number) => [`${MAILBOX_URL}/${id}`] as const;

/** The messages, newest first; only those to `to` when it is not empty. */
export async function fetchMailbox(to: string, signal?: AbortSignal): Promise<DemoMail[]> {
  const address = to.trim();
  const { messages } = await apiFetch<{ messages: DemoMail[] }>({ url: MAILBOX_URL, method: 'GET', params: address ? { to: address } : undefined, signal });
  return messages;
}

export async function fetchMail(id: number, signal?: AbortSignal): Promise<DemoMail> {
  const { message } = await apiFetch<{ message: DemoMail }>({ url: `${MAILBOX_URL}/${id}`, method: 'GET', signal });
  return message;
}

/** A shop path opens inside the app (router); an absolute address stays a normal link. */
export const isShopPath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');
