/**
 * Login throttling: after 5 failed logins of one account, or 20 from one address, within 15 minutes,
 * POST oauth2/token answers 429 TOO-MANY-ATTEMPTS with Retry-After (seconds) until the oldest of
 * them leaves the window — whatever the password, so a guessing script learns nothing more. A
 * successful login clears its account's count. The address is the caller's as the Node server saw
 * it (`PEER_HEADER`, set by server.ts only); the in-browser demo API has one visitor and no address.
 */
import { getState, updateState } from '../db/store';
import { DemoHttpError } from '../http/errors';
import type { DemoLocale } from '../http/locale';

export const LOGIN_THROTTLE = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 } as const;

/** The header server.ts sets to the caller's address (a client's own value is replaced). */
export const PEER_HEADER = 'x-spinacz-peer';

const keysOf = (login: string, address: string | null): [string, number][] => [
  [`login:${login}`, LOGIN_THROTTLE.perAccount],
  ...(address ? ([[`address:${address}`, LOGIN_THROTTLE.perAddress]] as [string, number][]) : []),
];

/**
 * Seconds until a login may be tried again, or 0: the time until enough of the failures in the
 * window have left it for one more try (pure, for any list of failure times).
 */
export function secondsUntilAllowed(failures: readonly number[], limit: number, now: number, windowMs: number = LOGIN_THROTTLE.windowMs): number {
  const recent = failures.filter((at) => at > now - windowMs).sort((a, b) => a - b);
  if (recent.length < limit) return 0;
  // The try is allowed once all but limit − 1 of them have left the window.
  const freeing = recent[recent.length - limit];
  return Math.max(1, Math.ceil((freeing + windowMs - now) / 1000));
}

const MESSAGES: Record<DemoLocale, (minutes: number) => string> = {
  pl: (minutes) => `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${minutes} min.`,
  en: (minutes) => `Too many failed login attempts. Try again in ${minutes} min.`,
};

/** An error the operation wrapper answers with 429, its Retry-After header and the message. */
export class TooManyAttemptsError extends DemoHttpError {
  constructor(
    readonly retryAfterSeconds: number,
    locale: DemoLocale,
  ) {
    super(429, 'TOO-MANY-ATTEMPTS', MESSAGES[locale](Math.max(1, Math.ceil(retryAfterSeconds / 60))), undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** Throws TooManyAttemptsError while the account or the address has used up its failed logins. */
export function requireLoginAllowed(login: string, address: string | null, locale: DemoLocale, now = Date.now()): void {
  const failures = getState().loginFailures ?? {};
  const wait = Math.max(...keysOf(login, address).map(([key, limit]) => secondsUntilAllowed(failures[key] ?? [], limit, now)));
  if (wait > 0) throw new TooManyAttemptsError(wait, locale);
}

export function recordFailedLogin(login: string, address: string | null, now = Date.now()): void {
  updateState((state) => {
    const failures = { ...state.loginFailures };
    for (const [key] of keysOf(login, address)) failures[key] = [...(failures[key] ?? []).filter((at) => at > now - LOGIN_THROTTLE.windowMs), now];
    state.loginFailures = failures;
  });
}

export function recordSuccessfulLogin(login: string): void {
  if (!getState().loginFailures?.[`login:${login}`]) return;
  updateState((state) => {
    const { [`login:${login}`]: _cleared, ...rest } = state.loginFailures ?? {};
    state.loginFailures = rest;
  });
}
