/**
 * Reading the demo API the way a client would: a GET operation of the contract, called as the caller of
 * another operation. The audit log's `before` hooks (auditedOperations.ts) read what existed before a
 * call this way, so the log needs no knowledge of how each service keeps its records.
 */
import type { PathParams } from 'msw';

type Resolver = (info: { request: Request; params: PathParams }) => Response | Promise<Response>;

interface Registered {
  path: string;
  resolver: Resolver;
}

const registry = new Map<string, Registered>();

/** Called by `operation()` for every operation it makes: GET operations become readable by `readOperation`. */
export function registerOperation(operationId: string, method: string, path: string, resolver: Resolver): void {
  if (method.toLowerCase() === 'get') registry.set(operationId, { path, resolver });
}

/** The JSON answer of a GET operation called as the request's caller (Polish), or null when it is not 2xx. */
export async function readOperation<T>(operationId: string, request: Request, params: Record<string, string | number> = {}, query = ''): Promise<T | null> {
  const registered = registry.get(operationId);
  if (!registered) return null;
  const path = registered.path.replace(/^\*/, '').replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const url = new URL(path + query, new URL(request.url).origin);
  const headers = new Headers({ 'Accept-Language': 'pl' });
  const authorization = request.headers.get('Authorization');
  if (authorization) headers.set('Authorization', authorization);
  const stringParams = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  try {
    const response = await registered.resolver({ request: new Request(url, { method: 'GET', headers }), params: stringParams });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

