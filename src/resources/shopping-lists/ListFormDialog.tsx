import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { ON_DEMAND_LIST_TYPE } from '../../domain/shoppingListReminder';
import type { NamedRef, ShoppingList } from '../../generated/model';
import { FormTextField } from '../../ui/form/FormTextField';
import { LIST_NAME_MAX_LENGTH } from '../../ui/form/addToListSchema';
import { showToast } from '../../ui/toasts/toastStore';
import { messageOf } from '../orders/orderMessages';
import { emptyListForm, listFormOf, listFormSchema, listInputOf, type ListFormValues } from './listForm';
import { useListOptions } from './useListOptions';
import { useSaveList } from './useShoppingListMutations';
import { DateInput } from '../ui/DateInput';
import { FormDialog } from '../ui/form-dialog/FormDialog';
import { useDialogForm } from '../ui/form-dialog/useDialogForm';

const FIELDS = ['name', 'type', 'startDate', 'cycleType', 'cycleStep'] as const;

/** Today as yyyy-mm-dd in the buyer's time zone (the date field's format). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

interface ListFormDialogProps {
  open: boolean;
  /** The list to change; null creates a new one. */
  list: ShoppingList | null;
  onClose: () => void;
  onSaved?: (list: ShoppingList) => void;
}

/**
 * "Dodaj listę" / "Zmień listę" (spec §2 "add list"): the name, the type the server offers and —
 * only with the reminder agreement — the reminder's first date and its cycle (spec §5; without the
 * agreement the list is saved as on demand). A refusal of the server stands beside its field and
 * nothing typed is lost.
 */
export function ListFormDialog({ open, list, onClose, onSaved }: ListFormDialogProps) {
  const { t } = useTranslation(['account', 'common']);
  const { typeOptions, cycleOptions, failed: optionsFailed } = useListOptions(open);
  const schema = useMemo(
    () => listFormSchema({
      required: t('common:validation.required'),
      maxLength: t('common:validation.maxLength', { length: LIST_NAME_MAX_LENGTH }),
      reminder: {
        type: t('account:shoppingLists.form.errors.type'),
        startDate: t('account:shoppingLists.form.errors.startDate'),
        cycleType: t('account:shoppingLists.form.errors.cycleType'),
        cycleStep: t('account:shoppingLists.form.errors.cycleStep'),
      },
    }),
    [t],
  );
  const initial = useMemo(() => (list ? listFormOf(list) : emptyListForm()), [list]);
  const { form, formError, setFormError, refuse } = useDialogForm<ListFormValues>({ open, initial, resolver: zodResolver(schema) });
  const save = useSaveList();

  const agreed = form.watch('reminderAgreement');
  const type = form.watch('type');

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save(list ? list.id : null, listInputOf(values));
      showToast({ message: list ? t('account:shoppingLists.form.saved') : t('account:shoppingLists.form.created', { name: saved.name }) });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const problem = error as HttpError;
      const [field] = Object.keys(problem.errors ?? {});
      const known = FIELDS.find((candidate) => candidate === field);
      refuse(known, problem.message, messageOf(problem, t('account:shoppingLists.form.failed')));
    }
  });

  /** Ticking the agreement turns the reminder on: a reminder type and today's date to start from. */
  const onAgreement = (checked: boolean) => {
    form.setValue('reminderAgreement', checked, { shouldDirty: true });
    if (!checked) return;
    const reminderType = typeOptions.find((option) => option.id !== ON_DEMAND_LIST_TYPE);
    if (form.getValues('type') === ON_DEMAND_LIST_TYPE && reminderType) form.setValue('type', reminderType.id, { shouldDirty: true });
    if (!form.getValues('startDate')) form.setValue('startDate', today(), { shouldDirty: true });
  };

  const selectField = (name: 'type' | 'cycleType', label: string, options: (NamedRef & { id: string })[], placeholder?: string) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          id={`list-field-${name}`}
          select
          label={label}
          required={name === 'cycleType'}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {placeholder ? <option value="">{placeholder}</option> : null}
          {/* The list's own value stays choosable while the server's options load. */}
          {options.length === 0 && field.value ? <option value={field.value}>{field.value}</option> : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={list ? t('account:shoppingLists.form.editTitle', { name: list.name }) : t('account:shoppingLists.form.createTitle')}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      formError={formError}
      cancelLabel={t('account:shoppingLists.dialogs.cancel')}
      submitLabel={list ? t('account:shoppingLists.form.save') : t('account:shoppingLists.form.create')}
    >
      {optionsFailed ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('account:shoppingLists.form.optionsError')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FormTextField control={form.control} name="name" label={t('account:shoppingLists.form.name')} required />
        {selectField('type', t('account:shoppingLists.form.type'), typeOptions)}
        <Box>
          <Controller
            name="reminderAgreement"
            control={form.control}
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(event) => onAgreement(event.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} />}
                label={t('account:shoppingLists.form.reminderAgreement')}
              />
            )}
          />
          {!agreed ? (
            <FormHelperText sx={{ mt: 0 }}>
              {type !== ON_DEMAND_LIST_TYPE ? t('account:shoppingLists.form.withoutAgreement') : t('account:shoppingLists.form.reminderHint')}
            </FormHelperText>
          ) : null}
        </Box>
        {agreed ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Box component="legend" sx={{ p: 0, mb: 1.5, fontWeight: 700 }}>
              {t('account:shoppingLists.form.reminder')}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, '& > :first-of-type': { gridColumn: '1 / -1', maxWidth: { sm: 'calc(50% - 8px)' } } }}>
            <Controller
              name="startDate"
              control={form.control}
              render={({ field: { ref, ...field }, fieldState }) => (
                <DateInput
                  {...field}
                  inputRef={ref}
                  id="list-field-startDate"
                  label={t('account:shoppingLists.form.startDate')}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  fullWidth
                />
              )}
            />
            {selectField('cycleType', t('account:shoppingLists.form.cycleType'), cycleOptions, t('account:shoppingLists.form.choose'))}
            <Controller
              name="cycleStep"
              control={form.control}
              render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  id="list-field-cycleStep"
                  label={t('account:shoppingLists.form.cycleStep')}
                  value={Number.isNaN(value) ? '' : String(value)}
                  onChange={(event) => {
                    const digits = event.target.value.replace(/\D/g, '');
                    onChange(digits === '' ? Number.NaN : Number(digits));
                  }}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? t('account:shoppingLists.form.cycleStepHint')}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  fullWidth
                />
              )}
            />
            </Box>
          </Box>
        ) : null}
      </Box>
    </FormDialog>
  );
}
