import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useInvalidate, useUpdate, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CompanyChange, CompanyDetails } from '../../generated/model';
import { refreshCurrentUser } from '../../session';
import { FormTextField } from '../../ui/form/FormTextField';
import { showToast } from '../../ui/toasts/toastStore';
import { useFormMessages } from '../ui/useFormMessages';
import { COMPANY_FIELDS, companyChange, companyFormSchema, companyFormValues, type CompanyField, type CompanyFormValues } from './companyForm';
import { CURRENT_COMPANY_ID, CURRENT_COMPANY_RESOURCE } from './settingsResource';

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
  const titleId = useId();
  const messages = useFormMessages();
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const initial = useMemo(() => companyFormValues(company), [company]);
  const schema = useMemo(() => companyFormSchema(messages, initial), [messages, initial]);
  const form = useForm<CompanyFormValues>({ resolver: zodResolver(schema), defaultValues: initial, mode: 'onTouched' });
  const [formError, setFormError] = useState<string | null>(null);
  const { mutateAsync } = useUpdate<CompanyDetails, HttpError, CompanyChange>();
  const invalidate = useInvalidate();

  const { reset } = form;
  useEffect(() => {
    if (open) {
      reset(initial);
      setFormError(null);
    }
  }, [open, initial, reset]);

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
      if (field) form.setError(field, { type: 'server', message: problem.message }, { shouldFocus: true });
      else setFormError(problem.message || t('companyData.saveFailed'));
    }
  });

  const field = (name: CompanyField, props: { type?: 'text' | 'email' | 'tel'; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email'; hint?: string; required?: boolean } = {}) => (
    <FormTextField control={form.control} name={name} label={t(`companyData.fields.${name}`)} required={props.required ?? true} {...props} />
  );

  return (
    <Dialog open={open} onClose={form.formState.isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('companyData.dialogTitle')}</DialogTitle>
        <DialogContent>
          {formError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
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
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('companyData.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('companyData.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
