import { describe, expect, it } from 'vitest';
import { userPermissions } from '../../domain/userMenu';
import { getSeed } from '../db/store';
import { aclOf } from './users';

/** The demo users' access settings as the menu reads them (spec §6). */
describe('aclOf', () => {
  const seed = getSeed();
  const companyOf = (companyId: number) => seed.companies.find((company) => company.id === companyId)!;
  const usersOf = (name: string) => seed.users.filter((user) => companyOf(user.companyId).name === name);

  it('gives every user of Meblomax sp. z o.o. a catalogue subset, so the menu shows "Minikatalogi"', () => {
    const users = usersOf('Meblomax sp. z o.o.');
    expect(users.map((user) => user.login)).toEqual(expect.arrayContaining(['kupiec@firma.demo', 'akceptant@firma.demo', 'dane@firma.demo']));
    for (const user of users) {
      const acl = aclOf(user, companyOf(user.companyId));
      expect(acl.catalogSubsetType).toBe('recommended');
      expect(userPermissions(acl, companyOf(user.companyId)).has('catalogSubsets')).toBe(true);
    }
  });

  it('gives none to Meblomax Logistyka sp. z o.o. and to a private customer', () => {
    for (const user of [...usersOf('Meblomax Logistyka sp. z o.o.'), seed.users.find((candidate) => candidate.login === 'klient@spinacz.demo')!]) {
      const acl = aclOf(user, companyOf(user.companyId));
      expect(acl.catalogSubsetType).toBeNull();
      expect(userPermissions(acl, companyOf(user.companyId)).has('catalogSubsets')).toBe(false);
    }
  });
});
