import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { FormSection } from '../AuthCard';
import { NewPasswordFields } from '../NewPasswordFields';
import type { RegistrationValues } from '../registrationSchema';
import { Pair } from './Pair';

/** The password twice; the confirmation is checked again when the password changes. */
export function PasswordSection({ form }: { form: UseFormReturn<RegistrationValues> }) {
  const { t } = useTranslation('auth');
  return (
    <FormSection legend={t('registration.password.legend')}>
      <Pair>
        <NewPasswordFields
          form={form}
          labels={{ password: t('registration.password.password'), hint: t('registration.password.passwordHint'), confirmation: t('registration.password.confirmation') }}
        />
      </Pair>
    </FormSection>
  );
}
