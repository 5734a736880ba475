import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError, serverMessageOr } from '../../api/ApiError';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { registerUser } from '../../generated/api/session-and-user/session-and-user';
import { AuthCard, FormSection } from './AuthCard';
import { useAuthFormMessages } from './authMessages';
import { DemoMailboxHint } from './DemoMailboxHint';
import { FormTextField } from '../../ui/form/FormTextField';
import { PasswordField } from './PasswordField';
import { firstFieldWithError, REGISTRATION_DEFAULTS, registrationFieldOf, registrationSchema, toRegistrationRequest, type RegistrationValues } from './registrationSchema';

/** A refusal about the e-mail address (409): an account uses it, or a registration waits for its link. */
interface EmailConflict {
  email: string;
  code: string;
}

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

/** Two fields side by side on wider screens, one under the other on a phone. */
function Pair({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>{children}</Box>;
}

/** Private customer or company; a company gives its name and NIP (the checksum is checked here, nothing is looked up). */
function CustomerTypeSection({ form }: { form: UseFormReturn<RegistrationValues> }) {
  const { t } = useTranslation('auth');
  const type = useWatch({ control: form.control, name: 'customerType' });
  return (
    <>
      <FormSection legend={t('registration.type.legend')}>
        <Controller
          name="customerType"
          control={form.control}
          render={({ field }) => (
            <RadioGroup
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                // The company fields leave with the choice: their errors must not stay behind.
                if (event.target.value === 'individual') form.clearErrors(['companyName', 'taxId']);
              }}
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              {(['individual', 'company'] as const).map((option, index) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
                  label={
                    <>
                      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                        {t(`registration.type.${option}`)}
                      </Box>
                      <Box component="span" sx={{ display: 'block', fontSize: '1.3rem', color: 'text.secondary' }}>
                        {t(`registration.type.${option}Hint`)}
                      </Box>
                    </>
                  }
                  sx={{
                    m: 0, p: 1.5, pr: 2, alignItems: 'flex-start', border: 1, borderRadius: 1,
                    borderColor: field.value === option ? 'primary.main' : 'divider',
                    bgcolor: field.value === option ? 'action.hover' : 'transparent',
                  }}
                />
              ))}
            </RadioGroup>
          )}
        />
      </FormSection>
      {type === 'company' ? (
        <FormSection legend={t('registration.company.legend')}>
          <FormTextField control={form.control} name="companyName" label={t('registration.company.name')} autoComplete="organization" required />
          <FormTextField control={form.control} name="taxId" label={t('registration.company.taxId')} hint={t('registration.company.taxIdHint')} inputMode="numeric" required sx={{ maxWidth: { sm: '50%' } }} />
        </FormSection>
      ) : null}
    </>
  );
}

function ContactSection({ control, conflict }: { control: Control<RegistrationValues>; conflict: EmailConflict | null }) {
  const { t } = useTranslation('auth');
  const email = useWatch({ control, name: 'email' });
  // The way out of a refused address stays while the address is the one refused.
  const showConflict = conflict !== null && conflict.email === email.trim();
  return (
    <FormSection legend={t('registration.contact.legend')}>
      <Pair>
        <FormTextField control={control} name="firstName" label={t('registration.contact.firstName')} autoComplete="given-name" required />
        <FormTextField control={control} name="lastName" label={t('registration.contact.lastName')} autoComplete="family-name" required />
      </Pair>
      <Box>
        <FormTextField control={control} name="email" type="email" label={t('registration.contact.email')} hint={t('registration.contact.emailHint')} autoComplete="email" inputMode="email" required />
        {showConflict ? <EmailConflictActions conflict={conflict} /> : null}
      </Box>
      <FormTextField control={control} name="phone1" type="tel" label={t('registration.contact.phone')} hint={t('registration.contact.phoneHint')} autoComplete="tel" inputMode="tel" required sx={{ maxWidth: { sm: '50%' } }} />
    </FormSection>
  );
}

