import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { localePath } from '../../../routing/routes';
import { FormSection } from '../AuthCard';
import type { RegistrationValues } from '../registrationSchema';

/** The consents: never pre-ticked; the terms are required, the newsletter is not. */
export function ConsentsSection({ control }: { control: Control<RegistrationValues> }) {
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
