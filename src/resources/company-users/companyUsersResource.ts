/**
 * The company's users (administrators of a company customer; spec §2 "add company user"): the list,
 * 24 a page, newest first, and adding one — the new user gets an e-mail with a link that sets her
 * password, after which she can log in.
 */
import type { BaseKey } from '@refinedev/core';
import {
  createCompanyUser, deactivateCompanyUser, getCompanyUsers, reactivateCompanyUser, resendCompanyUserInvitation, updateCompanyUser,
} from '../../generated/api/account/account';
import type { CompanyUserChange, CompanyUserInput } from '../../generated/model';
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

/** Changes a user (name, phone, role, cost centres, approval right); answers her and the server's message. */
export async function updateCompanyUserRecord(id: BaseKey, change: CompanyUserChange) {
  const response = await updateCompanyUser(Number(id), change);
  return { data: response.user, message: response.message };
}

/** Deactivating, reactivating a user and sending her invitation again: each answers her and the server's message. */
export const companyUserActions = {
  deactivate: async (id: BaseKey) => ({ data: await deactivateCompanyUser(Number(id)) }),
  reactivate: async (id: BaseKey) => ({ data: await reactivateCompanyUser(Number(id)) }),
  resendInvitation: async (id: BaseKey) => ({ data: await resendCompanyUserInvitation(Number(id)) }),
};

export type CompanyUserAction = keyof typeof companyUserActions;

export const companyUsersBinding = {
  list: listCompanyUsers, create: createCompanyUserRecord, update: updateCompanyUserRecord, actions: companyUserActions,
} satisfies ResourceBinding;
