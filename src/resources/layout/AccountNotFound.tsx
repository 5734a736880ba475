import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { localePath, useLocale } from '../../routing/routes';

export function AccountNotFound() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={localePath('dashboard', undefined, undefined, locale)} color="inherit" size="small">
          {t('backToAccount')}
        </Button>
      }
    >
      {t('notFound')}
    </Alert>
  );
}
