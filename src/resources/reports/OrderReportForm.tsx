import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useList, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReportType } from '../../generated/model';
import { useSession } from '../../session';
import { DateInput } from '../ui/DateInput';
import { showToast } from '../../ui/toasts/toastStore';
import { emptyReportForm, reportFormSchema, reportRequestOf, validPeriod, type ReportFormValues, type ReportPeriod } from './reportForm';
import { REPORT_TYPES_RESOURCE } from './reportsResource';
import { useOrderReport } from './useReportMutations';
import { FormSelectField } from '../../ui/form/FormSelectField';

const FIELDS = ['typeId', 'from', 'to'] as const;

interface OrderReportFormProps {
  /** The period of the form whenever it passes spec §5's rule (the chart follows it). */
  onPeriodChange: (period: ReportPeriod) => void;
}

/**
 * "Zamów raport": a type from the server, the period with spec §5's date-range messages at the field
 * (checked as the dates change), and "e-mail me when ready". A refusal of the server stands beside
 * its field (or above the form) and nothing entered is lost; the report then shows in the list.
 */
export function OrderReportForm({ onPeriodChange }: OrderReportFormProps) {
  const { t } = useTranslation(['account', 'common']);
  const email = useSession().currentUser?.user.email ?? '';
  const initial = useMemo(() => emptyReportForm(new Date()), []);
  const schema = useMemo(
    () => reportFormSchema({ type: t('reports.form.typeRequired'), dateRange: { bothRequired: t('reports.form.bothRequired'), endBeforeStart: t('reports.form.endBeforeStart') } }),
    [t],
  );
  const form = useForm<ReportFormValues>({ resolver: zodResolver(schema), defaultValues: initial, mode: 'onChange' });
  const [formError, setFormError] = useState<string | null>(null);
  const orderReport = useOrderReport();
  const types = useList<ReportType>({ resource: REPORT_TYPES_RESOURCE, pagination: { mode: 'off' } });
  const typeOptions = types.result.data ?? [];

  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });
  useEffect(() => {
    const period = validPeriod(from, to);
    if (period) onPeriodChange(period);
  }, [from, to, onPeriodChange]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const message = await orderReport(reportRequestOf(values));
      showToast({ message: message || t('reports.form.ordered') });
    } catch (error) {
      const problem = error as HttpError;
      const [field] = Object.keys(problem.errors ?? {});
      const known = FIELDS.find((candidate) => candidate === field);
      if (known) form.setError(known, { type: 'server', message: problem.message }, { shouldFocus: true });
      else setFormError(problem.message || t('reports.form.failed'));
    }
  });

  const dateField = (name: 'from' | 'to') => (
    <Controller
      name={name}
      control={form.control}
      render={({ field: { ref, onChange, ...field }, fieldState }) => (
        <DateInput
          {...field}
          onChange={(value) => {
            onChange(value);
            // One rule for the two ends: the other end's message follows this change too.
            void form.trigger(name === 'from' ? 'to' : 'from');
          }}
          inputRef={ref}
          id={`report-${name}`}
          label={t(`reports.form.${name}`)}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Paper component="section" variant="outlined" aria-labelledby="report-form-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="report-form-title" variant="h2" sx={{ fontSize: '2rem', fontWeight: 700, mb: 0.5 }}>
        {t('reports.form.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.form.lead')}
      </Typography>
      {formError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      {types.query.isError ? (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={() => void types.query.refetch()}>{t('reports.retry')}</Button>}>
          {t('reports.form.typesError')}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr' }, alignItems: 'start' }}>
          <Box sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' } }}>
            <FormSelectField
              control={form.control}
              name="typeId"
              id="report-typeId"
              label={t('reports.form.type')}
              required
              disabled={types.query.isLoading}
              placeholder={t('reports.form.typePlaceholder')}
              options={typeOptions.map((type) => ({ value: String(type.id), label: type.name }))}
            />
          </Box>
          {dateField('from')}
          {dateField('to')}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mt: 1.5 }}>
          <Controller
            name="emailNotifyWhenReportReady"
            control={form.control}
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(_event, checked) => field.onChange(checked)} />}
                label={email ? t('reports.form.emailTo', { email }) : t('reports.form.email')}
              />
            )}
          />
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('reports.form.submit')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
