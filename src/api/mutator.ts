import { yieldToMain } from '../platform/yieldToMain';
import { siteOrigin } from '../platform/siteOrigin';
import { ApiError } from './ApiError';
import { readAccessToken } from './cookies';
import { requestDeadline, timeoutFor } from './requestDeadline';
import { toSearchParams } from './queryString';

/** The request every generated function hands to the mutator. */
export interface ApiRequest {
  url: string;
  method: string;
  params?: Record<string, unknown> | object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Set by the generated code for binary responses (PDFs, report files, images). */
  responseType?: 'blob' | 'text' | 'json';
}

/** Extra per-call options (the generated functions' `request` option). */
export type ApiRequestOptions = Pick<RequestInit, 'cache' | 'credentials' | 'keepalive'> & {
  headers?: Record<string, string>;
};

/**
 * The session's answer to a 401: it may end the session, and it may give the error the caller is
 * to see instead (a call that went out without a login while the session was ending says why it ended).
 */
type UnauthorizedHandler = (error: ApiError, call: { sentWithToken: boolean }) => ApiError | void;

// The URL's language from the first call on (the session starts before i18n applies it).
let language = typeof location !== 'undefined' && /^\/en(\/|$)/.test(location.pathname) ? 'en' : 'pl';
let unauthorizedHandler: UnauthorizedHandler | undefined;

/** Set by i18n on language change: sent as Accept-Language. */
export function setApiLanguage(lang: string): void {
  language = lang;
}

/** Set by the session: called on 401 with any code but INVALID-TOKEN (spec §8). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  unauthorizedHandler = handler;
}

/** `VITE_API_BASE`, or the page's own origin (the demo API answers there; on the web server, the rendered page's). */
export function apiBase(): string {
  const configured = import.meta.env?.VITE_API_BASE as string | undefined;
  if (configured) return configured.replace(/\/$/, '');
  const origin = siteOrigin();
  return origin && origin !== 'null' ? origin : 'http://localhost';
}

function encodeBody(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (data instanceof URLSearchParams || data instanceof FormData || typeof data === 'string' || data instanceof Blob) {
    if (data instanceof FormData) headers.delete('Content-Type');
    return data;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

async function readBody(response: Response, responseType?: ApiRequest['responseType']): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (response.ok && responseType === 'blob') return response.blob();
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) return response.json();
  if (type.startsWith('text/')) return response.text();
  return response.blob();
}

export function toApiError(status: number, body: unknown): ApiError {
  const record = (body && typeof body === 'object' ? body : {}) as { code?: unknown; message?: unknown };
  // The web server's answer while the API behind it is down (scripts/serve.mjs: 503, NETWORK) is a
  // dropped connection to the shop: the same message, what was typed kept, a cart change kept to send later.
  if (status === 503 && record.code === 'NETWORK') return new ApiError(0, 'NETWORK', '', body);
  const code = typeof record.code === 'string' ? record.code : `HTTP-${status}`;
  const message = typeof record.message === 'string' ? record.message : '';
  return new ApiError(status, code, message, body);
}

/** The single HTTP layer: every generated API function goes through here. */
export async function apiFetch<T>(request: ApiRequest, options?: ApiRequestOptions): Promise<T> {
  // A screen that opens starts its calls together (the header's, the menu's, the list's), each
  // costing a phone a few milliseconds (headers, the cookie, the browser's own work for a request):
  // each starts in a task of its own, so the page answers between them.
  await yieldToMain();
  const query = toSearchParams(request.params as Record<string, unknown> | undefined).toString();
  const url = `${apiBase()}${request.url}${query ? `?${query}` : ''}`;
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': language });
  for (const [key, value] of Object.entries({ ...request.headers, ...options?.headers })) headers.set(key, value);
  const token = readAccessToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const body = encodeBody(request.data, headers);

  // No call waits forever: past its time it fails as a dropped connection does (requestDeadline.ts).
  const deadline = requestDeadline(request.signal, timeoutFor(request.method, request.url, request.data));
  const tookTooLong = () => new ApiError(0, 'NETWORK', '', { timedOut: true });
  try {
    let response: Response;
    try {
      response = await fetch(url, { ...options, method: request.method, headers, body, signal: deadline.signal });
    } catch (cause) {
      if (deadline.timedOut()) throw tookTooLong();
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, 'NETWORK', '', cause);
    }
    const payload = await readBody(response, request.responseType).catch(() => undefined);
    if (deadline.timedOut()) throw tookTooLong();
    if (!response.ok) {
      const error = toApiError(response.status, payload);
      if (error.status === 401 && error.code !== 'INVALID-TOKEN') throw unauthorizedHandler?.(error, { sentWithToken: Boolean(token) }) ?? error;
      throw error;
    }
    return payload as T;
  } finally {
    deadline.done();
  }
}

export default apiFetch;
