/**
 * Who may read which messages of the demo mailbox. In the page the demo API is this browser's own
 * (its data sits in this browser's storage): the mailbox shows everything. The Node server is
 * shared by every visitor: there a browser sees the messages to the accounts it created
 * (registration, an account made at checkout, a company user its administrator added) or logged
 * into, and the single messages its own requests sent (a guest's order confirmation, the link that
 * confirms its newsletter sign-up) — never an address it merely names: asking for someone's password
 * reset or typing their address in an order or the newsletter form opens none of their other mail.
 *
 * server.ts tells the handlers which browser calls (`VISITOR_HEADER`, from its own HttpOnly cookie,
 * whatever the client sent); a request without it comes from the page's own demo API.
 */
import { getState, updateState } from '../db/store';

/** The header server.ts sets to the calling browser's visitor id (a client's own value is replaced). */
export const VISITOR_HEADER = 'x-spinacz-demo-visitor';

/** Addresses and single messages a visitor keeps at most (the oldest go first), and visitors kept at most (the longest unseen go first). */
export const MAILBOX_ACCESS_LIMITS = { addressesPerVisitor: 20, messagesPerVisitor: 50, visitors: 5_000 } as const;

/** `all` in the page; on the server the lower-case addresses this browser may read, and the single messages its requests sent. */
export type MailboxScope = 'all' | { addresses: ReadonlySet<string>; messages: ReadonlySet<number> };

export function mailboxScope(request: Request): MailboxScope {
  const visitor = request.headers.get(VISITOR_HEADER);
  if (visitor === null) return 'all';
  const state = getState();
  return { addresses: new Set(state.visitorAddresses?.[visitor] ?? []), messages: new Set(state.visitorMail?.[visitor] ?? []) };
}

export const mayRead = (scope: MailboxScope, mail: { id: number; to: string }): boolean =>
  scope === 'all' || scope.addresses.has(mail.to.trim().toLowerCase()) || scope.messages.has(mail.id);

/**
 * Runs `send` (which may put messages into the mailbox) and lets the calling browser read the
 * messages it sent, whoever they went to: the browser asked for them (nothing in the page).
 */
export function rememberVisitorMail<T>(request: Request, send: () => T): T {
  const visitor = request.headers.get(VISITOR_HEADER);
  const before = getState().counters.mail ?? 1;
  const result = send();
  const after = getState().counters.mail ?? 1;
  if (visitor === null || after === before) return result;
  const sent = Array.from({ length: after - before }, (_, index) => before + index);
  updateState((state) => {
    const all = { ...(state.visitorMail ?? {}) };
    const kept = all[visitor] ?? [];
    delete all[visitor];
    all[visitor] = [...kept, ...sent].slice(-MAILBOX_ACCESS_LIMITS.messagesPerVisitor);
    const visitors = Object.keys(all);
    for (const stale of visitors.slice(0, Math.max(0, visitors.length - MAILBOX_ACCESS_LIMITS.visitors))) delete all[stale];
    state.visitorMail = all;
  });
  return result;
}

/** Records that the calling browser created or logged into the account of `address` (nothing in the page). */
export function rememberVisitorAccount(request: Request, address: string): void {
  const visitor = request.headers.get(VISITOR_HEADER);
  if (visitor === null) return;
  const login = address.trim().toLowerCase();
  updateState((state) => {
    const all = { ...(state.visitorAddresses ?? {}) };
    const kept = (all[visitor] ?? []).filter((known) => known !== login);
    delete all[visitor];
    // Re-inserted last: the object's order is the order of use, the first key the longest unseen.
    all[visitor] = [...kept, login].slice(-MAILBOX_ACCESS_LIMITS.addressesPerVisitor);
    const visitors = Object.keys(all);
    for (const stale of visitors.slice(0, Math.max(0, visitors.length - MAILBOX_ACCESS_LIMITS.visitors))) delete all[stale];
    state.visitorAddresses = all;
  });
}
