import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/seo/usePageMeta';

/** The 500 page when even the guest login failed (spec §4, §8): "Login error". */
export function LoginErrorPage() {
  const { t } = useTranslation('errors');
  usePageMeta({ title: t('loginError.message'), noindex: true });
  return (
    <Container component="main" id="main-content" sx={{ py: 10, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: '8rem', fontWeight: 700, color: 'primary.main', lineHeight: 1 }}>
        500
      </Typography>
      <Typography variant="h1" sx={{ mt: 2, mb: 1 }}>
        {t('loginError.message')}
      </Typography>
      <Typography component="p" sx={{ mb: 4 }}>
        {t('loginError.text')}
      </Typography>
      <Box>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('loginError.retry')}
        </Button>
      </Box>
    </Container>
  );
}
