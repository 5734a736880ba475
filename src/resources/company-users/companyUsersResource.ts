/**
 * The company's users (administrators of a company customer; spec §2 "add company user"): the list,
 * 24 a page, newest first, and adding one — the new user gets an e-mail with a link that sets her
 * password, after which she can log in.
 */
import { createCompanyUser, getCompanyUsers } from '../../generated/api/account/account';
import type { CompanyUserInput } from '../../generated/model';
import type { ListQuery } from '../listQuery';
import type { ResourceBinding } from '../resourceDescriptor';
// The key is written in the resource's descriptor (resource.ts); the screens import it from here too.
export { COMPANY_USERS_RESOURCE } from './resource';

export async function listCompanyUsers(query: ListQuery, signal?: AbortSignal) {
  const response = await getCompanyUsers(
    { limit: query.limit, offset: query.offset, orderBy: query.orderBy ?? 'id', orderDirection: query.orderDirection ?? 'DESC', filters: query.filters },
    undefined,
    signal,
  );
  return { data: response.users, total: response.countTotal };
}

/** Adds the user; answers her and the server's message (who was added, where the e-mail went). */
export async function createCompanyUserRecord(input: CompanyUserInput) {
  const response = await createCompanyUser(input);
  return { data: response.user, message: response.message };
}

export const companyUsersBinding = { list: listCompanyUsers, create: createCompanyUserRecord } satisfies ResourceBinding;
