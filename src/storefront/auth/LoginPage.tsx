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
import { useTranslation } from 'react-i18next';
import { serverMessageOr } from '../../api/ApiError';
import { isDemoApi } from '../../app/config';
import { localePath } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { login, takeRequestedPath } from '../../session';
import { DemoAccounts } from './DemoAccounts';
import { PasswordField } from './PasswordField';
import { loginSchema, type LoginValues } from './loginSchema';

/** Login (guest-only): e-mail and password, then the requested page or the dashboard. */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  usePageMeta({ title: t('auth:login.title'), description: t('auth:login.description') });
  const schema = useMemo(() => loginSchema({ required: t('common:validation.required'), email: t('common:validation.email') }), [t]);
  const { control, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await login(values.username, values.password, { rememberMe: values.rememberMe });
      await navigate(takeRequestedPath() ?? localePath('dashboard'), { replace: true });
    } catch (error) {
      setServerError(serverMessageOr(error, t('auth:login.failed')));
    }
  });

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, maxWidth: 960, mx: 'auto', alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {t('auth:login.title')}
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary', mb: 3 }}>
          {t('auth:login.intro')}
        </Typography>
        {serverError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {serverError}
          </Alert>
        ) : null}
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
        {isDemoApi() ? <DemoAccounts /> : null}
      </Box>
    </Box>
  );
}
