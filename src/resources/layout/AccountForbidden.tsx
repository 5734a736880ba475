import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { localePath, useLocale } from '../../routing/routes';

/**
 * What a user sees on an account screen her permissions do not open (an acl flag she lacks, spec §6):
 * a clear "no access" with the way back, instead of an empty or failing screen.
 */
export function AccountForbidden({ title }: { title: string }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button component={RouterLink} to={localePath('dashboard', undefined, undefined, locale)} color="inherit" size="small">
          {t('backToAccount')}
        </Button>
      }
    >
      <AlertTitle component="h1" sx={{ fontSize: '1.8rem', fontWeight: 700 }}>
        {title}
      </AlertTitle>
      {t('forbidden')}
    </Alert>
  );
}
