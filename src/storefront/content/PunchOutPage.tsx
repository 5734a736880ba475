import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { useSettings } from '../layout/useSettings';

/**
 * Punch-out entry (spec §4, §8): while punch-out mode is active the buyer goes on shopping;
 * otherwise the page is replaced by the expiry warning.
 */
export function PunchOutPage() {
  const { t } = useTranslation('content');
  const settings = useSettings();
  usePageMeta({ title: t('punchOut.title'), noindex: true });
  const active = settings.data?.isPunchOutMode === true;
  return (
    <Box sx={{ py: { xs: 4, md: 8 }, maxWidth: 720, mx: 'auto', textAlign: 'center', fontSize: '1.6rem' }}>
      <Box component="h1" sx={{ fontSize: { xs: '2.4rem', md: '3rem' } }}>
        {t('punchOut.title')}
      </Box>
      {settings.isPending ? (
        <Box role="status" aria-label={t('common:status.loading')}><Skeleton variant="rounded" height={80} /></Box>
      ) : active ? (
        <>
          <p>{t('punchOut.active')}</p>
          <Button variant="contained" href={localePath('home')}>
            {t('punchOut.start')}
          </Button>
        </>
      ) : (
        <Box component="p" role="alert" sx={{ bgcolor: 'promo.light', borderRadius: 2, p: 2, textAlign: 'left' }}>
          {t('punchOut.expired')}
        </Box>
      )}
    </Box>
  );
}
