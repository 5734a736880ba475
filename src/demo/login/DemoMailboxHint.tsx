import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from '../../i18n/useTranslation';
import { demoPath, withFilter } from '../../routing/demoPaths';

/**
 * In the demo no e-mail leaves the demo API: a hint with a link to the demo mailbox, filtered to
 * the address. Only a demo build has it (src/app hands it to the pages); a build for a real API shows nothing.
 */
export function DemoMailboxHint({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      {t('registration.sent.demo')}{' '}
      <Link href={withFilter(demoPath('mailbox'), email)} sx={{ fontWeight: 600 }}>
        {t('registration.sent.demoAction')}
      </Link>
    </Alert>
  );
}
