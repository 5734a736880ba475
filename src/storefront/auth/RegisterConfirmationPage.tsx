import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { serverMessageOr } from '../../api/ApiError';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { confirmRegistration } from '../../generated/api/session-and-user/session-and-user';
import { useSession } from '../../session';
import { activationOutcome } from './activationOutcome';
import { AuthCard } from './AuthCard';

/** /rejestracja/{id}: the activation link from the e-mail; activates the account once on opening. */
export function RegisterConfirmationPage() {
  const { t } = useTranslation('auth');
  const { id = '' } = useParams();
  const { status } = useSession();
  const sent = useRef(false);
  const mutation = useMutation({ mutationFn: (value: string) => confirmRegistration(value) });
  const outcome = mutation.isError ? activationOutcome(mutation.error) : null;
  const title = mutation.isSuccess
    ? t('registrationConfirmation.activated')
    : outcome
      ? {
          already: t('registrationConfirmation.alreadyTitle'),
          emailTaken: t('registrationConfirmation.alreadyTitle'),
          expired: t('registrationConfirmation.expiredTitle'),
          unknown: t('registrationConfirmation.unknownTitle'),
          failed: t('registrationConfirmation.failedTitle'),
        }[outcome]
      : t('registrationConfirmation.title');
  // The tab says what the card says: a dead link is not titled "Aktywacja konta".
  usePageMeta({ title, noindex: true });
  useEffect(() => {
    // The call needs the guest token; it runs once (the link works once).
    if (status !== 'ready' || !id || sent.current) return;
    sent.current = true;
    mutation.mutate(id);
  }, [status, id, mutation]);

  if (mutation.isSuccess) {
    return (
      <AuthCard title={title} focusTitle>
        <Typography component="p" role="status" sx={{ mb: 3 }}>
          {t('registrationConfirmation.activatedText', { email: mutation.data.email })}
        </Typography>
        <Button variant="contained" size="large" href={localePath('login')}>
          {t('registrationConfirmation.logIn')}
        </Button>
      </AuthCard>
    );
  }

  if (outcome) {
    const message = serverMessageOr(mutation.error, t('registrationConfirmation.failed'));
    return (
      <AuthCard title={title} focusTitle>
        <Typography component="p" role="alert" sx={{ mb: 3 }}>
          {message}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {outcome === 'already' || outcome === 'emailTaken' ? (
            <Button variant="contained" href={localePath('login')}>
              {t('registrationConfirmation.logIn')}
            </Button>
          ) : null}
          {outcome === 'emailTaken' ? (
            <Button variant="outlined" href={localePath('password-reminder')}>
              {t('passwordReminder.title')}
            </Button>
          ) : null}
          {outcome === 'expired' || outcome === 'unknown' ? (
            <Button variant="contained" href={localePath('registration')}>
              {t('registrationConfirmation.registerAgain')}
            </Button>
          ) : null}
          {outcome === 'failed' ? (
            <Button variant="contained" onClick={() => mutation.mutate(id)}>
              {t('registrationConfirmation.retry')}
            </Button>
          ) : null}
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={28} aria-hidden="true" />
        <Typography component="span">{t('registrationConfirmation.activating')}</Typography>
      </Box>
    </AuthCard>
  );
}
