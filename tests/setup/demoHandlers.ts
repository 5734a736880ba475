/**
 * Calls the demo API's real handlers directly (the operation wrapper with its role gate, validation and
 * services) without a network, as the shop would: `await callApi('POST', '/shopping-carts/current', { token, body })`.
 * Use with withFreshDemoState() (tests/setup/demoState.ts).
 */
import { getResponse } from 'msw';
import { handlers } from '../../src/mocks/handlers';
import { getSeed } from '../../src/mocks/db/store';
import { issueToken } from '../../src/mocks/http/auth';

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A user token of a seeded user (a login may exist in several companies). */
export function tokenOf(login: string, companyId?: number): string {
  const user = getSeed().users.find((candidate) => candidate.login === login && (companyId === undefined || candidate.companyId === companyId));
  if (!user) throw new Error(`No seeded user ${login}`);
  return issueToken('user', String(user.id));
}

export async function callApi(method: string, path: string, options: { token?: string; body?: unknown; locale?: 'pl' | 'en' } = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'Accept-Language': options.locale ?? 'pl' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = path.startsWith('http') ? path : `http://localhost/e-commerce/v1${path}`;
  const request = new Request(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`No handler for ${method} ${path}`);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
