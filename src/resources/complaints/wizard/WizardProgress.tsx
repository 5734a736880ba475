import { useTranslation } from '../../../i18n/useTranslation';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { ComplaintWizardStep } from '../../../domain/complaints';

/** The wizard's four steps (spec §2: 0 to 3), by their text keys. */
export const STEP_KEYS = ['type', 'document', 'items', 'summary'] as const;

/** Where the customer is: the steps with the current one marked, or on a phone "Step 2 of 4". */
export function WizardProgress({ shown, narrow }: { shown: ComplaintWizardStep; narrow: boolean }) {
  const { t } = useTranslation('account');
  const stepLabel = (step: number) => t(`complaints.wizard.steps.${STEP_KEYS[step]}`);
  return narrow ? (
    <Typography color="text.secondary" sx={{ mb: 1.5, fontWeight: 600 }}>
      {t('complaints.wizard.stepOf', { current: shown + 1, total: STEP_KEYS.length })}
    </Typography>
  ) : (
    <Stepper activeStep={shown} aria-label={t('complaints.wizard.stepperLabel')} component="ol" sx={{ mb: 3, p: 0, listStyle: 'none' }}>
      {STEP_KEYS.map((key, step) => (
        <Step key={key} component="li" completed={step < shown} aria-current={step === shown ? 'step' : undefined}>
          <StepLabel>{stepLabel(step)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
