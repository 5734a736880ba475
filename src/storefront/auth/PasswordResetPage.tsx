import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError, serverMessageOr } from '../../api/ApiError';
import { formatDateTime } from '../../domain/format/date';
import { localePath, useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { getPasswordReminder, resetPassword } from '../../generated/api/session-and-user/session-and-user';
import type { PasswordReminderStatus } from '../../generated/model';
import { useSession } from '../../session';
import { AuthCard } from './AuthCard';
import { useAuthFormMessages } from './authMessages';
import { NEW_PASSWORD_DEFAULTS, newPasswordSchema, type NewPasswordValues } from './newPasswordSchema';
import { NewPasswordFields } from './NewPasswordFields';

/** A link that no longer works (404 unknown, 410 used or expired): its message and the way to a new one. */
const isDeadLink = (error: unknown): boolean => isApiError(error) && (error.status === 404 || error.status === 410);

/** /przypomnienie-hasla/{id}: checks the link, then a new password twice; a dead link says so and offers a new one. */
export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const { id = '' } = useParams();
  const { status } = useSession();
  const [deadLink, setDeadLink] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  // The link is checked once: it is one-time, and a check must not count as a use.
  const link = useQuery({
    queryKey: ['password-reminder', id],
    queryFn: ({ signal }) => getPasswordReminder(id, undefined, signal),
    enabled: status === 'ready' && id !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const dead = deadLink ?? (isDeadLink(link.error) ? link.error : null);
  const unknown = isApiError(dead) && dead.status === 404;
  const title = done ? t('passwordReset.doneTitle') : dead ? (unknown ? t('passwordReset.unknownTitle') : t('passwordReset.goneTitle')) : t('passwordReset.title');
  // The tab says what the card says: a dead link is not titled "Ustaw nowe hasło".
  usePageMeta({ title, noindex: true });

  if (done) {
    return (
      <AuthCard title={title} focusTitle>
        <Typography component="p" role="status" sx={{ mb: 3 }}>
          {t('passwordReset.doneText')}
        </Typography>
        <Button variant="contained" size="large" href={localePath('login')}>
          {t('passwordReset.logIn')}
        </Button>
      </AuthCard>
    );
  }

  if (dead) {
    return (
      <AuthCard title={title} focusTitle>
        <Typography component="p" role="alert" sx={{ mb: 3 }}>
          {serverMessageOr(dead, t('passwordReset.checkFailed'))}
        </Typography>
        <Button variant="contained" href={localePath('password-reminder')}>
          {t('passwordReset.askAgain')}
        </Button>
      </AuthCard>
    );
  }

  if (link.error) {
    return (
      <AuthCard title={t('passwordReset.title')}>
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {serverMessageOr(link.error, t('passwordReset.checkFailed'))}
        </Alert>
        <Button variant="outlined" onClick={() => void link.refetch()}>
          {t('passwordReset.retry')}
        </Button>
      </AuthCard>
    );
  }

  if (!link.data) {
    return (
      <AuthCard title={t('passwordReset.title')}>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden="true" />
          <Typography component="span">{t('passwordReset.checking')}</Typography>
        </Box>
      </AuthCard>
    );
  }

  return <NewPasswordForm id={id} reminder={link.data} onDone={() => setDone(true)} onDeadLink={setDeadLink} />;
}

interface NewPasswordFormProps {
  id: string;
  reminder: PasswordReminderStatus;
  onDone: () => void;
  onDeadLink: (error: unknown) => void;
}

function NewPasswordForm({ id, reminder, onDone, onDeadLink }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const messages = useAuthFormMessages();
  const schema = useMemo(() => newPasswordSchema(messages), [messages]);
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: NEW_PASSWORD_DEFAULTS });
  const [formError, setFormError] = useState<string | null>(null);
  const until = formatDateTime(reminder.expiresAt, locale);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await resetPassword(id, { password });
      onDone();
    } catch (error) {
      if (isDeadLink(error)) return onDeadLink(error);
      const message = serverMessageOr(error, t('passwordReset.failed'));
      if (isApiError(error) && error.status === 400) form.setError('password', { type: 'server', message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return (
    <AuthCard title={t('passwordReset.title')}>
      <Typography component="p" sx={{ mb: 0.5 }}>
        {t('passwordReset.forAccount', { email: reminder.email })}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mb: 3 }}>
        {t('passwordReset.validUntil', { time: until })}
      </Typography>
      {formError ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {formError}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <NewPasswordFields
          form={form}
          labels={{ password: t('passwordReset.password'), hint: t('passwordReset.passwordHint'), confirmation: t('passwordReset.confirmation') }}
        />
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting} sx={{ minHeight: 48 }}>
          {t('passwordReset.submit')}
        </Button>
      </Box>
    </AuthCard>
  );
}
