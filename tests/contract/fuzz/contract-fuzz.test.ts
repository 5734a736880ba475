/**
 * Contract fuzzing of the demo API: for every operation of openapi/ecommerce-v1.yaml, contract-invalid
 * requests made from its schema (invalid.ts) and requests naming other companies' records (fixtures.ts).
 * Each must be refused with a 4xx and a Polish `{code, message}` (others' records: 403 or 404; one a form
 * field chooses may also be a 400 naming the field; a bad token 401), never a 5xx, and must leave the demo
 * state exactly as it was; the status is one the contract lists for the operation. The valid request itself must succeed, so every
 * invalid one differs from a working request by one thing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../../src/mocks';
import { contractOperations } from './contract';
import { discoverContext, FIXTURES, toRaw, type Context, type FixtureRequest } from './fixtures';
import { badRefusal, freshState, send, snapshot, tokenOf } from './harness';
import { invalidVariants } from './invalid';

const operations = contractOperations();

/** Invalid requests the demo API answers on purpose without refusing them, with the reason. */
const EXCEPTIONS: Record<string, Record<string, string>> = {
  getProductsAutocomplete: {
    'query query: under minLength 1': 'an empty phrase answers an empty list: the box may be cleared between keystrokes',
  },
};
let ctx: Context;
let sent = 0;
const started = Date.now();

beforeAll(async () => {
  await freshState();
  ctx = await discoverContext();
});
afterAll(() => {
  console.info(`contract fuzz: ${operations.length} operations, ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

describe('contract fuzz', () => {
  it('has a valid request for every operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.map((operation) => operation.operationId).filter((id) => !FIXTURES[id])).toEqual([]);
    expect(Object.keys(FIXTURES).filter((id) => !operations.some((operation) => operation.operationId === id))).toEqual([]);
  });

  for (const operation of operations) {
    it(`${operation.operationId} refuses contract-invalid requests in Polish and changes nothing`, async () => {
      const fixture = FIXTURES[operation.operationId];
      expect(fixture, `no fixture for ${operation.operationId}`).toBeDefined();
      await freshState();
      const prepared = (await fixture.prepare?.(ctx, fixture.as)) ?? {};
      const base = fixture.request(ctx, prepared);
      const token = tokenOf(fixture.as);
      const cases: { label: string; request: FixtureRequest; statuses: number[] | null }[] = [
        ...invalidVariants(operation, base).map((variant) => ({ ...variant, statuses: null })),
        ...(fixture.foreign?.(ctx, prepared) ?? []).map((variant) => ({ ...variant, statuses: variant.refusedWith ?? [403, 404] })),
        // Every operation that needs a token: a malformed and an expired one are refused with 401.
        ...(operation.security?.length === 0
          ? []
          : [
              { label: 'a malformed token', request: { ...base, token: 'demo.to-nie-jest-token' }, statuses: [401] },
              { label: 'an expired token', request: { ...base, token: issueToken('user', '2', -60) }, statuses: [401] },
            ]),
      ];
      const exceptions = EXCEPTIONS[operation.operationId] ?? {};
      const problems: string[] = [];
      let before = snapshot();
      for (const variant of cases) {
        const answer = await send(toRaw(operation, variant.request, token), operation.operationId);
        sent += 1;
        const { statuses } = variant;
        const problem = badRefusal(answer, statuses ? (status) => statuses.includes(status) : undefined);
        if (variant.label in exceptions) {
          if (!problem) problems.push(`${variant.label}: refused now, drop its exception`);
        } else if (problem) problems.push(`${variant.label}: ${problem}`);
        // The refusal is one the contract lists for the operation (a client can rely on the contract's answers).
        else if (!operation.responses.includes(String(answer.status))) problems.push(`${variant.label}: ${answer.status}, which the contract does not list`);
        const after = snapshot();
        if (after !== before) {
          problems.push(`${variant.label}: changed the demo state`);
          before = after;
        }
      }
      // The valid request works (so each refusal above is about the one thing its variant spoiled), sent
      // through every handler: the real routing reaches this operation.
      const valid = await send(toRaw(operation, base, token));
      sent += 1;
      if (valid.status < 200 || valid.status >= 300) problems.push(`the valid request answered ${valid.status}: ${valid.text}`);
      expect(problems).toEqual([]);
    });
  }
});
