import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { localePath, useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';

/** An address in the account area that is no screen: a heading and title that say so, with the way back. */
export function AccountNotFound() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  usePageMeta({ title: t('notFoundTitle'), noindex: true, inPlaceOfPage: true });
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={localePath('dashboard', undefined, undefined, locale)} color="inherit" size="small">
          {t('backToAccount')}
        </Button>
      }
    >
      <AlertTitle component="h1" sx={{ fontSize: '1.8rem', fontWeight: 700 }}>
        {t('notFoundTitle')}
      </AlertTitle>
      {t('notFound')}
    </Alert>
  );
}
