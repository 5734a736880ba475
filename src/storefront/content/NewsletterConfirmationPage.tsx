import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { serverMessageOr } from '../../api/ApiError';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { confirmNewsletter } from '../../generated/api/content-and-reports/content-and-reports';
import { useSession } from '../../session';

/** /newsletter/potwierdzenie?token=…: confirms the subscription once and says how it went. */
export function NewsletterConfirmationPage() {
  const { t } = useTranslation('content');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { status } = useSession();
  const sent = useRef(false);
  const mutation = useMutation({ mutationFn: (value: string) => confirmNewsletter({ token: value }) });
  usePageMeta({ title: t('newsletter.title'), noindex: true });
  useEffect(() => {
    if (status !== 'ready' || !token || sent.current) return;
    sent.current = true;
    mutation.mutate(token);
  }, [status, token, mutation]);

  let body;
  if (!token) body = <p>{t('newsletter.noToken')}</p>;
  else if (mutation.isSuccess) body = <p role="status">{mutation.data.message || t('newsletter.confirmed')}</p>;
  else if (mutation.isError) body = <p role="alert">{serverMessageOr(mutation.error, t('newsletter.failed'))}</p>;
  else body = <Box role="status" aria-label={t('newsletter.confirming')} sx={{ py: 2 }}><CircularProgress size={28} /></Box>;
  return (
    <Box sx={{ py: { xs: 4, md: 8 }, maxWidth: 640, mx: 'auto', textAlign: 'center', fontSize: '1.6rem' }}>
      <Box component="h1" sx={{ fontSize: { xs: '2.4rem', md: '3rem' } }}>
        {t('newsletter.title')}
      </Box>
      {body}
      <Button variant="contained" href={localePath('home')} sx={{ mt: 2 }}>
        {t('common:actions.backHome')}
      </Button>
    </Box>
  );
}
