import type { ResourceDescriptor } from '../resourceDescriptor.ts';

/** The user's switches (PATCH users/current/settings/{id}): the action `set` with the setting's id as the record id. */
export const USER_SETTINGS_RESOURCE = 'user-settings';

/** The current company's data (GET / PATCH companies/current): one record, read and changed as `current`. */
export const CURRENT_COMPANY_RESOURCE = 'current-company';

/** The settings page's switches; there is nothing to list. */
export const userSettings = {
  name: USER_SETTINGS_RESOURCE,
  screens: { 'dashboard-settings': 'settings/SettingsPage' },
  binding: 'settings/settingsResource#userSettingsBinding',
} as const satisfies ResourceDescriptor;

/** The company's data on the settings page: read by everyone, changed by whoever may change it. */
export const currentCompany = {
  name: CURRENT_COMPANY_RESOURCE,
  binding: 'settings/settingsResource#currentCompanyBinding',
  access: { actions: { edit: 'changeCompanyData' } },
} as const satisfies ResourceDescriptor;
