import type { ResourceDescriptor } from '../resourceDescriptor.ts';

export const COMPANY_USERS_RESOURCE = 'company-users';

/** The company's users: listed, added, changed, deactivated and invited again by the company's administrator. */
export const companyUsers = {
  name: COMPANY_USERS_RESOURCE,
  routes: { list: 'dashboard-users' },
  screens: { 'dashboard-users': 'company-users/CompanyUsersList' },
  binding: 'company-users/companyUsersResource#companyUsersBinding',
  access: { actions: { list: 'manageCompanyUsers', create: 'manageCompanyUsers', edit: 'manageCompanyUsers' } },
  menu: ['dashboard-users'],
} as const satisfies ResourceDescriptor;
