import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCreate, useInvalidate, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import type { ApproverAbsence, ApproverAbsenceInput } from '../../generated/model';
import { showToast } from '../../ui/toasts/toastStore';
import { DateInput } from '../ui/DateInput';
import { FormDialog } from '../ui/form-dialog/FormDialog';
import { useDialogForm } from '../ui/form-dialog/useDialogForm';
import { APPROVER_ABSENCES_RESOURCE } from './approvalRulesResource';
import { ABSENCE_FIELDS, absenceInput, absenceSchema, EMPTY_ABSENCE, type AbsenceFormValues } from './ruleForm';
import type { PersonOption } from './RuleDialog';
import { FormSelectField } from '../../ui/form/FormSelectField';

/**
 * "Dodaj nieobecność": the absent approver, her substitute and the first and last day. The server's
 * refusals (the same person twice, a past end, an overlap with her other absence) stand by their
 * fields, else above the form; nothing typed is lost.
 */
export function AbsenceDialog({ open, onClose, approvers }: { open: boolean; onClose: () => void; approvers: PersonOption[] }) {
  const { t } = useTranslation('company');
  const schema = useMemo(() => absenceSchema(t('approvalRules.absences.required')), [t]);
  const { form, formError, setFormError, refuse } = useDialogForm<AbsenceFormValues>({ open, initial: EMPTY_ABSENCE, resolver: zodResolver(schema) });
  const { mutateAsync: create } = useCreate<ApproverAbsence, HttpError, ApproverAbsenceInput>();
  const invalidate = useInvalidate();

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await create({ resource: APPROVER_ABSENCES_RESOURCE, values: absenceInput(values), successNotification: false, errorNotification: false });
      await invalidate({ resource: APPROVER_ABSENCES_RESOURCE, invalidates: ['list'] });
      showToast({ message: (response as { message?: string | null }).message || t('approvalRules.absences.saved') });
      onClose();
    } catch (error) {
      const problem = error as HttpError;
      const field = Object.keys(problem.errors ?? {})[0];
      const known = ABSENCE_FIELDS.find((candidate) => candidate === field);
      refuse(known, problem.message, problem.message || t('approvalRules.absences.failed'));
    }
  });

  const personField = (name: 'approverId' | 'substituteId', label: string) => (
    <FormSelectField
      control={form.control}
      name={name}
      id={`absence-${name}`}
      label={label}
      required
      placeholder={t('approvalRules.form.chooseApprover')}
      options={approvers.map((person) => ({ value: String(person.id), label: person.name }))}
    />
  );
  const dateField = (name: 'dateFrom' | 'dateTo', label: string) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <DateInput
          {...field}
          inputRef={ref}
          id={`absence-${name}`}
          label={label}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('approvalRules.absences.addTitle')}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      formError={formError}
      cancelLabel={t('approvalRules.form.cancel')}
      submitLabel={t('approvalRules.absences.submit')}
      lead={t('approvalRules.absences.formLead')}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {personField('approverId', t('approvalRules.absences.approver'))}
        {personField('substituteId', t('approvalRules.absences.substitute'))}
        {dateField('dateFrom', t('approvalRules.absences.dateFrom'))}
        {dateField('dateTo', t('approvalRules.absences.dateTo'))}
      </Box>
    </FormDialog>
  );
}