/** Log in or set a new password (an account uses the address); the demo mailbox (a registration waits for its link). */
function EmailConflictActions({ conflict }: { conflict: EmailConflict }) {
  const { t } = useTranslation('auth');
  if (conflict.code === 'REGISTRATION-PENDING') return <DemoMailboxHint email={conflict.email} />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      <Button variant="contained" size="small" href={localePath('login')}>
        {t('registration.emailTakenLogIn')}
      </Button>
      <Button variant="outlined" size="small" href={localePath('password-reminder')}>
        {t('registration.emailTakenReminder')}
      </Button>
    </Box>
  );
}

function PasswordSection({ form }: { form: UseFormReturn<RegistrationValues> }) {
  const { t } = useTranslation('auth');
  return (
    <FormSection legend={t('registration.password.legend')}>
      <Pair>
        <Controller
          name="password"
          control={form.control}
          render={({ field, fieldState }) => (
            <PasswordField
              field={{
                ...field,
                onChange: (event: unknown) => {
                  field.onChange(event);
                  // A confirmation already typed is checked again against the changed password.
                  if (form.getFieldState('passwordConfirmation').isTouched) void form.trigger('passwordConfirmation');
                },
              }}
              error={fieldState.error?.message}
              hint={t('registration.password.passwordHint')}
              label={t('registration.password.password')}
              autoComplete="new-password"
            />
          )}
        />
        <Controller
          name="passwordConfirmation"
          control={form.control}
          render={({ field, fieldState }) => (
            <PasswordField field={field} error={fieldState.error?.message} label={t('registration.password.confirmation')} autoComplete="new-password" />
          )}
        />
      </Pair>
    </FormSection>
  );
}

/** The consents: never pre-ticked; the terms are required, the newsletter is not. */
function ConsentsSection({ control }: { control: Control<RegistrationValues> }) {
  const { t } = useTranslation('auth');
  return (
    <FormSection legend={t('registration.consents.legend')}>
      <Controller
        name="termsOfUseAgreement"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormControlLabel
              sx={{ alignItems: 'flex-start' }}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  sx={{ mt: -0.75 }}
                  slotProps={{ input: { ref: field.ref, 'aria-describedby': fieldState.error ? 'terms-error' : undefined, 'aria-invalid': Boolean(fieldState.error), required: true } }}
                />
              }
              label={
                // Two texts around the link, not <Trans> (which every page would then load); the terms open in a new tab so the form stays filled.
                <>
                  {t('registration.consents.termsBefore')}{' '}
                  <Link href={localePath('shop-terms')} target="_blank" rel="noreferrer">
                    {t('registration.consents.termsLink')}
                  </Link>{' '}
                  *
                </>
              }
            />
            {fieldState.error ? <FormHelperText id="terms-error">{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      <Controller
        name="newsletterAgreement"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            sx={{ alignItems: 'flex-start' }}
            control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} sx={{ mt: -0.75 }} slotProps={{ input: { ref: field.ref } }} />}
            label={t('registration.consents.newsletter')}
          />
        )}
      />
      <Typography component="p" sx={{ fontSize: '1.3rem', color: 'text.secondary' }}>
        {t('registration.consents.privacyBefore')}{' '}
        <Link href={localePath('privacy-policy')} target="_blank" rel="noreferrer">
          {t('registration.consents.privacyLink')}
        </Link>
        .
      </Typography>
    </FormSection>
  );
}

/** After registering: the activation link went to the address (in the demo: to the demo mailbox). */
function RegistrationSent({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('registration.sent.title')} focusTitle>
      <Typography component="p" role="status" sx={{ mb: 1.5 }}>
        {t('registration.sent.text', { email })}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary' }}>
        {t('registration.sent.spam')}
      </Typography>
      <DemoMailboxHint email={email} />
      <Button variant="outlined" href={localePath('home')} sx={{ mt: 3 }}>
        {t('registration.sent.home')}
      </Button>
    </AuthCard>
  );
}
