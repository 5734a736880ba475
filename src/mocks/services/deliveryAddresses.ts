/**
 * A user's delivery-address book: seeded per demo user (a user her company's administrator adds later
 * starts with her company's addresses), copied into the demo state on the first change; exactly one
 * entry is the default.
 */
import type { DeliveryAddress, DeliveryAddressInput } from '../../generated/model';
import { allUsers, getState, updateState } from '../db/store';
import { COMPANY_LOGISTICS, COMPANY_MAIN } from '../db/seed/accounts';
import type { DeliveryAddressEntry } from '../db/accountRecords';
import type { AddressRecord, SeedUser } from '../db/types';
import { DemoHttpError, forbidden, notFound } from '../http/errors';
import { ADDRESS_BOOK_MESSAGES, deleteFromBook, withDefault } from '../../domain/deliveryAddressBook';
import { aclOf } from './users';
import type { Session } from '../http/auth';
import { checkAddress } from './checkoutValidation';

type Entry = Omit<DeliveryAddressEntry, 'id' | 'isDefault'>;

const MEBLOMAX_OFFICE: Entry = { name: 'Meblomax sp. z o.o. – biuro', countryCode: 'PL', streetWithNumber: 'ul. Składowa 12', addressLine1: 'Recepcja, II piętro', city: 'Poznań', zip: '61-897', phone1: '+48 61 852 40 00' };
const MEBLOMAX_SHOWROOM: Entry = { name: 'Meblomax – salon firmowy', countryCode: 'PL', streetWithNumber: 'ul. Bukowska 156', addressLine1: null, city: 'Poznań', zip: '60-198', phone1: '+48 61 852 40 20' };
const MEBLOMAX_WAREHOUSE: Entry = { name: 'Meblomax – magazyn', countryCode: 'PL', streetWithNumber: 'ul. Przemysłowa 48', addressLine1: 'Brama nr 2, rampa rozładunkowa', city: 'Swarzędz', zip: '62-020', phone1: '+48 601 220 318' };
const LOGISTICS_WAREHOUSE: Entry = { name: 'Meblomax Logistyka – magazyn', countryCode: 'PL', streetWithNumber: 'ul. Objazdowa 8', addressLine1: null, city: 'Września', zip: '62-300', phone1: '+48 61 437 90 05' };
const LOGISTICS_OFFICE: Entry = { name: 'Meblomax Logistyka – biuro spedycji', countryCode: 'PL', streetWithNumber: 'ul. Fabryczna 3', addressLine1: 'Budynek B', city: 'Września', zip: '62-300', phone1: '+48 61 437 90 00' };

/** The seeded books by user id (company users 2–3 addresses, the private customer one). */
const SEEDED: Record<number, Entry[]> = {
  1: [{ name: 'Anna Kowalczyk', countryCode: 'PL', streetWithNumber: 'ul. Długa 42/5', addressLine1: null, city: 'Kraków', zip: '31-147', phone1: '+48 512 345 678' }],
  2: [MEBLOMAX_OFFICE, MEBLOMAX_SHOWROOM, MEBLOMAX_WAREHOUSE],
  3: [MEBLOMAX_OFFICE, MEBLOMAX_SHOWROOM],
  4: [LOGISTICS_WAREHOUSE, LOGISTICS_OFFICE],
  5: [MEBLOMAX_OFFICE],
  6: [MEBLOMAX_OFFICE, MEBLOMAX_SHOWROOM],
  7: [MEBLOMAX_WAREHOUSE, MEBLOMAX_OFFICE],
  8: [LOGISTICS_WAREHOUSE],
};

/**
 * The addresses a company's users deliver to, by company id: the book a user her administrator added
 * starts with. Only an administrator may change a book (acl createAddress), so without them a buyer
 * added later could never name a delivery address, and so never order.
 */
const COMPANY_BOOKS: Record<number, Entry[]> = {
  [COMPANY_MAIN]: [MEBLOMAX_OFFICE, MEBLOMAX_SHOWROOM, MEBLOMAX_WAREHOUSE],
  [COMPANY_LOGISTICS]: [LOGISTICS_WAREHOUSE, LOGISTICS_OFFICE],
};

function startingBook(userId: number): Entry[] {
  const seeded = SEEDED[userId];
  if (seeded) return seeded;
  const user = allUsers().find((candidate) => candidate.id === userId);
  return (user && COMPANY_BOOKS[user.companyId]) || [];
}

const seededBook = (userId: number): DeliveryAddressEntry[] =>
  startingBook(userId).map((entry, index) => ({ ...entry, id: userId * 100 + index + 1, isDefault: index === 0 }));

export function addressBook(userId: number): DeliveryAddressEntry[] {
  return getState().deliveryAddresses[String(userId)] ?? seededBook(userId);
}

export const toDeliveryAddress = (entry: DeliveryAddressEntry): DeliveryAddress => ({ ...entry });

export const toAddressRecord = ({ id: _id, isDefault: _default, ...address }: DeliveryAddressEntry): AddressRecord => address;

export function findDeliveryAddress(userId: number, id: number): DeliveryAddressEntry | undefined {
  return addressBook(userId).find((entry) => entry.id === id);
}

