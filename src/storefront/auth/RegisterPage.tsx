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
import { registerUser } from '../../generated/api/session-and-user/session-and-user';
import { AuthCard, FormSection } from './AuthCard';
import { useAuthFormMessages } from './authMessages';
import { FormTextField } from '../../ui/form/FormTextField';
import { ConsentsSection } from './registration/ConsentsSection';
import { ContactSection, type EmailConflict } from './registration/ContactSection';
import { CustomerTypeSection } from './registration/CustomerTypeSection';
import { Pair } from './registration/Pair';
import { PasswordSection } from './registration/PasswordSection';
import { RegistrationSent } from './registration/RegistrationSent';
import { firstFieldWithError, REGISTRATION_DEFAULTS, registrationFieldOf, registrationSchema, toRegistrationRequest, type RegistrationValues } from './registrationSchema';

/** Registration (guest-only): private customer or company, contact, address, password, consents; then "check your inbox". */
export function RegisterPage() {
  const { t } = useTranslation(['auth', 'common']);
  const messages = useAuthFormMessages();
  const schema = useMemo(() => registrationSchema(messages), [messages]);
  // The first error in the form's order takes the focus (react-hook-form would pick the first field registered, and the company fields come later).
  const form = useForm<RegistrationValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: REGISTRATION_DEFAULTS, shouldFocusError: false });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<EmailConflict | null>(null);
  usePageMeta({ title: t('auth:registration.title'), description: t('auth:registration.description') });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setConflict(null);
    try {
      const answer = await registerUser(toRegistrationRequest(values));
      setSentTo(answer.email);
      window.scrollTo({ top: 0 });
    } catch (error) {
      const message = serverMessageOr(error, t('auth:registration.failed'));
      const field = isApiError(error) && error.status < 500 ? registrationFieldOf((error.body as { field?: unknown } | undefined)?.field) : null;
      // Beside its field when the server names one the form has (the form keeps every value), else above the form.
      if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      else setFormError(message);
      if (isApiError(error) && error.status === 409) setConflict({ email: values.email.trim(), code: error.code });
    }
  }, (errors) => {
    const first = firstFieldWithError(errors);
    if (first) form.setFocus(first);
  });

  if (sentTo) return <RegistrationSent email={sentTo} />;

  return (
    <AuthCard title={t('auth:registration.title')} maxWidth={760}>
      <Typography component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('auth:registration.intro')}
      </Typography>
      <Typography component="p" sx={{ mb: 3 }}>
        {t('auth:registration.haveAccount')} <Link href={localePath('login')}>{t('auth:registration.logIn')}</Link>
      </Typography>
      {formError ? (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {formError}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <CustomerTypeSection form={form} />
        <ContactSection control={form.control} conflict={conflict} />
        <FormSection legend={t('auth:registration.address.legend')}>
          <FormTextField control={form.control} name="address.streetWithNumber" label={t('auth:registration.address.street')} autoComplete="address-line1" required />
          <Pair>
            <FormTextField control={form.control} name="address.zip" label={t('auth:registration.address.zip')} hint={t('auth:registration.address.zipHint')} autoComplete="postal-code" inputMode="numeric" required />
            <FormTextField control={form.control} name="address.city" label={t('auth:registration.address.city')} autoComplete="address-level2" required />
          </Pair>
        </FormSection>
        <PasswordSection form={form} />
        <ConsentsSection control={form.control} />
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting} sx={{ minHeight: 48, alignSelf: { xs: 'stretch', sm: 'flex-start' }, px: 5 }}>
          {t('auth:registration.submit')}
        </Button>
      </Box>
    </AuthCard>
  );
}
