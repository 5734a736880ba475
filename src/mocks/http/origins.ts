/**
 * Which web pages may call the Node demo API (server.ts). A browser sends `Origin` with every
 * cross-origin request and with same-origin writes; the API answers:
 *   - its own origin (the web server that passes the API on, `npm start`): always;
 *   - the origins of `CORS_ORIGINS` (comma-separated, e.g. a dev server on another port): with CORS headers;
 *   - any other origin, `null` included: 403 FORBIDDEN-ORIGIN, before the request does anything
 *     (CORS alone would only hide the answer of a simple cross-site POST, not stop it).
 * A request without `Origin` (curl, a server, a same-origin read) is not a cross-site page's and passes.
 */
import type { DemoLocale } from './locale';

/** The origins of a `CORS_ORIGINS` value; an entry that is not an http(s) origin is reported, not guessed at. */
export function parseAllowedOrigins(value: string | undefined): { origins: Set<string>; invalid: string[] } {
  const origins = new Set<string>();
  const invalid: string[] = [];
  for (const entry of (value ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    try {
      const url = new URL(entry);
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.replace(/\/$/, '')) throw new Error('not an origin');
      origins.add(url.origin);
    } catch {
      invalid.push(entry);
    }
  }
  return { origins, invalid };
}

/**
 * The origin the API is reached at: the web server's that passes it on (X-Forwarded-Host and
 * X-Forwarded-Proto, believed only from a peer on this machine), else the Host it was called at.
 */
export function publicOrigin(headers: { host?: string; forwardedHost?: string; forwardedProto?: string }, peerIsLocal: boolean): string | null {
  if (peerIsLocal && headers.forwardedHost) return `${headers.forwardedProto === 'https' ? 'https' : 'http'}://${headers.forwardedHost}`;
  return headers.host ? `http://${headers.host}` : null;
}

export type OriginVerdict = 'no-origin' | 'same-origin' | 'allowed' | 'refused';

export function judgeOrigin(origin: string | undefined, ownOrigin: string | null, allowed: ReadonlySet<string>): OriginVerdict {
  if (origin === undefined) return 'no-origin';
  if (ownOrigin !== null && origin === ownOrigin) return 'same-origin';
  if (origin !== 'null' && allowed.has(origin)) return 'allowed';
  return 'refused';
}

/** The CORS headers of an answer to an allowed origin (and `Vary: Origin` on every answer). */
export function corsHeaders(verdict: OriginVerdict, origin: string | undefined, requestedHeaders: string | undefined): Record<string, string> {
  if (verdict !== 'allowed' || !origin) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': requestedHeaders ?? 'Authorization, Content-Type, Accept, Accept-Language, Idempotency-Key',
    'Access-Control-Max-Age': '86400',
    'Access-Control-Expose-Headers': 'Content-Type, Cache-Control, Retry-After',
    Vary: 'Origin',
  };
}

/** The body of the 403 to a page of a foreign origin. */
export function refusedOriginAnswer(locale: DemoLocale): { code: string; message: string } {
  return {
    code: 'FORBIDDEN-ORIGIN',
    message:
      locale === 'en'
        ? 'This demo API answers only the shop it belongs to and the origins in CORS_ORIGINS.'
        : 'To demo API odpowiada tylko swojemu sklepowi i adresom z CORS_ORIGINS.',
  };
}
