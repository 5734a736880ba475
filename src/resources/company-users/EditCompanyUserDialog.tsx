import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useInvalidate, useList, useUpdate, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { companyRoleName } from '../../domain/companyUser';
import { memberChangeProblem, type CompanyMember } from '../../domain/companyUserAdmin';
import type { CompanyUser, CompanyUserChange, CostCenter } from '../../generated/model';
import { FormTextField } from '../../ui/form/FormTextField';
import { showToast } from '../../ui/toasts/toastStore';
import { useFormMessages } from '../ui/useFormMessages';
import { COMPANY_USER_FIELDS, companyUserSchema } from './companyUserForm';
import { approvalFor, companyUserChange, editValuesOf, type CompanyUserEditValues } from './companyUserEditForm';
import { COMPANY_USERS_RESOURCE } from './companyUsersResource';
import { FormDialog } from '../ui/form-dialog/FormDialog';
import { useDialogForm } from '../ui/form-dialog/useDialogForm';
import { COST_CENTRES_RESOURCE } from '../cost-centres/resource';
import { CostCentreChoice } from './CostCentreChoice';
import { RoleChoice } from './RoleChoice';

interface EditCompanyUserDialogProps {
  open: boolean;
  /** The user being changed; kept while the dialog closes. */
  user: CompanyUser;
  /** The administrator's own id and the company's users the page holds: the last-administrator rule is said before asking. */
  selfId: number | null;
  members: readonly CompanyMember[];
  onClose: () => void;
}

/**
 * "Edytuj użytkownika": name, phone, role, the cost centres she orders on and whether she approves
 * orders (the role may decide it: src/domain/companyUserAdmin.ts). The e-mail is her login and stays.
 * The last active administrator cannot give up the role (the server's 409 stands in the dialog).
 */
export function EditCompanyUserDialog({ open, user, selfId, members, onClose }: EditCompanyUserDialogProps) {
  const { t } = useTranslation(['account', 'common']);
  const base = useFormMessages();
  const schema = useMemo(
    () => z.object({ canApprove: z.boolean() }).and(companyUserSchema({ ...base, role: t('companyUsers.add.roleRequired') })),
    [base, t],
  );
  const initial = useMemo(() => editValuesOf(user), [user]);
  const { form, formError, setFormError, refuse } = useDialogForm<CompanyUserEditValues>({ open, initial, resolver: zodResolver(schema) });
  const { mutateAsync: update } = useUpdate<CompanyUser, HttpError, CompanyUserChange>();
  const invalidate = useInvalidate();
  const centres = useList<CostCenter>({ resource: COST_CENTRES_RESOURCE, pagination: { mode: 'off' }, queryOptions: { enabled: open } });
  const roleId = useWatch({ control: form.control, name: 'roleId' });
  const approval = approvalFor(roleId ?? '', false);
  const roleName = companyRoleName(Number(roleId)) ?? undefined;
  const lastAdministrator = selfId === user.id && memberChangeProblem(members, selfId, user.id, { roleName }) === 'lastAdministrator';

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await update({
        resource: COMPANY_USERS_RESOURCE, id: user.id, values: companyUserChange(values), mutationMode: 'pessimistic', successNotification: false, errorNotification: false,
      });
      await invalidate({ resource: COMPANY_USERS_RESOURCE, invalidates: ['list'] });
      showToast({ message: (response as { message?: string | null }).message || t('companyUsers.edit.saved') });
      onClose();
    } catch (error) {
      const problem = error as HttpError;
      const field = Object.keys(problem.errors ?? {})[0];
      const known = [...COMPANY_USER_FIELDS, 'canApprove' as const].find((candidate) => candidate === field || field?.startsWith(`${candidate}.`));
      refuse(known === 'email' ? undefined : known, problem.message, problem.message || t('companyUsers.edit.failed'));
    }
  });

  const centreOptions = centres.result.data ?? [];
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('companyUsers.edit.title', { name: `${user.firstName} ${user.lastName}` })}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      formError={formError}
      cancelLabel={t('companyUsers.add.cancel')}
      submitLabel={t('companyUsers.edit.submit')}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={form.control} name="firstName" label={t('companyUsers.fields.firstName')} autoComplete="off" required />
        <FormTextField control={form.control} name="lastName" label={t('companyUsers.fields.lastName')} autoComplete="off" required />
        <TextField id="field-email" label={t('companyUsers.fields.email')} value={user.email} helperText={t('companyUsers.edit.emailFixed')} slotProps={{ input: { readOnly: true } }} />
        <FormTextField control={form.control} name="phone1" label={t('companyUsers.fields.phone1')} type="tel" inputMode="tel" autoComplete="off" hint={t('companyUsers.add.phoneHint')} />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <RoleChoice control={form.control} />
          {lastAdministrator ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {t('companyUsers.edit.lastAdministrator')}
            </Alert>
          ) : null}
        </Box>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          {approval.choice ? (
            <Controller
              name="canApprove"
              control={form.control}
              render={({ field }) => (
                <FormControlLabel
                  label={t('companyUsers.fields.canApprove')}
                  control={<Checkbox id="field-canApprove" checked={field.value} onChange={(_event, checked) => field.onChange(checked)} />}
                />
              )}
            />
          ) : (
            <Typography color="text.secondary">{t(approval.canApprove ? 'companyUsers.edit.approvesByRole' : 'companyUsers.edit.neverApproves')}</Typography>
          )}
        </Box>
        <CostCentreChoice control={form.control} centres={centreOptions} failed={centres.query.isError} />
      </Box>
    </FormDialog>
  );
}