export const defaultDeliveryAddress = (userId: number): DeliveryAddressEntry | undefined => {
  const book = addressBook(userId);
  return book.find((entry) => entry.isDefault) ?? book[0];
};

/** An address as given (book entry, checkout form) → as kept: trimmed, the name falling back when left empty. */
export const addressFromInput = (input: DeliveryAddressInput, fallbackName: string): AddressRecord => ({
  name: input.name?.trim() || fallbackName,
  countryCode: input.countryCode,
  streetWithNumber: input.streetWithNumber.trim(),
  addressLine1: input.addressLine1?.trim() || null,
  city: input.city.trim(),
  zip: input.zip.trim(),
  phone1: input.phone1.trim(),
});

/** Applies a change to the user's book (copied from the seed on the first change) and keeps one default. */
function changeBook<T>(userId: number, change: (book: DeliveryAddressEntry[]) => T): T {
  return updateState((state) => {
    const book = (state.deliveryAddresses[String(userId)] ??= seededBook(userId));
    const result = change(book);
    if (book.length && !book.some((entry) => entry.isDefault)) book[0].isDefault = true;
    return result;
  });
}

function makeDefault(book: DeliveryAddressEntry[], id: number): void {
  for (const entry of book) entry.isDefault = entry.id === id;
}

/** Adds an address to the book without permission checks (checkout's "save this address", registration). */
export function addToBook(user: SeedUser, address: Entry & { isDefault?: boolean }): DeliveryAddressEntry {
  return changeBook(user.id, (book) => {
    const id = Math.max(user.id * 100, ...book.map((entry) => entry.id)) + 1;
    const { isDefault = false, ...rest } = address;
    const entry: DeliveryAddressEntry = { ...rest, id, isDefault: isDefault || book.length === 0 };
    book.push(entry);
    if (entry.isDefault) makeDefault(book, id);
    return entry;
  });
}

export function requireAddressPermission(session: Extract<Session, { kind: 'user' }>): void {
  if (!aclOf(session.user, session.company).createAddress) throw forbidden('Nie masz uprawnień do zarządzania adresami dostawy. Poproś administratora konta firmy.');
}

/** POST users/current/delivery-addresses: acl createAddress, the §5 zip and phone rules. */
export function createDeliveryAddress(session: Extract<Session, { kind: 'user' }>, input: DeliveryAddressInput): DeliveryAddressEntry {
  requireAddressPermission(session);
  checkAddress(input, '');
  const name = `${session.user.firstName} ${session.user.lastName}`;
  return addToBook(session.user, { ...addressFromInput(input, name), isDefault: input.isDefault ?? false });
}

/** PUT users/current/delivery-addresses/{id}: own addresses only (404 otherwise). */
export function updateDeliveryAddress(session: Extract<Session, { kind: 'user' }>, id: number, input: DeliveryAddressInput): DeliveryAddressEntry {
  requireAddressPermission(session);
  if (!findDeliveryAddress(session.user.id, id)) throw notFound(ADDRESS_BOOK_MESSAGES.notFound);
  checkAddress(input, '');
  return changeBook(session.user.id, (book) => {
    const entry = book.find((candidate) => candidate.id === id)!;
    Object.assign(entry, addressFromInput(input, entry.name));
    if (input.isDefault === true) makeDefault(book, id);
    else if (input.isDefault === false && entry.isDefault && book.length > 1) {
      entry.isDefault = false;
      book.find((candidate) => candidate.id !== id)!.isDefault = true;
    }
    return { ...entry };
  });
}

/** The book and the message a deletion or a new default answers with. */
export interface BookChange {
  book: DeliveryAddressEntry[];
  message: string;
}

/**
 * DELETE users/current/delivery-addresses/{id} (src/domain/deliveryAddressBook.ts): own addresses only
 * (404 otherwise), never the only one (409 LAST-ADDRESS); the default's place goes to the first of the others.
 */
export function deleteDeliveryAddress(session: Extract<Session, { kind: 'user' }>, id: number): BookChange {
  requireAddressPermission(session);
  const outcome = deleteFromBook(addressBook(session.user.id), id);
  if (!outcome.ok) {
    if (outcome.reason === 'notFound') throw notFound(ADDRESS_BOOK_MESSAGES.notFound);
    throw new DemoHttpError(409, 'LAST-ADDRESS', ADDRESS_BOOK_MESSAGES.lastAddress);
  }
  updateState((state) => {
    state.deliveryAddresses[String(session.user.id)] = outcome.book;
  });
  return {
    book: outcome.book,
    message: outcome.newDefault ? ADDRESS_BOOK_MESSAGES.deletedNewDefault(outcome.newDefault.name) : ADDRESS_BOOK_MESSAGES.deleted,
  };
}

/** PUT users/current/delivery-addresses/{id}/default: own addresses only (404 otherwise). */
export function setDefaultDeliveryAddress(session: Extract<Session, { kind: 'user' }>, id: number): BookChange {
  requireAddressPermission(session);
  const book = withDefault(addressBook(session.user.id), id);
  if (!book) throw notFound(ADDRESS_BOOK_MESSAGES.notFound);
  updateState((state) => {
    state.deliveryAddresses[String(session.user.id)] = book;
  });
  return { book, message: ADDRESS_BOOK_MESSAGES.defaultSet(book.find((entry) => entry.id === id)!.name) };
}
