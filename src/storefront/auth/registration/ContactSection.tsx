import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { localePath } from '../../../routing/routes';
import { DemoMailboxHintSlot } from '../../../ui/demoLoginExtras';
import { FormTextField } from '../../../ui/form/FormTextField';
import { FormSection } from '../AuthCard';
import type { RegistrationValues } from '../registrationSchema';
import { Pair } from './Pair';

/** A refusal about the e-mail address (409): an account uses it, or a registration waits for its link. */
export interface EmailConflict {
  email: string;
  code: string;
}

/** Name, e-mail and phone; a refused address keeps its way out beside the field. */
export function ContactSection({ control, conflict }: { control: Control<RegistrationValues>; conflict: EmailConflict | null }) {
  const { t } = useTranslation('auth');
  const email = useWatch({ control, name: 'email' });
  // The way out of a refused address stays while the address is the one refused.
  const showConflict = conflict !== null && conflict.email === email.trim();
  return (
    <FormSection legend={t('registration.contact.legend')}>
      <Pair>
        <FormTextField control={control} name="firstName" label={t('registration.contact.firstName')} autoComplete="given-name" required />
        <FormTextField control={control} name="lastName" label={t('registration.contact.lastName')} autoComplete="family-name" required />
      </Pair>
      <Box>
        <FormTextField control={control} name="email" type="email" label={t('registration.contact.email')} hint={t('registration.contact.emailHint')} autoComplete="email" inputMode="email" required />
        {showConflict ? <EmailConflictActions conflict={conflict} /> : null}
      </Box>
      <FormTextField control={control} name="phone1" type="tel" label={t('registration.contact.phone')} hint={t('registration.contact.phoneHint')} autoComplete="tel" inputMode="tel" required sx={{ maxWidth: { sm: '50%' } }} />
    </FormSection>
  );
}

/** Log in or set a new password (an account uses the address); the demo mailbox (a registration waits for its link). */
function EmailConflictActions({ conflict }: { conflict: EmailConflict }) {
  const { t } = useTranslation('auth');
  if (conflict.code === 'REGISTRATION-PENDING') return <DemoMailboxHintSlot email={conflict.email} />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      <Button variant="contained" size="small" href={localePath('login')}>
        {t('registration.emailTakenLogIn')}
      </Button>
      <Button variant="outlined" size="small" href={localePath('password-reminder')}>
        {t('registration.emailTakenReminder')}
      </Button>
    </Box>
  );
}
