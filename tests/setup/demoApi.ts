/**
 * The demo API for Vitest: msw/node intercepts the generated client's fetch calls
 * (the mutator's base is http://localhost in Node). State lives in memory and is reset after each test.
 *
 *   const api = setupDemoApi();
 *   const token = await logIn('kupiec@firma.demo');
 *   await getCurrentCart(undefined, asBearer(token));
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { postToken } from '../../src/generated/api/session-and-user/session-and-user';
import { configurePersistence, DEMO_PASSWORD, demoControl, memoryPersistence, resetDemoData } from '../../src/mocks';
import { createDemoServer } from '../../src/mocks/node';

export function setupDemoApi() {
  const server = createDemoServer();
  beforeAll(() => {
    configurePersistence(memoryPersistence());
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    demoControl.reset();
    resetDemoData();
  });
  afterAll(() => server.close());
  return server;
}

/** The request option that sends a bearer token (the app takes it from a cookie). */
export const asBearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** An access token for a demo login (or the guest with `guest`). */
export async function logIn(login: string, password = login === 'guest' ? 'guest' : DEMO_PASSWORD, guestToken?: string): Promise<string> {
  const response = await postToken({
    grant_type: 'password',
    username: login,
    password,
    client_id: 'spinacz',
    client_secret: 'spinacz',
    ...(guestToken ? { spinacz_guest_token: guestToken } : {}),
  });
  return response.access_token;
}

/** Awaits a call that must fail and returns its ApiError fields. */
export async function failure(call: Promise<unknown>): Promise<{ status: number; code: string; message: string; body: unknown }> {
  try {
    await call;
  } catch (error) {
    const { status, code, message, body } = error as { status: number; code: string; message: string; body: unknown };
    return { status, code, message, body };
  }
  throw new Error('The call was expected to fail but succeeded.');
}
