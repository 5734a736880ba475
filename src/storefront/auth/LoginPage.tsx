import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError, serverMessageOr } from '../../api/ApiError';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { resendActivationLink } from '../../generated/api/session-and-user/session-and-user';
import { forgetSessionEndNotice, sessionEndNotice, takeRequestedPath } from '../../session';
import { login } from '../../session/signInOut';
import { DemoAccountsSlot, DemoMailboxHintSlot } from '../../ui/demoLoginExtras';
import { PasswordField } from './PasswordField';
import { loginSchema, type LoginValues } from './loginSchema';

/** Login (guest-only): e-mail and password, then the requested page or the dashboard. */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  /** A registered account whose activation link has not been opened: the address to send the link to again. */
  const [inactive, setInactive] = useState<string | null>(null);
  const [resend, setResend] = useState<{ pending: boolean; message: string | null; error: string | null }>({ pending: false, message: null, error: null });
  /** Why the shop logged the user out (her account deactivated). */
  const [sessionEnded, setSessionEnded] = useState(sessionEndNotice);
  usePageMeta({ title: t('auth:login.title'), description: t('auth:login.description') });
  const schema = useMemo(() => loginSchema({ required: t('common:validation.required'), email: t('common:validation.email') }), [t]);
  const { control, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    forgetSessionEndNotice();
    setSessionEnded(null);
    setServerError(null);
    setInactive(null);
    setResend({ pending: false, message: null, error: null });
    try {
      await login(values.username, values.password, { rememberMe: values.rememberMe });
      await navigate(takeRequestedPath() ?? localePath('dashboard'), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'ACCOUNT-NOT-ACTIVE') setInactive(values.username.trim());
      setServerError(serverMessageOr(error, isApiError(error) && error.code === 'ACCOUNT-NOT-ACTIVE' ? t('auth:login.notActive') : t('auth:login.failed')));
    }
  });

  const resendLink = async () => {
    if (!inactive) return;
    setResend({ pending: true, message: null, error: null });
    try {
      const { message } = await resendActivationLink({ email: inactive });
      setResend({ pending: false, message, error: null });
    } catch (error) {
      setResend({ pending: false, message: null, error: serverMessageOr(error, t('auth:login.resendFailed')) });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, maxWidth: 960, mx: 'auto', alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {t('auth:login.title')}
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary', mb: 3 }}>
          {t('auth:login.intro')}
        </Typography>
        {serverError && inactive ? (
          <Alert severity="warning" sx={{ mb: 2 }} role="alert">
            <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t('auth:login.notActiveTitle')}
            </Typography>
            <Typography component="p">{serverError}</Typography>
            {resend.message ? (
              <Typography component="p" role="status" sx={{ mt: 1 }}>
                {resend.message}
              </Typography>
            ) : (
              <Button variant="outlined" color="inherit" sx={{ mt: 1.5 }} loading={resend.pending} onClick={() => void resendLink()}>
                {t('auth:login.resend')}
              </Button>
            )}
            {resend.error ? (
              <Typography component="p" role="alert" sx={{ mt: 1 }}>
                {resend.error}
              </Typography>
            ) : null}
          </Alert>
        ) : serverError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {serverError}
          </Alert>
        ) : sessionEnded ? (
          <Alert severity="warning" sx={{ mb: 2 }} role="alert">
            {sessionEnded}
          </Alert>
        ) : null}
        {resend.message && inactive ? <DemoMailboxHintSlot email={inactive} /> : null}
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Controller
            name="username"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                id="login-username"
                label={t('auth:login.email')}
                type="email"
                autoComplete="username"
                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                fullWidth
              />
            )}
          />
          <Controller
            name="password"
            control={control}
            render={({ field, fieldState }) => (
              <PasswordField field={field} error={fieldState.error?.message} label={t('auth:login.password')} />
            )}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Controller
              name="rememberMe"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} />}
                  label={t('auth:login.rememberMe')}
                />
              )}
            />
            <Link href={localePath('password-reminder')}>{t('auth:login.forgotPassword')}</Link>
          </Box>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} sx={{ minHeight: 48 }}>
            {t('auth:login.submit')}
          </Button>
        </Box>
      </Paper>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('auth:register.title')}
          </Typography>
          <Typography component="p" sx={{ mb: 2 }}>
            {t('auth:register.text')}
          </Typography>
          <Button variant="outlined" href={localePath('registration')}>
            {t('auth:register.action')}
          </Button>
        </Paper>
        <DemoAccountsSlot />
      </Box>
    </Box>
  );
}
