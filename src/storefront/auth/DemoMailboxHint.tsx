import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { demoPath, withFilter } from '../demo/demoPaths';

/**
 * In the in-browser demo no e-mail leaves the browser: a hint with a link to the demo mailbox,
 * filtered to the address. A build for a real API (VITE_API_BASE) shows nothing.
 */
export function DemoMailboxHint({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  if (import.meta.env.VITE_API_BASE) return null;
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      {t('registration.sent.demo')}{' '}
      <Link href={withFilter(demoPath('mailbox'), email)} sx={{ fontWeight: 600 }}>
        {t('registration.sent.demoAction')}
      </Link>
    </Alert>
  );
}
