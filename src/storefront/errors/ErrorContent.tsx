import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';

/** Other errors (spec §8): the status code and message, else "Wystąpił błąd", with a link home. */
export function ErrorContent({ status, message }: { status?: number; message?: string }) {
  const { t } = useTranslation(['errors', 'common']);
  const text = message || t('errors:generic.message');
  usePageMeta({ title: text, noindex: true });
  return (
    <Box sx={{ py: { xs: 6, md: 10 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      {status ? (
        <Typography component="p" sx={{ fontSize: '6rem', fontWeight: 700, color: 'primary.main', lineHeight: 1 }}>
          {status}
        </Typography>
      ) : null}
      <Typography variant="h1" sx={{ mt: 2, mb: 4 }}>
        {text}
      </Typography>
      <Button variant="contained" href={localePath('home')}>
        {t('common:actions.backHome')}
      </Button>
    </Box>
  );
}
