import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { COMPANY_ROLES } from '../../domain/companyUser';

/**
 * The user's role, one of the company's (the add and the edit dialogs); `placeholder` is the first
 * option while none is chosen (a new user).
 */
export function RoleChoice<T extends FieldValues & { roleId: string }>({ control, placeholder }: { control: Control<T>; placeholder?: string }) {
  const { t } = useTranslation('account');
  return (
    <Controller
      name={'roleId' as FieldPath<T>}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          id="field-roleId"
          select
          label={t('companyUsers.fields.role')}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? t('companyUsers.add.roleHint')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {COMPANY_ROLES.map((role) => (
            <option key={role.id} value={String(role.id)}>
              {t(`common:roles.${role.name}`)}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
