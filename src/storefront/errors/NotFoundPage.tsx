import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';

/** 404 (spec §2): "Ups... Coś poszło nie tak" with a home button. */
export function NotFoundPage() {
  const { t } = useTranslation(['errors', 'common']);
  usePageMeta({ title: t('errors:notFound.metaTitle'), description: t('errors:notFound.text'), noindex: true });
  return (
    <Box sx={{ py: { xs: 6, md: 10 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <Typography component="p" aria-hidden="true" sx={{ fontSize: { xs: '7rem', md: '10rem' }, fontWeight: 700, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2, mb: 1 }}>
        {t('errors:notFound.title')}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.6rem', mb: 4 }}>
        {t('errors:notFound.text')}
      </Typography>
      <Button variant="contained" size="large" href={localePath('home')}>
        {t('errors:notFound.home')}
      </Button>
    </Box>
  );
}
