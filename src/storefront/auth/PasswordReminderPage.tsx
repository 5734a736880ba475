import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError, serverMessageOr } from '../../api/ApiError';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { requestPasswordReminder } from '../../generated/api/session-and-user/session-and-user';
import { AuthCard } from './AuthCard';
import { useAuthFormMessages } from './authMessages';
import { DemoMailboxHintSlot } from '../../ui/demoLoginExtras';
import { FormTextField } from '../../ui/form/FormTextField';
import { passwordReminderSchema, type PasswordReminderValues } from './passwordReminderSchema';

/** /przypomnienie-hasla (guest-only): the account's e-mail; the same confirmation whether or not an account has it. */
export function PasswordReminderPage() {
  const { t } = useTranslation('auth');
  const messages = useAuthFormMessages();
  const schema = useMemo(() => passwordReminderSchema(messages), [messages]);
  const form = useForm<PasswordReminderValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  usePageMeta({ title: t('passwordReminder.title'), description: t('passwordReminder.description') });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await requestPasswordReminder({ email });
      setSentTo(email);
    } catch (error) {
      const message = serverMessageOr(error, t('passwordReminder.failed'));
      if (isApiError(error) && error.status === 400) form.setError('email', { type: 'server', message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  if (sentTo) {
    // Our own text, not the server's: it must read the same for an address with or without an account.
    return (
      <AuthCard title={t('passwordReminder.sentTitle')} focusTitle>
        <Typography component="p" role="status" sx={{ mb: 1.5 }}>
          {t('passwordReminder.sentText', { email: sentTo })}
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary' }}>
          {t('passwordReminder.spam')}
        </Typography>
        <DemoMailboxHintSlot email={sentTo} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
          <Button variant="contained" href={localePath('login')}>
            {t('passwordReminder.backToLogin')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              form.reset({ email: '' });
              setSentTo(null);
            }}
          >
            {t('passwordReminder.again')}
          </Button>
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('passwordReminder.title')}>
      <Typography component="p" sx={{ color: 'text.secondary', mb: 3 }}>
        {t('passwordReminder.intro')}
      </Typography>
      {formError ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {formError}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormTextField control={form.control} name="email" type="email" label={t('passwordReminder.email')} autoComplete="email" inputMode="email" required />
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting} sx={{ minHeight: 48 }}>
          {t('passwordReminder.submit')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mt: 3 }}>
        <Link href={localePath('login')}>{t('passwordReminder.backToLogin')}</Link>
        <Typography component="span">
          {t('passwordReminder.noAccount')} <Link href={localePath('registration')}>{t('passwordReminder.register')}</Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
