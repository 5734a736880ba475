/**
 * The Node demo API's mark of a browser (server.ts): a random id in an HttpOnly, SameSite=Strict
 * cookie, made on the browser's first call. It decides which demo mailbox messages the browser may
 * read (services/mailboxAccess.ts): scripts cannot read it, other sites' pages do not send it, and
 * an id made up by a client is as good as a new browser.
 */
import { randomHex } from '../services/oneTimeId';

export const VISITOR_COOKIE = 'spinacz_demo_visitor';

const VISITOR_ID = /^[0-9a-f]{32}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The visitor id of a Cookie header, or null when there is none or it is not one this server makes. */
export function visitorFromCookies(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === VISITOR_COOKIE && VISITOR_ID.test(value.join('='))) return value.join('=');
  }
  return null;
}

/** A new visitor id: 128 random bits. */
export function newVisitorId(): string {
  return randomHex(16);
}

/** The Set-Cookie value that gives the browser its id (Secure behind https). */
export function visitorCookie(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
