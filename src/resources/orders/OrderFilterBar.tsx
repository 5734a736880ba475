import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { AvailableFilter } from '../../generated/model';
import { dateRangeProblem } from '../../domain/dateRange';
import { activeFilterCount, filterType, type FilterValues } from './orderFilters';

interface OrderFilterBarProps {
  available: AvailableFilter[];
  /** The filters in force (from the URL); the bar edits a copy and applies it on submit. */
  applied: FilterValues;
  onApply: (values: FilterValues) => void;
  onReset: () => void;
  /** Phones: the bar folds behind a "Filtry" button. */
  collapsible: boolean;
}

/**
 * The orders' filter bar, built from the API's availableFilters: selects (several values), dates,
 * a text search and the scope (mine / whole company) as a toggle. Changes apply together.
 */
export function OrderFilterBar({ available, applied, onApply, onReset, collapsible }: OrderFilterBarProps) {
  const { t } = useTranslation('account');
  const [draft, setDraft] = useState<FilterValues>(applied);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const set = (key: string, values: string[]) => setDraft((current) => ({ ...current, [key]: values }));
  const one = (key: string) => draft[key]?.[0] ?? '';
  const dateProblem = dateRangeProblem(one('dateFrom') || undefined, one('dateTo') || undefined);
  const active = activeFilterCount(applied);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dateProblem) return;
    onApply(draft);
  };

  const fields = available.map((filter) => {
    const type = filterType(filter);
    if (type === 'scope') {
      const labelId = `${panelId}-${filter.key}`;
      return (
        <FormControl key={filter.key} component="fieldset" sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <FormLabel component="legend" id={labelId} sx={{ fontSize: '1.2rem', mb: 0.5 }}>
            {t('orders.filters.scope')}
          </FormLabel>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-labelledby={labelId}
            value={one(filter.key) || filter.options[0]?.value}
            onChange={(_event, value: string | null) => value && set(filter.key, [value])}
          >
            {filter.options.map((option) => (
              <ToggleButton key={option.value} value={option.value} sx={{ textTransform: 'none', px: 1.5 }}>
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </FormControl>
      );
    }
    if (type === 'date') {
      const invalid = filter.key === 'dateTo' && dateProblem === 'endBeforeStart';
      return (
        <TextField
          key={filter.key}
          type="date"
          size="small"
          label={filter.name}
          value={one(filter.key)}
          onChange={(event) => set(filter.key, event.target.value ? [event.target.value] : [])}
          error={invalid}
          helperText={invalid ? t('orders.filters.endBeforeStart') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    }
    if (type === 'text') {
      return (
        <TextField
          key={filter.key}
          type="search"
          size="small"
          label={filter.name}
          value={one(filter.key)}
          onChange={(event) => set(filter.key, event.target.value ? [event.target.value] : [])}
        />
      );
    }
    const chosen = draft[filter.key] ?? [];
    const labels = new Map(filter.options.map((option) => [option.value, option.label]));
    return (
      <TextField
        key={filter.key}
        select
        size="small"
        label={filter.name}
        value={chosen}
        onChange={(event) => {
          const value = event.target.value as unknown as string[] | string;
          set(filter.key, typeof value === 'string' ? value.split(',') : value);
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) => (selected as string[]).map((value) => labels.get(value) ?? value).join(', '),
          },
        }}
      >
        {filter.options.map((option) => (
          <MenuItem key={option.value} value={option.value} dense>
            <Checkbox size="small" checked={chosen.includes(option.value)} tabIndex={-1} disableRipple sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </TextField>
    );
  });

  const form = (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      role="search"
      aria-label={t('orders.filters.label')}
      sx={{ p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(auto-fill, minmax(200px, 1fr))' }, alignItems: 'start' }}
    >
      {fields}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={Boolean(dateProblem)}>
          {t('orders.filters.apply')}
        </Button>
        <Button type="button" variant="text" onClick={onReset} disabled={active === 0}>
          {t('orders.filters.reset')}
        </Button>
      </Box>
    </Paper>
  );

  if (!collapsible) return form;
  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        sx={{ mb: 2 }}
      >
        {active ? t('orders.filters.toggleActive', { count: active }) : t('orders.filters.toggle')}
      </Button>
      <Collapse in={open} id={panelId}>
        {form}
      </Collapse>
    </Box>
  );
}
