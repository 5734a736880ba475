import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/useTranslation';
import { localePath } from '../../../routing/routes';
import { DemoMailboxHintSlot } from '../../../ui/demoLoginExtras';
import { AuthCard } from '../AuthCard';

/** After registering: the activation link went to the address (in the demo: to the demo mailbox). */
export function RegistrationSent({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('registration.sent.title')} focusTitle>
      <Typography component="p" role="status" sx={{ mb: 1.5 }}>
        {t('registration.sent.text', { email })}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary' }}>
        {t('registration.sent.spam')}
      </Typography>
      <DemoMailboxHintSlot email={email} />
      <Button variant="outlined" href={localePath('home')} sx={{ mt: 3 }}>
        {t('registration.sent.home')}
      </Button>
    </AuthCard>
  );
}
