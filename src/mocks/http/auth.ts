/**
 * Stateless signed demo tokens: `demo.` + base64url(JSON {sub, kind, exp}; a punch-out session's also
 * `po`) + `.` + base64url(HMAC-SHA-256 of what precedes it, tokenSigning.ts). A token whose claims were
 * changed, or that another key signed, is refused like an expired one (401 INVALID-TOKEN).
 */
import { allCompanies, allUsers, getState } from '../db/store';
import type { SeedCompany, SeedUser } from '../db/types';
import { DemoHttpError, MESSAGES } from './errors';
import { base64UrlDecode, base64UrlEncode, hasValidSignature, signature } from './tokenSigning';

export const TOKEN_LIFETIME_SECONDS = 3600 * 24;
/** A login with "remember me" (spinacz_remember_me=1). */
export const REMEMBER_ME_LIFETIME_SECONDS = 3600 * 24 * 30;
const PREFIX = 'demo.';

interface TokenPayload {
  sub: string;
  kind: 'guest' | 'user';
  exp: number;
  /** Issued at (ms): a user's token from before a password reset is refused. */
  iat?: number;
  /** Only in a punch-out session's token: hook URL, target and the session's id. */
  po?: { hook: string; target: string | null; sid: string };
}

/** A punch-out session (OCI): the cart goes back to `hookUrl` instead of being ordered. */
export interface PunchOut {
  hookUrl: string;
  /** The OCI `~TARGET` (the window the cart form is sent to); null: the same window. */
  target: string | null;
  /** Each punch-out session has a cart of its own (see cartOwner). */
  sessionId: string;
}

export type Session =
  | { kind: 'guest'; guestId: string; token: string }
  | { kind: 'user'; user: SeedUser; company: SeedCompany; token: string; punchOut?: PunchOut };

/** The signed token of `payload`. */
function signedToken(payload: TokenPayload): string {
  const unsigned = PREFIX + base64UrlEncode(new TextEncoder().encode(JSON.stringify(payload)));
  return `${unsigned}.${signature(unsigned)}`;
}

export function issueToken(kind: TokenPayload['kind'], sub: string, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): string {
  return signedToken({ sub, kind, exp: Math.floor(Date.now() / 1000) + lifetimeSeconds, iat: Date.now() });
}

/** The token of a punch-out session of a user (a short one: the procurement system starts a new one each time). */
export function issuePunchOutToken(sub: string, punchOut: PunchOut, lifetimeSeconds: number): string {
  return signedToken({
    sub,
    kind: 'user',
    exp: Math.floor(Date.now() / 1000) + lifetimeSeconds,
    iat: Date.now(),
    po: { hook: punchOut.hookUrl, target: punchOut.target, sid: punchOut.sessionId },
  });
}

const isPunchOutClaim = (po: unknown): boolean => {
  const claim = po as TokenPayload['po'];
  return Boolean(claim && typeof claim.hook === 'string' && typeof claim.sid === 'string' && (claim.target === null || typeof claim.target === 'string'));
};

export const newGuestId = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** Decodes a token; null when malformed, not signed by this demo API's key, or expired. */
export function decodeToken(token: string): TokenPayload | null {
  if (!token.startsWith(PREFIX)) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= PREFIX.length || !hasValidSignature(token.slice(0, dot), token.slice(dot + 1))) return null;
  try {
    const payload = JSON.parse(new TextDecoder().decode(base64UrlDecode(token.slice(PREFIX.length, dot)))) as Partial<TokenPayload>;
    if (typeof payload.sub !== 'string' || (payload.kind !== 'guest' && payload.kind !== 'user') || typeof payload.exp !== 'number') return null;
    if (payload.exp * 1000 <= Date.now()) return null;
    if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
    if (payload.po !== undefined && !isPunchOutClaim(payload.po)) return null;
    return payload as TokenPayload;
  } catch {
    return null;
  }
}

const invalidToken = () => new DemoHttpError(401, 'INVALID-TOKEN', MESSAGES.invalidToken);

/** Whether an administrator deactivated the user (services/companyUsers.ts): her tokens are refused at once. */
export const isDeactivated = (userId: number): boolean => getState().deactivatedUsers?.[userId] !== undefined;

/**
 * The account a login works in: the one it switched to (account-switcher, kept server-side by login,
 * as a real shop keeps it in its session), when that is still one of the accounts the token's
 * account may switch to; otherwise the token's own.
 */
function activeAccount(signedIn: SeedUser, users: readonly SeedUser[]): SeedUser {
  const activeId = getState().activeAccounts?.[signedIn.login];
  if (activeId === undefined || activeId === signedIn.id || !signedIn.otherAccountIds.includes(activeId) || isDeactivated(activeId)) return signedIn;
  return users.find((candidate) => candidate.id === activeId) ?? signedIn;
}

/** The session of a token string (throws 401 INVALID-TOKEN when it is bad). */
export function sessionFromToken(token: string): Session {
  const payload = decodeToken(token);
  if (!payload) throw invalidToken();
  if (payload.kind === 'guest') return { kind: 'guest', guestId: payload.sub, token };
  const users = allUsers();
  const signedIn = users.find((candidate) => String(candidate.id) === payload.sub);
  const validFrom = signedIn && getState().sessionsValidFrom?.[signedIn.login];
  if (validFrom !== undefined && (payload.iat ?? 0) < validFrom) throw invalidToken();
  // A deactivated user's open sessions end: every token she holds is refused from the moment of deactivation (saying
  // why: the shop logs her out and tells her), and those issued before it stay refused after a reactivation.
  if (signedIn && isDeactivated(signedIn.id)) throw new DemoHttpError(401, 'ACCOUNT-DEACTIVATED', MESSAGES.accountDeactivated);
  const endedAt = signedIn && getState().userSessionsValidFrom?.[signedIn.id];
  if (signedIn && endedAt !== undefined && (payload.iat ?? 0) < endedAt) throw invalidToken();
  const user = signedIn && activeAccount(signedIn, users);
  const company = user && allCompanies().find((candidate) => candidate.id === user.companyId);
  if (!user || !company) throw invalidToken();
  if (payload.po) return { kind: 'user', user, company, token, punchOut: { hookUrl: payload.po.hook, target: payload.po.target, sessionId: payload.po.sid } };
  return { kind: 'user', user, company, token };
}

/** The session of a request: 401 UNAUTHORIZED without a token, 401 INVALID-TOKEN with a bad one. */
export function requireSession(request: Request): Session {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) throw new DemoHttpError(401, 'UNAUTHORIZED', MESSAGES.missingToken);
  return sessionFromToken(match[1].trim());
}

/** A logged-in user's session, else 401 (a guest is sent to the login page, spec §8). */
export function requireUser(request: Request): Extract<Session, { kind: 'user' }> {
  const session = requireSession(request);
  if (session.kind !== 'user') throw new DemoHttpError(401, 'UNAUTHORIZED', MESSAGES.loginRequired);
  return session;
}

/**
 * The cart owner key of a session: `u:<userId>`, `g:<guestId>`, or `p:<userId>:<session>` for a
 * punch-out session, whose cart starts empty and is what goes back to the procurement system (the
 * buyer's own cart in the shop is not part of that requisition).
 */
export function cartOwner(session: Session): string {
  if (session.kind === 'guest') return `g:${session.guestId}`;
  return session.punchOut ? `p:${session.user.id}:${session.punchOut.sessionId}` : `u:${session.user.id}`;
}
