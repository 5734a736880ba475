import type { TFunction } from '../../../i18n/texts';
import { roleLabelKey } from '../../../domain/roleLabel';
import type { Company, User } from '../../../generated/model';

/** "Firma Demo sp. z o.o. · Akceptujący" under a company user's name; "Klient indywidualny" for a private customer (never "Administrator"). */
export function whoAndRole(current: { user: Pick<User, 'roleName'>; company?: (Pick<Company, 'isPrivateCustomer'> & { name?: string | null }) | null }, t: TFunction): string {
  const roleKey = roleLabelKey(current.user, current.company);
  if (!roleKey) return t('common:roles.privateCustomer');
  return [current.company?.name, t(roleKey, { defaultValue: current.user.roleName })].filter(Boolean).join(' · ');
}
