import type { TokenResponse } from '../generated/model';
import { EARLY_GUEST_TOKEN } from './guestCredentials';

type EarlyWindow = Window & { [EARLY_GUEST_TOKEN]?: Promise<unknown> };

const isToken = (value: unknown): value is TokenResponse =>
  Boolean(value && typeof value === 'object' && typeof (value as TokenResponse).access_token === 'string' && (value as TokenResponse).access_token);

/**
 * The guest token a first-time visitor's index.html already asked for (built with an API address:
 * scripts/vite/earlyGuestLogin.ts), once; null when there is none or it failed — the session then
 * asks itself. It saves the first page a round trip before its data can load.
 */
export async function takeEarlyGuestToken(): Promise<TokenResponse | null> {
  if (typeof window === 'undefined') return null;
  const early = (window as EarlyWindow)[EARLY_GUEST_TOKEN];
  if (!early) return null;
  delete (window as EarlyWindow)[EARLY_GUEST_TOKEN];
  const value = await early.catch(() => null);
  return isToken(value) ? value : null;
}
