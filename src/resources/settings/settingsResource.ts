import type { BaseKey } from '@refinedev/core';
import { getCurrentCompany, updateCurrentCompany } from '../../generated/api/account/account';
import { patchCurrentUserSetting } from '../../generated/api/session-and-user/session-and-user';
import type { CompanyChange, UserSettingChange } from '../../generated/model';

/** The user's switches (PATCH users/current/settings/{id}): the action `set` with the setting's id as the record id. */
export const USER_SETTINGS_RESOURCE = 'user-settings';

/** The current company's data (GET / PATCH companies/current): one record, read and changed as `current`. */
export const CURRENT_COMPANY_RESOURCE = 'current-company';
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
