import type { BaseKey } from '@refinedev/core';
import { getCurrentCompany, updateCurrentCompany } from '../../generated/api/account/account';
import { patchCurrentUserSetting } from '../../generated/api/session-and-user/session-and-user';
import type { CompanyChange, UserSettingChange } from '../../generated/model';
import type { ResourceBinding } from '../resourceDescriptor';
// The key is written in the resource's descriptor (resource.ts); the screens import it from here too.
export { CURRENT_COMPANY_RESOURCE, USER_SETTINGS_RESOURCE } from './resource';

export const CURRENT_COMPANY_ID = 'current';

export const userSettingActions = {
  set: async (id: BaseKey, payload: UserSettingChange) => ({ data: await patchCurrentUserSetting(String(id), payload) }),
};

/** There is no list of companies: the list is the current one. */
export async function listCurrentCompany(_query: unknown, signal?: AbortSignal) {
  const { company } = await getCurrentCompany(undefined, signal);
  return { data: [company], total: 1 };
}

export async function getCurrentCompanyRecord(_id: BaseKey, signal?: AbortSignal) {
  const { company } = await getCurrentCompany(undefined, signal);
  return { data: company };
}

/** Changes the fields given (the others stay); answers the company as it is now and the shop's message. */
export async function updateCurrentCompanyRecord(_id: BaseKey, change: CompanyChange) {
  const response = await updateCurrentCompany(change);
  return { data: response.company, message: response.message };
}

/** The user's switches: `set` with the setting's id; there is nothing to list. */
export const userSettingsBinding = { list: async () => ({ data: [], total: 0 }), actions: userSettingActions } satisfies ResourceBinding;
export const currentCompanyBinding = { list: listCurrentCompany, one: getCurrentCompanyRecord, update: updateCurrentCompanyRecord } satisfies ResourceBinding;
