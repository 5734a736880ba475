import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { FormTextField } from '../../../ui/form/FormTextField';
import { FormSection } from '../AuthCard';
import type { RegistrationValues } from '../registrationSchema';

/** Private customer or company; a company gives its name and NIP (the checksum is checked here, nothing is looked up). */
export function CustomerTypeSection({ form }: { form: UseFormReturn<RegistrationValues> }) {
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
