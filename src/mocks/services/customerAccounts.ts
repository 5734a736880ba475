/**
 * Creating a customer account: a user with its own company record (a company customer with its
 * name and NIP, a private customer a private one). Used by a guest's checkout ("create an account")
 * and by activating a registration, so both make the same kind of account.
 */
import { normalizeTaxId } from '../../domain/validation';
import { allCompanies, allUsers, updateState } from '../db/store';
import type { RegisteredAccount } from '../db/accountRecords';
import type { AddressRecord, SeedCompany, SeedUser } from '../db/types';
import { addToBook } from './deliveryAddresses';

/** Who the account is for, as entered (trimmed here). */
export interface NewCustomer {
  isIndividual: boolean;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone1: string;
  companyName?: string | null;
  taxId?: string | null;
  newsletter: boolean;
}

/**
 * Stores the account. The billing address (when given) becomes the company's address and, unless a
 * delivery address is given, the first entry of the address book.
 */
export function createCustomerAccount(customer: NewCustomer, billing: AddressRecord | null, delivery: AddressRecord | null = null): RegisteredAccount {
  const firstName = customer.firstName.trim();
  const lastName = customer.lastName.trim();
  const company: SeedCompany = {
    id: Math.max(9000, ...allCompanies().map((candidate) => candidate.id)) + 1,
    name: customer.isIndividual ? `${firstName} ${lastName}` : customer.companyName!.trim(),
    taxId: customer.isIndividual ? null : normalizeTaxId(customer.taxId!.trim()),
    isPrivateCustomer: customer.isIndividual,
    hasOffer: false,
    city: billing?.city ?? '',
    minimumOrderNet: null,
    blockedCategoryIds: [],
  };
  const user: SeedUser = {
    id: Math.max(1000, ...allUsers().map((candidate) => candidate.id)) + 1,
    companyId: company.id,
    login: customer.email.trim().toLowerCase(),
    password: customer.password,
    firstName,
    lastName,
    phone1: customer.phone1.trim(),
    phoneCell: null,
    roleId: 1,
    roleName: 'admin',
    canApprove: false,
    defaultCostCenterId: null,
    netPricesDefault: customer.isIndividual ? 'off' : 'on',
    netPricesReadOnly: false,
    otherAccountIds: [],
    subscribedToNewsletter: customer.newsletter,
  };
  updateState((state) => {
    state.registeredAccounts.push({ user, company });
    if (billing) state.companyAddresses[String(company.id)] = billing;
  });
  const firstAddress = delivery ?? billing;
  if (firstAddress) addToBook(user, { ...firstAddress, isDefault: true });
  return { user, company };
}
