/**
 * The Node demo API's control endpoints — `POST /demo-api/reset` (everyone's data back to the seed)
 * and `GET /demo-api/server-memory` (the load test's reading) — answer only whoever started the
 * server: the request carries its demo administrator key (`DEMO_ADMIN_KEY`, at least 16 characters,
 * or a key made at start and printed in the server's console) and comes from the shop itself or
 * from no page at all (a script), never from a page of another origin, even a CORS one.
 * In the page the demo API is the visitor's own: its reset needs no key.
 */
import { timingSafeEqual } from 'node:crypto';
import type { DemoLocale } from './locale';
import type { OriginVerdict } from './origins';
import { randomHex } from '../services/oneTimeId';
import { compilePath } from './pathMatcher';

export const DEMO_ADMIN_HEADER = 'x-demo-admin-key';
export const DEMO_ADMIN_KEY_MIN_LENGTH = 16;

/** Matched as the handlers match (any case, a trailing slash, whatever stands before the path). */
const matchesMemory = compilePath('*/demo-api/server-memory');
const CONTROL = [compilePath('*/demo-api/reset'), matchesMemory];

export const isDemoControlUrl = (url: string): boolean => CONTROL.some((matches) => matches(url) !== null);
export const isServerMemoryUrl = (url: string): boolean => matchesMemory(url) !== null;

/** The configured key, or a new random one when none (or one too short to be a secret) is configured. */
export function demoAdminKey(configured: string | undefined): { key: string; generated: boolean } {
  if (configured && configured.length >= DEMO_ADMIN_KEY_MIN_LENGTH) return { key: configured, generated: false };
  return { key: randomHex(18), generated: true };
}

const MESSAGES: Record<DemoLocale, { key: string; origin: string }> = {
  pl: {
    key: 'Podaj prawidłowy klucz administratora demo (DEMO_ADMIN_KEY lub klucz z konsoli serwera demo).',
    origin: 'Tę operację demo wykonuje tylko sam sklep albo skrypt, nie strona innego adresu.',
  },
  en: {
    key: 'Give the right demo administrator key (DEMO_ADMIN_KEY or the key in the demo server’s console).',
    origin: 'This demo operation is done only by the shop itself or a script, not by a page of another address.',
  },
};

/** Why a control request is refused (status and body), or null when it may go on. */
export function demoControlRefusal(
  verdict: OriginVerdict,
  givenKey: string | undefined,
  key: string,
  locale: DemoLocale,
): { status: number; body: { code: string; message: string } } | null {
  if (verdict !== 'no-origin' && verdict !== 'same-origin') return { status: 403, body: { code: 'FORBIDDEN-ORIGIN', message: MESSAGES[locale].origin } };
  if (!givenKey || !sameSecret(givenKey, key)) return { status: 403, body: { code: 'DEMO-ADMIN-KEY', message: MESSAGES[locale].key } };
  return null;
}

function sameSecret(given: string, key: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(key);
  return a.length === b.length && timingSafeEqual(a, b);
}
