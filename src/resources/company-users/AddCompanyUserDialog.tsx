import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCreate, useInvalidate, useList, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import type { CompanyUser, CompanyUserInput, CostCenter } from '../../generated/model';
import { FormTextField } from '../../ui/form/FormTextField';
import { useFormMessages } from '../ui/useFormMessages';
import { COMPANY_USER_FIELDS, companyUserInput, companyUserSchema, EMPTY_COMPANY_USER, type CompanyUserFormValues } from './companyUserForm';
import { COMPANY_USERS_RESOURCE } from './companyUsersResource';
import { FormDialog } from '../ui/form-dialog/FormDialog';
import { useDialogForm } from '../ui/form-dialog/useDialogForm';
import { COST_CENTRES_RESOURCE } from '../cost-centres/resource';
import { CostCentreChoice } from './CostCentreChoice';
import { RoleChoice } from './RoleChoice';

interface AddCompanyUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** The user added, with the server's message (shown on the page with the way to the demo mailbox). */
  onAdded: (user: CompanyUser, message: string) => void;
}

/**
 * "Dodaj użytkownika" (spec §2 "add company user"): the person, her role and the cost centres she may
 * order on. The rules are the domain's (src/domain/companyUser.ts) in the page's language; an address
 * that already has an account (409 EMAIL-TAKEN) and any other refusal with a field stand beside it,
 * and nothing typed is lost.
 */
export function AddCompanyUserDialog({ open, onClose, onAdded }: AddCompanyUserDialogProps) {
  const { t } = useTranslation(['account', 'common']);
  const base = useFormMessages();
  const schema = useMemo(() => companyUserSchema({ ...base, role: t('companyUsers.add.roleRequired') }), [base, t]);
  const { form, formError, setFormError, refuse } = useDialogForm<CompanyUserFormValues>({ open, initial: EMPTY_COMPANY_USER, resolver: zodResolver(schema) });
  const { mutateAsync: create } = useCreate<CompanyUser, HttpError, CompanyUserInput>();
  const invalidate = useInvalidate();
  const centres = useList<CostCenter>({ resource: COST_CENTRES_RESOURCE, pagination: { mode: 'off' }, queryOptions: { enabled: open } });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await create({ resource: COMPANY_USERS_RESOURCE, values: companyUserInput(values), successNotification: false, errorNotification: false });
      await invalidate({ resource: COMPANY_USERS_RESOURCE, invalidates: ['list'] });
      onAdded(response.data, (response as { message?: string | null }).message || t('companyUsers.add.added'));
      onClose();
    } catch (error) {
      const problem = error as HttpError;
      // A 409 for an address in use names its field too (`{ field: 'email' }` beside the message).
      const field = Object.keys(problem.errors ?? {})[0] ?? (problem.statusCode === 409 ? 'email' : undefined);
      const known = COMPANY_USER_FIELDS.find((candidate) => candidate === field || field?.startsWith(`${candidate}.`));
      refuse(known, problem.message, problem.message || t('companyUsers.add.failed'));
    }
  });

  const centreOptions = centres.result.data ?? [];
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('companyUsers.add.title')}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      formError={formError}
      cancelLabel={t('companyUsers.add.cancel')}
      submitLabel={t('companyUsers.add.submit')}
      lead={t('companyUsers.add.lead')}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={form.control} name="firstName" label={t('companyUsers.fields.firstName')} autoComplete="off" required />
        <FormTextField control={form.control} name="lastName" label={t('companyUsers.fields.lastName')} autoComplete="off" required />
        <FormTextField control={form.control} name="email" label={t('companyUsers.fields.email')} type="email" inputMode="email" autoComplete="off" required hint={t('companyUsers.add.emailHint')} />
        <FormTextField control={form.control} name="phone1" label={t('companyUsers.fields.phone1')} type="tel" inputMode="tel" autoComplete="off" hint={t('companyUsers.add.phoneHint')} />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <RoleChoice control={form.control} placeholder={t('companyUsers.add.rolePlaceholder')} />
        </Box>
        <CostCentreChoice control={form.control} centres={centreOptions} failed={centres.query.isError} />
      </Box>
    </FormDialog>
  );
}
