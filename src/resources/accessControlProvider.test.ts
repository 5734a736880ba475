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

  it('opens reports to administrators and data-only users, company users to administrators only', () => {
    const admin = current('akceptant@firma.demo');
    const buyer = current('kupiec@firma.demo');
    const reader = current('dane@firma.demo');
    expect(canPerform('reports', 'list', admin)).toBe(true);
    expect(canPerform('reports', 'list', reader)).toBe(true);
    expect(canPerform('reports', 'list', buyer)).toBe(false);
    expect(canPerform('company-users', 'list', admin)).toBe(true);
    expect(canPerform('company-users', 'create', admin)).toBe(true);
    for (const other of [buyer, reader, current('klient@spinacz.demo')]) expect(canPerform('company-users', 'list', other)).toBe(false);
  });

  it('gives offers to company customers (a request not to a data-only user) and mini-catalogues by the catalogue subset', () => {
    const buyer = current('kupiec@firma.demo');
    const reader = current('dane@firma.demo');
    const privateCustomer = current('klient@spinacz.demo');
    expect(canPerform('offers', 'list', buyer)).toBe(true);
    expect(canPerform('offers', 'create', buyer)).toBe(true);
    expect(canPerform('offers', 'list', reader)).toBe(true);
    expect(canPerform('offers', 'create', reader)).toBe(false);
    expect(canPerform('offers', 'list', privateCustomer)).toBe(false);
    expect(canPerform('my-offer', 'list', privateCustomer)).toBe(false);
    expect(canPerform('mini-catalogues', 'list', buyer)).toBe(true);
    expect(canPerform('mini-catalogues', 'list', privateCustomer)).toBe(false);
  });
});
