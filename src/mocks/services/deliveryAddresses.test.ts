import { describe, expect, it } from 'vitest';
import { userSession, withFreshDemoState } from '../../../tests/setup/demoState';
import { COMPANY_LOGISTICS, COMPANY_MAIN } from '../db/seed/accounts';
import { createCompanyUser } from './companyUsers';
import { addressBook, defaultDeliveryAddress } from './deliveryAddresses';

withFreshDemoState();

const addUser = (companyId: number, email: string) => {
  const admin = userSession('akceptant@firma.demo', companyId);
  return createCompanyUser(admin, { firstName: 'Ewa', lastName: 'Nowak', email, roleId: 2 }, 'pl').user;
};

describe('the delivery-address book of a user her administrator added', () => {
  it('starts with her company\'s addresses, the first one the default, so that she can order at once', () => {
    const buyer = addUser(COMPANY_MAIN, 'ewa.nowak@firma.demo');
    const book = addressBook(buyer.id);
    expect(book.map((entry) => entry.name)).toEqual(['Meblomax sp. z o.o. – biuro', 'Meblomax – salon firmowy', 'Meblomax – magazyn']);
    expect(book.filter((entry) => entry.isDefault)).toHaveLength(1);
    expect(defaultDeliveryAddress(buyer.id)?.streetWithNumber).toBe('ul. Składowa 12');
    // Her own entries: ids of her book, not another user's.
    expect(new Set(book.map((entry) => entry.id)).size).toBe(3);
    expect(book.every((entry) => Math.floor(entry.id / 100) === buyer.id)).toBe(true);
  });

  it('holds the addresses of the company she was added to', () => {
    const buyer = addUser(COMPANY_LOGISTICS, 'ewa.logistyka@firma.demo');
    expect(addressBook(buyer.id).map((entry) => entry.city)).toEqual(['Września', 'Września']);
  });

  it('leaves a seeded user\'s own book as it was', () => {
    expect(addressBook(userSession('dane@firma.demo').user.id).map((entry) => entry.name)).toEqual(['Meblomax sp. z o.o. – biuro']);
  });
});

