import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCreate, useInvalidate, useList, useUpdate, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { BUDGET_PERIODS, LIMIT_KINDS } from '../../domain/budget';
import type { CompanyCostCenter, CompanyUser, CostCenterChange, CostCenterInput } from '../../generated/model';
import { useLocale } from '../../routing/routes';
import { FormTextField } from '../../ui/form/FormTextField';
import { showToast } from '../../ui/toasts/toastStore';
import { COMPANY_USERS_RESOURCE } from '../company-users/resource';
import { FormDialog } from '../ui/form-dialog/FormDialog';
import { useDialogForm } from '../ui/form-dialog/useDialogForm';
import { BUDGET_FIELDS, EMPTY_BUDGET, budgetChange, budgetInput, budgetSchema, budgetValuesOf, type BudgetFormValues } from './budgetForm';
import { BUDGETS_RESOURCE, COST_CENTRES_RESOURCE } from './resource';
import { FormSelectField } from '../../ui/form/FormSelectField';

interface BudgetDialogProps {
  open: boolean;
  /** The centre being changed; null adds a new one. Kept while the dialog closes. */
  centre: CompanyCostCenter | null;
  onClose: () => void;
}

interface UserOption {
  id: number;
  name: string;
}

/**
 * "Dodaj centrum kosztowe" and "Edytuj": name, net limit, period, kind and who may order on it (the
 * company's users). A refusal of the server stands beside the field it names (else above the form);
 * nothing typed is lost.
 */
export function BudgetDialog({ open, centre, onClose }: BudgetDialogProps) {
  const { t } = useTranslation('company');
  const locale = useLocale();
  const schema = useMemo(() => budgetSchema(locale), [locale]);
  const initial = useMemo(() => (centre ? budgetValuesOf(centre, locale) : EMPTY_BUDGET), [centre, locale]);
  const { form, formError, setFormError, refuse } = useDialogForm<BudgetFormValues>({ open, initial, resolver: zodResolver(schema) });
  const { mutateAsync: create } = useCreate<CompanyCostCenter, HttpError, CostCenterInput>();
  const { mutateAsync: update } = useUpdate<CompanyCostCenter, HttpError, CostCenterChange>();
  const invalidate = useInvalidate();
  const users = useList<CompanyUser>({ resource: COMPANY_USERS_RESOURCE, pagination: { currentPage: 1, pageSize: 500, mode: 'server' }, queryOptions: { enabled: open } });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const options: UserOption[] = useMemo(() => {
    const known = (users.result.data ?? []).map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}` }));
    // The centre's users are options even before (or without) the list.
    const extra = (centre?.users ?? []).filter((user) => !known.some((option) => option.id === user.id));
    return [...known, ...extra].sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [users.result.data, centre, locale]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      let message: string | null | undefined;
      if (centre) {
        const change = budgetChange(values, initial, locale);
        if (!Object.keys(change).length) {
          showToast({ message: t('budgets.form.nothingChanged') });
          onClose();
          return;
        }
        const response = await update({ resource: BUDGETS_RESOURCE, id: centre.id, values: change, mutationMode: 'pessimistic', successNotification: false, errorNotification: false });
        message = (response as { message?: string | null }).message;
      } else {
        const response = await create({ resource: BUDGETS_RESOURCE, values: budgetInput(values, locale), successNotification: false, errorNotification: false });
        message = (response as { message?: string | null }).message;
      }
      // The buyer's view of the centres (and the users' centres) change with it.
      await Promise.all([
        invalidate({ resource: BUDGETS_RESOURCE, invalidates: ['list'] }),
        invalidate({ resource: COST_CENTRES_RESOURCE, invalidates: ['list'] }),
        invalidate({ resource: COMPANY_USERS_RESOURCE, invalidates: ['list'] }),
      ]);
      showToast({ message: message || t(centre ? 'budgets.form.saved' : 'budgets.form.added') });
      onClose();
    } catch (error) {
      const problem = error as HttpError & { code?: string };
      // A 400 names its field; a name already in use (409 NAME-TAKEN) belongs beside the name.
      const field = problem.code === 'NAME-TAKEN' ? 'name' : Object.keys(problem.errors ?? {})[0];
      const known = BUDGET_FIELDS.find((candidate) => candidate === field || field?.startsWith(`${candidate}.`));
      refuse(known, problem.message, problem.message || t('budgets.form.failed'));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={centre ? t('budgets.form.editTitle', { name: centre.name }) : t('budgets.form.addTitle')}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      formError={formError}
      cancelLabel={t('budgets.form.cancel')}
      submitLabel={t(centre ? 'budgets.form.editSubmit' : 'budgets.form.addSubmit')}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={form.control} name="name" label={t('budgets.form.name')} autoComplete="off" required sx={{ gridColumn: { sm: '1 / -1' } }} />
        <FormSelectField
          control={form.control}
          name="kind"
          label={t('budgets.form.kind')}
          required
          hint={(value) => t(`budgets.kindHint.${value}`)}
          options={LIMIT_KINDS.map((option) => ({ value: option, label: t(`budgets.kind.${option}`) }))}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormSelectField
          control={form.control}
          name="period"
          label={t('budgets.form.period')}
          required
          hint={t('budgets.form.periodHint')}
          options={BUDGET_PERIODS.map((option) => ({ value: option, label: t(`budgets.period.${option}`) }))}
        />
        <FormTextField
          control={form.control}
          name="limit"
          label={t('budgets.form.limit')}
          inputMode="text"
          autoComplete="off"
          required={kind !== 'none'}
          hint={t(kind === 'none' ? 'budgets.form.limitHintNone' : 'budgets.form.limitHint')}
        />
        <Controller
          name="userIds"
          control={form.control}
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              id="field-userIds"
              options={options}
              value={options.filter((option) => field.value.includes(option.id))}
              onChange={(_event, chosen) => field.onChange(chosen.map((option) => option.id))}
              onBlur={field.onBlur}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              loading={users.query.isLoading}
              noOptionsText={t('budgets.form.noOptions')}
              filterSelectedOptions
              sx={{ gridColumn: { sm: '1 / -1' } }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={t('budgets.form.users')}
                  placeholder={field.value.length ? undefined : t('budgets.form.usersPlaceholder')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? (users.query.isError ? t('budgets.form.usersError') : t('budgets.form.usersHint'))}
                />
              )}
            />
          )}
        />
      </Box>
    </FormDialog>
  );
}
