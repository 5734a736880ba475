import type { Company, User } from '../generated/model';

/**
 * The translation key of the role a signed-in user is shown with ("common:roles.admin") in the
 * header, the account menu and the dashboard, or null for a private customer: he buys for himself,
 * and the role the API gives every account ("admin") is not a role he has in a company.
 */
export function roleLabelKey(user: Pick<User, 'roleName'>, company: Pick<Company, 'isPrivateCustomer'> | null | undefined): string | null {
  if (!company || company.isPrivateCustomer) return null;
  return `common:roles.${user.roleName}`;
}
