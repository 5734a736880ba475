/**
 * Stateless demo tokens, so a session survives a restart of the demo server:
 * `demo.` + base64url(JSON {sub, kind, exp}). Not signed — this is a demo.
 */
import { allCompanies, allUsers } from '../db/store';
import type { SeedCompany, SeedUser } from '../db/types';
import { DemoHttpError, MESSAGES } from './errors';

export const TOKEN_LIFETIME_SECONDS = 3600 * 24;
const PREFIX = 'demo.';

interface TokenPayload {
  sub: string;
  kind: 'guest' | 'user';
  exp: number;
}

export type Session =
  | { kind: 'guest'; guestId: string; token: string }
  | { kind: 'user'; user: SeedUser; company: SeedCompany; token: string };

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

export function issueToken(kind: TokenPayload['kind'], sub: string, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): string {
  const payload: TokenPayload = { sub, kind, exp: Math.floor(Date.now() / 1000) + lifetimeSeconds };
  return PREFIX + base64UrlEncode(JSON.stringify(payload));
}

export const newGuestId = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** Decodes a token; null when malformed or expired. */
export function decodeToken(token: string): TokenPayload | null {
  if (!token.startsWith(PREFIX)) return null;
  try {
    const payload = JSON.parse(base64UrlDecode(token.slice(PREFIX.length))) as Partial<TokenPayload>;
    if (typeof payload.sub !== 'string' || (payload.kind !== 'guest' && payload.kind !== 'user') || typeof payload.exp !== 'number') return null;
    if (payload.exp * 1000 <= Date.now()) return null;
    return payload as TokenPayload;
  } catch {
    return null;
  }
}

const invalidToken = () => new DemoHttpError(401, 'INVALID-TOKEN', MESSAGES.invalidToken);

/** The session of a token string (throws 401 INVALID-TOKEN when it is bad). */
export function sessionFromToken(token: string): Session {
  const payload = decodeToken(token);
  if (!payload) throw invalidToken();
  if (payload.kind === 'guest') return { kind: 'guest', guestId: payload.sub, token };
  const user = allUsers().find((candidate) => String(candidate.id) === payload.sub);
  const company = user && allCompanies().find((candidate) => candidate.id === user.companyId);
  if (!user || !company) throw invalidToken();
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

/** The cart owner key of a session. */
export const cartOwner = (session: Session): string => (session.kind === 'user' ? `u:${session.user.id}` : `g:${session.guestId}`);
