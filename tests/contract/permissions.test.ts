/**
 * Permissions over every contract operation: the valid request of each (tests/contract/fuzz/fixtures.ts)
 * sent as the guest, the buyer, the approver, onlyData, a user of another company and without any token.
 * Whom the table (permissions.table.ts) lets in is served (no 401/403/404, no 5xx); everyone else is
 * refused with 401, 403 or 404 and a Polish `{code, message}`, and the demo state does not change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations } from './fuzz/contract';
import { discoverContext, FIXTURES, toRaw, type Context } from './fuzz/fixtures';
import { badRefusal, freshState, ROLES, send, snapshot, tokenOf, type Role } from './fuzz/harness';
import { PERMISSIONS } from './permissions.table';

const operations = contractOperations();
let ctx: Context;
let sent = 0;
const started = Date.now();


beforeAll(async () => {
  await freshState();
  ctx = await discoverContext();
});
afterAll(() => {
  console.info(`permissions: ${operations.length} operations × ${ROLES.length + 1} callers, ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

const REFUSED = [401, 403, 404];

describe('permissions', () => {
  it('has a row for every operation of the contract (and none for an operation it does not have)', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id) => !PERMISSIONS[id])).toEqual([]);
    expect(Object.keys(PERMISSIONS).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('marks public exactly the operations the contract opens to calls without a token', () => {
    const open = operations.filter((operation) => operation.security?.length === 0).map((operation) => operation.operationId).sort();
    expect(Object.keys(PERMISSIONS).filter((id) => PERMISSIONS[id].public).sort()).toEqual(open);
  });

  for (const operation of operations) {
    it(`${operation.operationId}: ${PERMISSIONS[operation.operationId]?.allowed.join(', ') || '(no row)'}`, async () => {
      const permission = PERMISSIONS[operation.operationId];
      const fixture = FIXTURES[operation.operationId];
      expect(permission, `no row for ${operation.operationId} in permissions.table.ts`).toBeDefined();
      expect(fixture, `no fixture for ${operation.operationId}`).toBeDefined();
      const problems: string[] = [];
      for (const caller of [...ROLES, 'none'] as const) {
        await freshState();
        // What the request needs (a cart line, a payment, a link) is made for this caller where it is the caller's own.
        const prepared = (await fixture.prepare?.(ctx, caller === 'none' ? fixture.as : caller)) ?? {};
        const request = fixture.request(ctx, prepared);
        const before = snapshot();
        const answer = await send(toRaw(operation, request, tokenOf(caller)), operation.operationId);
        sent += 1;
        const allowed = caller === 'none' ? permission.public === true : permission.allowed.includes(caller as Role);
        if (allowed) {
          if (answer.status >= 500 || REFUSED.includes(answer.status)) problems.push(`${caller} should be served: ${answer.status} ${answer.text}`);
          continue;
        }
        const problem = badRefusal(answer, (status) => REFUSED.includes(status));
        if (problem) problems.push(`${caller} should be refused: ${problem}`);
        else if (!operation.responses.includes(String(answer.status))) problems.push(`${caller} refused with ${answer.status}, which the contract does not list`);
        if (caller === 'none' && answer.status !== 401) problems.push(`without a token: ${answer.status} instead of 401`);
        if (snapshot() !== before) problems.push(`${caller}'s refused call changed the demo state`);
      }
      expect(problems).toEqual([]);
    });
  }
});
