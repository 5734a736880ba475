/**
 * The demo API's services called directly in Vitest (no HTTP): state in memory, fresh for each test.
 *
 *   withFreshDemoState();
 *   const approver = userSession('akceptant@firma.demo', 1001);
 *   expect(demoError(() => acceptOrder(buyer, id))).toMatchObject({ status: 403 });
 */
import { beforeAll, beforeEach } from 'vitest';
import { memoryPersistence } from '../../src/mocks/db/persistence';
import { configurePersistence, getSeed, resetDemoData } from '../../src/mocks/db/store';
import { issueToken, sessionFromToken, type Session } from '../../src/mocks/http/auth';
import { DemoHttpError } from '../../src/mocks/http/errors';

/** Keeps the demo state in memory and starts every test from the seed. */
export function withFreshDemoState(): void {
  beforeAll(() => configurePersistence(memoryPersistence()));
  beforeEach(() => resetDemoData());
}

export type UserSession = Extract<Session, { kind: 'user' }>;

/** The session of a seeded user, as a logged-in request would have it (a login may exist in several companies). */
export function userSession(login: string, companyId?: number): UserSession {
  const user = getSeed().users.find((candidate) => candidate.login === login && (companyId === undefined || candidate.companyId === companyId));
  if (!user) throw new Error(`No seeded user ${login}${companyId === undefined ? '' : ` in company ${companyId}`}.`);
  return sessionFromToken(issueToken('user', String(user.id))) as UserSession;
}

/** Runs a call that must refuse and returns the demo API's error (any other error is thrown on). */
export function demoError(call: () => unknown): DemoHttpError {
  try {
    call();
  } catch (error) {
    if (error instanceof DemoHttpError) return error;
    throw error;
  }
  throw new Error('expected a DemoHttpError');
}
