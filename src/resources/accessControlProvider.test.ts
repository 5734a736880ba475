import { beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUserResponse } from '../generated/model';
import { memoryPersistence } from '../mocks/db/persistence';
import { configurePersistence, getSeed, resetDemoData } from '../mocks/db/store';
import { issueToken, sessionFromToken } from '../mocks/http/auth';
import { currentUserResponse } from '../mocks/services/users';
import { canPerform } from './accessControlProvider';

beforeAll(() => {
  configurePersistence(memoryPersistence());
  resetDemoData();
});

/** What GET users/current answers for a demo login (the first company of a login with two). */
function current(login: string): CurrentUserResponse {
  const user = getSeed().users.find((candidate) => candidate.login === login)!;
  const session = sessionFromToken(issueToken('user', String(user.id)))!;
  return currentUserResponse(session, { includeAcl: true, includeCustomerServicePerson: true, includeDefaultCostCenter: true });
}

describe('canPerform (the account area access control)', () => {
  it('lets the approver see the queue and accept or reject', () => {
    const approver = current('akceptant@firma.demo');
    expect(canPerform('orders-for-acceptance', 'list', approver)).toBe(true);
    expect(canPerform('orders-for-acceptance', 'accept', approver)).toBe(true);
    expect(canPerform('orders-for-acceptance', 'reject', approver)).toBe(true);
    expect(canPerform('sales-orders', 'copy', approver)).toBe(true);
  });

  it('keeps the buyer out of the queue but lets him buy', () => {
    const buyer = current('kupiec@firma.demo');
    expect(canPerform('orders-for-acceptance', 'list', buyer)).toBe(false);
    expect(canPerform('orders-for-acceptance', 'accept', buyer)).toBe(false);
    expect(canPerform('sales-orders', 'list', buyer)).toBe(true);
    expect(canPerform('sales-orders', 'pay', buyer)).toBe(true);
    expect(canPerform('sales-orders', 'edit', buyer)).toBe(true);
  });

  it('shows the onlyData user the orders but no buying or deciding', () => {
    const reader = current('dane@firma.demo');
    expect(canPerform('sales-orders', 'list', reader)).toBe(true);
    expect(canPerform('sales-orders', 'show', reader)).toBe(true);
    for (const action of ['pay', 'copy', 'edit', 'reorder']) expect(canPerform('sales-orders', action, reader)).toBe(false);
    expect(canPerform('orders-for-acceptance', 'accept', reader)).toBe(false);
    expect(canPerform('sales-invoices', 'list', reader)).toBe(true);
    expect(canPerform('sales-invoices', 'pay', reader)).toBe(false);
  });

  it('hides resources whose acl flag is off', () => {
    const buyer = current('kupiec@firma.demo');
    expect(buyer.acl.reports).toBe(false);
    expect(canPerform('reports', 'list', buyer)).toBe(false);
    expect(canPerform('reports', 'list', { ...buyer, acl: { ...buyer.acl, reports: true } })).toBe(true);
  });

  it('allows nothing without a user', () => {
    expect(canPerform('sales-orders', 'list', null)).toBe(false);
  });
});
