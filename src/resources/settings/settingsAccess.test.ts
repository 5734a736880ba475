import { beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUserResponse } from '../../generated/model';
import { memoryPersistence } from '../../mocks/db/persistence';
import { configurePersistence, getSeed, resetDemoData } from '../../mocks/db/store';
import { issueToken, sessionFromToken } from '../../mocks/http/auth';
import { currentUserResponse } from '../../mocks/services/users';
import { canPerform } from '../accessControlProvider';

beforeAll(() => {
  configurePersistence(memoryPersistence());
  resetDemoData();
});

function current(login: string): CurrentUserResponse {
  const user = getSeed().users.find((candidate) => candidate.login === login)!;
  return currentUserResponse(sessionFromToken(issueToken('user', String(user.id)))!, { includeAcl: true, includeCustomerServicePerson: true, includeDefaultCostCenter: true });
}

describe('access to the addresses and the company data', () => {
  it('lets the administrator add and change addresses and the company data', () => {
    const admin = current('akceptant@firma.demo');
    expect(canPerform('delivery-addresses', 'list', admin)).toBe(true);
    expect(canPerform('delivery-addresses', 'create', admin)).toBe(true);
    expect(canPerform('delivery-addresses', 'edit', admin)).toBe(true);
    expect(canPerform('current-company', 'edit', admin)).toBe(true);
  });

  it('shows the buyer and the data-only user their addresses and company without changing them', () => {
    for (const login of ['kupiec@firma.demo', 'dane@firma.demo']) {
      const user = current(login);
      expect(canPerform('delivery-addresses', 'list', user)).toBe(true);
      expect(canPerform('delivery-addresses', 'create', user)).toBe(false);
      expect(canPerform('delivery-addresses', 'edit', user)).toBe(false);
      expect(canPerform('current-company', 'show', user)).toBe(true);
      expect(canPerform('current-company', 'edit', user)).toBe(false);
    }
  });

  it('gives the private customer her addresses but no company data to change', () => {
    const privateCustomer = current('klient@spinacz.demo');
    expect(canPerform('delivery-addresses', 'create', privateCustomer)).toBe(true);
    expect(canPerform('current-company', 'edit', privateCustomer)).toBe(false);
  });
});
