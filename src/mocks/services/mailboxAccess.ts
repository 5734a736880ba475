/**
 * Who may read which messages of the demo mailbox. In the page the demo API is this browser's own
 * (its data sits in this browser's storage): the mailbox shows everything. The Node server is
 * shared by every visitor: there a browser sees only the messages to the accounts it created
 * (registration, an account made at checkout, a company user its administrator added) or logged
 * into — never an address it merely names, so asking for someone's password reset or typing their
 * address in an order or the newsletter form does not open their mail.
 *
 * server.ts tells the handlers which browser calls (`VISITOR_HEADER`, from its own HttpOnly cookie,
 * whatever the client sent); a request without it comes from the page's own demo API.
 */
import { getState, updateState } from '../db/store';

/** The header server.ts sets to the calling browser's visitor id (a client's own value is replaced). */
export const VISITOR_HEADER = 'x-spinacz-demo-visitor';

/** Addresses a visitor keeps at most (the oldest goes first), and visitors kept at most (the longest unseen go first). */
export const MAILBOX_ACCESS_LIMITS = { addressesPerVisitor: 20, visitors: 5_000 } as const;

/** `all` in the page; on the server the lower-case addresses this browser may read. */
export type MailboxScope = 'all' | ReadonlySet<string>;

export function mailboxScope(request: Request): MailboxScope {
  const visitor = request.headers.get(VISITOR_HEADER);
  if (visitor === null) return 'all';
  return new Set(getState().visitorAddresses?.[visitor] ?? []);
}

export const mayRead = (scope: MailboxScope, address: string): boolean => scope === 'all' || scope.has(address.trim().toLowerCase());

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
