import { toSearchParams } from '../api/queryString';
import { CLIENT, GUEST } from '../session/guestCredentials';
import type { Locale } from '../routing/routes';

/** An answer of the API as the web server reads it: the status and the parsed JSON (null when not JSON). */
export interface ApiAnswer<T> {
  status: number;
  body: T | null;
}

/** Query parameters, encoded the way the client encodes them (arrays, the `filters` object: src/api/queryString.ts). */
export type QueryValues = Record<string, unknown>;

/**
 * What the web server's rendering reads from the shop's API, as a guest: public data only, never a
 * visitor's own (the server's HTML may be cached and shared, see docs/adr/0013).
 */
export interface ApiReader {
  get<T>(path: string, query?: QueryValues, locale?: Locale): Promise<ApiAnswer<T>>;
}

/** The guest token lives until the API refuses it (401), then one new login is shared by all waiting calls. */
export function createApiReader(apiOrigin: string, fetchImpl: typeof fetch = fetch): ApiReader {
  const origin = apiOrigin.replace(/\/$/, '');
  let token: Promise<string> | null = null;

  const login = async (): Promise<string> => {
    const response = await fetchImpl(`${origin}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'password', ...GUEST, ...CLIENT }).toString(),
    });
    if (!response.ok) throw new Error(`guest login refused: ${response.status}`);
    const { access_token: accessToken } = (await response.json()) as { access_token: string };
    return accessToken;
  };

  const guestToken = (): Promise<string> => {
    token ??= login().catch((error: unknown) => {
      token = null;
      throw error;
    });
    return token;
  };

  const send = async (url: string, locale: Locale, bearer: string): Promise<Response> =>
    fetchImpl(url, { headers: { Accept: 'application/json', 'Accept-Language': locale, Authorization: `Bearer ${bearer}` } });

  return {
    async get<T>(path: string, query: QueryValues = {}, locale: Locale = 'pl'): Promise<ApiAnswer<T>> {
      const search = toSearchParams(query);
      const url = `${origin}${path}${search.size ? `?${search.toString()}` : ''}`;
      const used = await guestToken();
      let response = await send(url, locale, used);
      if (response.status === 401) {
        if (token && (await token) === used) token = null;
        response = await send(url, locale, await guestToken());
      }
      const type = response.headers.get('content-type') ?? '';
      const body = type.includes('json') ? ((await response.json()) as T) : (await response.body?.cancel(), null);
      return { status: response.status, body };
    },
  };
}

/** An answer that says nothing of the thing asked for: the API is down, overloaded or refuses the guest. */
export class ApiUnavailable extends Error {
  constructor(readonly status: number, path: string) {
    super(`the API answered ${status} to ${path}`);
    this.name = 'ApiUnavailable';
  }
}

const OUTAGE_STATUSES = new Set([401, 403, 408, 429]);

/** Whether an answer's status is an outage (5xx, a refused guest, too many requests) rather than an answer about the thing. */
export const isOutage = (status: number): boolean => status >= 500 || OUTAGE_STATUSES.has(status);

/**
 * The reader a page's head reads with: an answer is the thing or its absence (404), and an outage
 * throws ApiUnavailable — a page must never become "not found" because the API failed for a moment.
 */
export function outageThrowing(reader: ApiReader): ApiReader {
  return {
    async get<T>(path: string, query?: QueryValues, locale?: Locale): Promise<ApiAnswer<T>> {
      const answer = await reader.get<T>(path, query, locale);
      if (isOutage(answer.status)) throw new ApiUnavailable(answer.status, path);
      return answer;
    },
  };
}

/**
 * A reader that asks the API once for each read during one page's answer: the head and the body of
 * a listing read the same page of products, the shell and the body the same menu. Made for one
 * answer and dropped with it, so nothing is kept between visitors.
 */
export function sharingReads(reader: ApiReader): ApiReader {
  const reads = new Map<string, Promise<ApiAnswer<unknown>>>();
  return {
    get<T>(path: string, query?: QueryValues, locale?: Locale): Promise<ApiAnswer<T>> {
      const key = `${locale ?? ''} ${path} ${JSON.stringify(query ?? {})}`;
      let read = reads.get(key);
      if (!read) {
        read = reader.get<unknown>(path, query, locale);
        reads.set(key, read);
      }
      return read as Promise<ApiAnswer<T>>;
    },
  };
}

