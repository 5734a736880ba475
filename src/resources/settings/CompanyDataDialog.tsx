import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useInvalidate, useUpdate, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import type { CompanyChange, CompanyDetails } from '../../generated/model';
import { refreshCurrentUser } from '../../session';
import { FormTextField } from '../../ui/form/FormTextField';
import { showToast } from '../../ui/toasts/toastStore';
import { useFormMessages } from '../ui/useFormMessages';
import { COMPANY_FIELDS, companyChange, companyFormSchema, companyFormValues, type CompanyField, type CompanyFormValues } from './companyForm';
import { CURRENT_COMPANY_ID, CURRENT_COMPANY_RESOURCE } from './settingsResource';
import { FormDialog } from '../ui/form-dialog/FormDialog';
import { useDialogForm } from '../ui/form-dialog/useDialogForm';

interface CompanyDataDialogProps {
  company: CompanyDetails;
  open: boolean;
  onClose: () => void;
}

/** The field a server error names, when the form has it (else the message goes above the fields). */
function formFieldOf(error: HttpError): CompanyField | null {
  const [field] = Object.keys(error.errors ?? {});
  return COMPANY_FIELDS.includes(field as CompanyField) ? (field as CompanyField) : null;
}

/**
 * "Zmień dane firmy" (spec §2 dialogs), for the company's administrator: name, NIP, contact, the
 * registered address and where e-invoices go, with the §5 rules; a refusal of the server stands
 * beside its field, and nothing typed is lost.
 */
export function CompanyDataDialog({ company, open, onClose }: CompanyDataDialogProps) {
  const { t } = useTranslation('account');
  const messages = useFormMessages();
  const initial = useMemo(() => companyFormValues(company), [company]);
  const schema = useMemo(() => companyFormSchema(messages, initial), [messages, initial]);
  const { form, formError, setFormError, refuse } = useDialogForm<CompanyFormValues>({ open, initial, resolver: zodResolver(schema) });
  const { mutateAsync } = useUpdate<CompanyDetails, HttpError, CompanyChange>();
  const invalidate = useInvalidate();

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const change = companyChange(initial, values);
    if (!change) {
      onClose();
      return;
    }
    try {
      const response = await mutateAsync({
        resource: CURRENT_COMPANY_RESOURCE, id: CURRENT_COMPANY_ID, values: change, mutationMode: 'pessimistic', successNotification: false, errorNotification: false,
      });
      await invalidate({ resource: CURRENT_COMPANY_RESOURCE, id: CURRENT_COMPANY_ID, invalidates: ['detail'] });
      // The header and the navigation show the company's name from the session's user.
      await refreshCurrentUser().catch(() => undefined);
      showToast({ message: (response as { message?: string | null }).message || t('companyData.saved') });
      onClose();
    } catch (error) {
      const problem = error as HttpError;
      const field = formFieldOf(problem);
      refuse(field, problem.message, problem.message || t('companyData.saveFailed'));
    }
  });

  const field = (name: CompanyField, props: { type?: 'text' | 'email' | 'tel'; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email'; hint?: string; required?: boolean } = {}) => (
    <FormTextField control={form.control} name={name} label={t(`companyData.fields.${name}`)} required={props.required ?? true} {...props} />
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('companyData.dialogTitle')}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      formError={formError}
      cancelLabel={t('companyData.cancel')}
      submitLabel={t('companyData.save')}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>{field('name', { autoComplete: 'organization' })}</Box>
        {field('taxId', { inputMode: 'numeric', hint: t('companyData.taxIdHint') })}
        {field('phone1', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>{field('streetWithNumber', { autoComplete: 'street-address' })}</Box>
        {field('zip', { autoComplete: 'postal-code', inputMode: 'numeric', hint: t('companyData.zipHint') })}
        {field('city', { autoComplete: 'address-level2' })}
        {field('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {field('eInvoiceEmail', { type: 'email', inputMode: 'email', required: initial.eInvoiceEmail !== '', hint: t('companyData.eInvoiceHint') })}
      </Box>
    </FormDialog>
  );
}
