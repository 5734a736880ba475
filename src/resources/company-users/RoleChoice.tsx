import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { COMPANY_ROLES } from '../../domain/companyUser';
import { FormSelectField } from '../../ui/form/FormSelectField';

/**
 * The user's role, one of the company's (the add and the edit dialogs); `placeholder` is the first
 * option while none is chosen (a new user).
 */
export function RoleChoice<T extends FieldValues & { roleId: string }>({ control, placeholder }: { control: Control<T>; placeholder?: string }) {
  const { t } = useTranslation('account');
  return (
    <FormSelectField
      control={control}
      name={'roleId' as FieldPath<T>}
      label={t('companyUsers.fields.role')}
      required
      placeholder={placeholder}
      hint={t('companyUsers.add.roleHint')}
      options={COMPANY_ROLES.map((role) => ({ value: String(role.id), label: t(`common:roles.${role.name}`) }))}
    />
  );
}
