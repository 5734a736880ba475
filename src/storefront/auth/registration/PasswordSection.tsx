import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { FormSection } from '../AuthCard';
import { PasswordField } from '../PasswordField';
import type { RegistrationValues } from '../registrationSchema';
import { Pair } from './Pair';

/** The password twice; the confirmation is checked again when the password changes. */
export function PasswordSection({ form }: { form: UseFormReturn<RegistrationValues> }) {
  const { t } = useTranslation('auth');
  return (
    <FormSection legend={t('registration.password.legend')}>
      <Pair>
        <Controller
          name="password"
          control={form.control}
          render={({ field, fieldState }) => (
            <PasswordField
              field={{
                ...field,
                onChange: (event: unknown) => {
                  field.onChange(event);
                  // A confirmation already typed is checked again against the changed password.
                  if (form.getFieldState('passwordConfirmation').isTouched) void form.trigger('passwordConfirmation');
                },
              }}
              error={fieldState.error?.message}
              hint={t('registration.password.passwordHint')}
              label={t('registration.password.password')}
              autoComplete="new-password"
            />
          )}
        />
        <Controller
          name="passwordConfirmation"
          control={form.control}
          render={({ field, fieldState }) => (
            <PasswordField field={field} error={fieldState.error?.message} label={t('registration.password.confirmation')} autoComplete="new-password" />
          )}
        />
      </Pair>
    </FormSection>
  );
}
