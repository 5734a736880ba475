import { useMemo } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCreate, useInvalidate, useUpdate, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { MAX_APPROVAL_LEVELS } from '../../domain/orderPolicy/approvalChain';
import type { ApprovalRule, ApprovalRuleChange, ApprovalRuleInput } from '../../generated/model';
import { showToast } from '../../ui/toasts/toastStore';
import { FormDialog } from '../ui/form-dialog/FormDialog';
import { useDialogForm } from '../ui/form-dialog/useDialogForm';
import { APPROVAL_RULES_RESOURCE } from './approvalRulesResource';
import { EMPTY_RULE, formField, ruleInput, ruleLevels, ruleSchema, ruleValues, type RuleFormValues } from './ruleForm';
import { FormSelectField } from '../../ui/form/FormSelectField';

export interface PersonOption {
  id: number;
  name: string;
}

interface RuleDialogProps {
  open: boolean;
  onClose: () => void;
  /** The rule to change (its levels); null: a new rule. */
  rule: ApprovalRule | null;
  /** What a rule's scope is called ("Cała firma", "Centrum kosztowe: Marketing"). */
  scopeName: (rule: ApprovalRule) => string;
  approvers: PersonOption[];
  /** Cost centres without a rule of their own (a new rule's scope); `companyWideFree`: no company-wide rule yet. */
  centres: PersonOption[];
  companyWideFree: boolean;
}

/**
 * Adding a rule (for the whole company or a cost centre) or changing a rule's levels: up to five
 * levels, each a threshold and the approver who decides orders above it. The order policy's checks
 * (thresholds rising, an approver chosen) stand by their fields before anything is sent; a refusal of
 * the server by the field it names, else above the form. Nothing typed is lost.
 */
export function RuleDialog({ open, onClose, rule, scopeName, approvers, centres, companyWideFree }: RuleDialogProps) {
  const { t, i18n } = useTranslation('company');
  const locale = i18n.language?.startsWith('en') ? 'en' : 'pl';
  const initial = useMemo(() => (rule ? ruleValues(rule, locale) : { ...EMPTY_RULE, scope: companyWideFree ? '' : String(centres[0]?.id ?? '') }), [rule, locale, companyWideFree, centres]);
  const schema = useMemo(
    () => ruleSchema({ thresholdRequired: t('approvalRules.form.thresholdRequired'), approverRequired: t('approvalRules.form.approverRequired'), locale }, approvers.map((person) => person.id)),
    [t, locale, approvers],
  );
  const { form, formError, setFormError, refuse } = useDialogForm<RuleFormValues>({ open, initial, resolver: zodResolver(schema) });
  const levels = useFieldArray({ control: form.control, name: 'levels' });
  const { mutateAsync: create } = useCreate<ApprovalRule, HttpError, ApprovalRuleInput>();
  const { mutateAsync: update } = useUpdate<ApprovalRule, HttpError, ApprovalRuleChange>();
  const invalidate = useInvalidate();

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = rule
        ? await update({ resource: APPROVAL_RULES_RESOURCE, id: rule.id, values: { levels: ruleLevels(values, locale) }, successNotification: false, errorNotification: false })
        : await create({ resource: APPROVAL_RULES_RESOURCE, values: ruleInput(values, locale), successNotification: false, errorNotification: false });
      await invalidate({ resource: APPROVAL_RULES_RESOURCE, invalidates: ['list'] });
      showToast({ message: (response as { message?: string | null }).message || t('approvalRules.form.saved') });
      onClose();
    } catch (error) {
      const problem = error as HttpError;
      const field = formField(Object.keys(problem.errors ?? {})[0], values.levels.length);
      refuse(field, problem.message, problem.message || t('approvalRules.form.failed'));
    }
  });

  const scopeOptions = [...(companyWideFree ? [{ value: '', label: t('approvalRules.companyWide') }] : []), ...centres.map((centre) => ({ value: String(centre.id), label: t('approvalRules.centre', { name: centre.name }) }))];
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={rule ? t('approvalRules.form.editTitle', { scope: scopeName(rule) }) : t('approvalRules.form.addTitle')}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      formError={formError}
      cancelLabel={t('approvalRules.form.cancel')}
      submitLabel={t('approvalRules.form.submit')}
      maxWidth="md"
      lead={t('approvalRules.form.lead')}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {approvers.length ? null : <Alert severity="warning">{t('approvalRules.form.noApprovers')}</Alert>}
        {rule ? null : (
          <FormSelectField control={form.control} name="scope" id="rule-scope" label={t('approvalRules.form.scope')} options={scopeOptions} />
        )}
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.6rem' }}>
          {t('approvalRules.form.levelsHeading')}
        </Typography>
        {levels.fields.map((level, index) => (
          <Box
            key={level.id}
            role="group"
            aria-label={t('approvalRules.form.levelGroup', { level: index + 1 })}
            sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) minmax(0, 1.4fr) auto' } }}
          >
            <Controller
              name={`levels.${index}.threshold`}
              control={form.control}
              render={({ field: { ref, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  label={t('approvalRules.form.threshold', { level: index + 1 })}
                  inputMode="decimal"
                  autoComplete="off"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? t('approvalRules.form.thresholdHint')}
                  sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' } }}
                />
              )}
            />
            <FormSelectField
              control={form.control}
              name={`levels.${index}.approverId`}
              label={t('approvalRules.form.approver', { level: index + 1 })}
              fullWidth={false}
              placeholder={t('approvalRules.form.chooseApprover')}
              options={approvers.map((person) => ({ value: String(person.id), label: person.name }))}
              sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
            />
            <IconButton
              aria-label={t('approvalRules.form.removeLevel', { level: index + 1 })}
              onClick={() => levels.remove(index)}
              disabled={levels.fields.length === 1}
              sx={{ mt: 1, gridColumn: { xs: 2, sm: 'auto' }, gridRow: { xs: '1 / 3', sm: 'auto' } }}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button startIcon={<AddOutlined />} onClick={() => levels.append({ threshold: '', approverId: '' })} disabled={levels.fields.length >= MAX_APPROVAL_LEVELS}>
            {t('approvalRules.form.addLevel')}
          </Button>
        </Box>
      </Box>
    </FormDialog>
  );
}
