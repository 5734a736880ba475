/**
 * The demo API's stored records of accounts beyond the seed: accounts made at checkout, address books,
 * registrations waiting for their link, password links, users an administrator added and company changes.
 */
import type { AddressRecord, SeedCompany, SeedUser } from './types';

/** An account a guest created while placing an order (a user and its own company record). */
export interface RegisteredAccount {
  user: SeedUser;
  company: SeedCompany;
}

/** An entry of a user's delivery-address book. */
export interface DeliveryAddressEntry extends AddressRecord {
  id: number;
  isDefault: boolean;
}

/** A registration waiting for the click on its activation link (registerUser → confirmRegistration). */
export interface PendingRegistration {
  id: string;
  /** Lower case. */
  email: string;
  /** What was entered (the password too): the account is created only when the link is opened. */
  form: {
    isIndividual: boolean;
    password: string;
    firstName: string;
    lastName: string;
    phone1: string;
    companyName: string | null;
    taxId: string | null;
    address: AddressRecord | null;
    newsletter: boolean;
  };
  createdAt: string;
  expiresAt: string;
  activatedAt: string | null;
  /** The account made on activation. */
  userId: number | null;
}

/** A one-time link that sets a user's password: a password reminder, or a new company user's first password. */
export interface PasswordLink {
  id: string;
  userId: number;
  kind: 'passwordReset' | 'companyUser';
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  /** When a newer link for the same login replaced this one (it no longer works). */
  supersededAt: string | null;
}

/** A user an administrator added to an existing company (logs in once a password is set through the e-mailed link). */
export interface CompanyUserAccount {
  user: SeedUser;
  /** The cost centres the user orders on; empty: all of the company's, as seeded users. */
  costCenterIds: number[];
  createdAt: string;
  createdByUserId: number;
}

/** A company user's fields an administrator changed (the rest stays as seeded or as added). */
export interface CompanyUserChangeRecord {
  firstName?: string;
  lastName?: string;
  phone1?: string;
  roleId?: number;
  roleName?: SeedUser['roleName'];
  canApprove?: boolean;
  netPricesReadOnly?: boolean;
}

/** Company fields an administrator changed (the rest stays as seeded). */
export interface CompanyChange {
  name?: string;
  taxId?: string;
  email?: string;
  phone1?: string;
  eInvoiceEmail?: string;
}
