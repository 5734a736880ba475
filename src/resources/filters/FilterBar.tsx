import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { AvailableFilter } from '../../generated/model';
import { dateRangeProblem } from '../../domain/dateRange';
import { activeFilterCount, filterType, type FilterValues } from './listFilters';
import type { ListFilters } from './useListFilters';
import type { DateInputProps } from '../ui/DateInput';
import { componentOnDemand } from '../../ui/componentOnDemand';

/**
 * The date fields bring the date pickers (about 50 KB compressed): they load when a bar with a date
 * filter is first built, so a phone's list, whose bar stays folded, never downloads them unasked. Until
 * they have come, the same field, read-only, holds the place (not lazy() in Suspense: componentOnDemand).
 */
const DateInput = componentOnDemand<DateInputProps>(
  () => import('../ui/DateInput').then((module) => ({ default: module.DateInput })),
  function DateInputLoading({ label }: DateInputProps) {
    return <TextField size="small" label={label} value="" slotProps={{ htmlInput: { readOnly: true } }} />;
  },
);

/** The texts of one list's bar (each list has its own name for it). */
export interface FilterBarTexts {
  /** The bar's accessible name. */
  label: string;
  reset: string;
  endBeforeStart: string;
  /** The submit button (applyOn `submit`). */
  apply?: string;
  /** The scope toggle's legend; the filter's own name when left out. */
  scope?: string;
  /** What an empty select shows; an empty select shows nothing when left out. */
  all?: string;
  /** The phone's fold button, and with the count of filters set (collapsible bars). */
  toggle?: string;
  toggleActive?: (count: number) => string;
}

interface FilterBarProps {
  filters: ListFilters;
  texts: FilterBarTexts;
  /**
   * `submit`: the changes apply together with the submit button (several filters at once, one
   * request). `change`: each change applies at once, a text search once typing pauses.
   */
  applyOn: 'submit' | 'change';
  /** Phones: the bar folds behind a button. */
  collapsible?: boolean;
}

/** How long a text search waits for typing to pause before it applies (applyOn `change`). */
const TYPING_PAUSE_MS = 400;

/**
 * An account list's filter bar, built from the API's availableFilters: selects (several values),
 * dates (the end not before the start, spec §5), a text search and the scope (mine / whole company)
 * as a toggle.
 */
export function FilterBar({ filters, texts, applyOn, collapsible = false }: FilterBarProps) {
  if (filters.firstLoad) return <Skeleton variant="rounded" height={collapsible ? 40 : 72} sx={{ mb: 2 }} aria-hidden />;
  if (!filters.available.length) return null;
  return applyOn === 'submit' ? (
    // A new set of filters in force (reset, back button) starts the bar's draft again.
    <DraftFilterForm key={JSON.stringify(filters.applied)} filters={filters} texts={texts} collapsible={collapsible} />
  ) : (
    <FilterForm filters={filters} texts={texts} collapsible={collapsible} values={filters.applied} onValues={filters.apply} />
  );
}

/** Below a list the filters left empty: the way back to every row (nothing when no filter is set). */
export function ClearFiltersButton({ filters, label }: { filters: ListFilters; label: string }) {
  if (!filters.filtered) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Button variant="outlined" onClick={filters.reset}>
        {label}
      </Button>
    </Box>
  );
}

function DraftFilterForm({ filters, texts, collapsible }: { filters: ListFilters; texts: FilterBarTexts; collapsible: boolean }) {
  const [draft, setDraft] = useState<FilterValues>(filters.applied);
  return <FilterForm filters={filters} texts={texts} collapsible={collapsible} values={draft} onValues={setDraft} onSubmit={filters.apply} />;
}

interface FilterFormProps {
  filters: ListFilters;
  texts: FilterBarTexts;
  collapsible: boolean;
  /** The values the fields show (a draft, or the filters in force when each change applies). */
  values: FilterValues;
  onValues: (values: FilterValues) => void;
  /** Present: the form has a submit button that applies `values`. */
  onSubmit?: (values: FilterValues) => void;
}

function FilterForm({ filters, texts, collapsible, values, onValues, onSubmit }: FilterFormProps) {
  const [open, setOpen] = useState(false);
  // A folded bar (phones) builds its fields only when first unfolded: a dozen hidden controls less
  // to build while the list comes in.
  const [unfolded, setUnfolded] = useState(false);
  const panelId = useId();
  // Applied at once, a range that ends before it starts would only bring the API's 400: such values
  // stay here, unapplied, so the field shows the problem with its message until it is put right.
  const [refused, setRefused] = useState<FilterValues | null>(null);
  const shown = refused ?? values;
  const dateProblem = dateRangeProblem(shown.dateFrom?.[0] || undefined, shown.dateTo?.[0] || undefined);
  const active = activeFilterCount(filters.applied);
  const set = (key: string, list: string[]) => {
    const next = { ...shown, [key]: list };
    const refuse = !onSubmit && dateRangeProblem(next.dateFrom?.[0] || undefined, next.dateTo?.[0] || undefined) !== null;
    setRefused(refuse ? next : null);
    if (!refuse) onValues(next);
  };
  const reset = () => {
    setRefused(null);
    filters.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSubmit && !dateProblem) onSubmit(values);
  };

  const fields = filters.available.map((filter) => (
    <FilterField
      key={filter.key}
      filter={filter}
      values={shown[filter.key] ?? []}
      onChange={(list) => set(filter.key, list)}
      texts={texts}
      labelId={`${panelId}-${filter.key}`}
      endBeforeStart={filter.key === 'dateTo' && dateProblem === 'endBeforeStart'}
      typingPause={onSubmit ? 0 : TYPING_PAUSE_MS}
    />
  ));

  const form = (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      role="search"
      aria-label={texts.label}
      sx={{ p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(auto-fill, minmax(200px, 1fr))' }, alignItems: 'start' }}
    >
      {fields}
      {onSubmit ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" disabled={Boolean(dateProblem)}>
            {texts.apply}
          </Button>
          <Button type="button" variant="text" onClick={reset} disabled={active === 0}>
            {texts.reset}
          </Button>
        </Box>
      ) : (
        active > 0 && (
          <Button type="button" onClick={reset} sx={{ justifySelf: 'start' }}>
            {texts.reset}
          </Button>
        )
      )}
    </Paper>
  );

  if (!collapsible) return form;
  return (
    <Box>
      <Button variant="outlined" startIcon={<FilterListIcon />} aria-expanded={open} aria-controls={panelId} onClick={() => { setUnfolded(true); setOpen((value) => !value); }} sx={{ mb: 2 }}>
        {active && texts.toggleActive ? texts.toggleActive(active) : texts.toggle}
      </Button>
      <Collapse in={open} id={panelId}>
        {unfolded ? form : null}
      </Collapse>
    </Box>
  );
}

interface FilterFieldProps {
  filter: AvailableFilter;
  values: string[];
  onChange: (values: string[]) => void;
  texts: FilterBarTexts;
  labelId: string;
  endBeforeStart: boolean;
  typingPause: number;
}

/** One control of the bar, by the filter's type. */
function FilterField({ filter, values, onChange, texts, labelId, endBeforeStart, typingPause }: FilterFieldProps) {
  const type = filterType(filter);
  const single = values[0] ?? '';
  if (type === 'scope') {
    return (
      <FormControl component="fieldset" sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <FormLabel component="legend" id={labelId} sx={{ fontSize: '1.2rem', mb: 0.5 }}>
          {texts.scope ?? filter.name}
        </FormLabel>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-labelledby={labelId}
          value={single || filter.options[0]?.value}
          onChange={(_event, value: string | null) => value && onChange([value])}
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
    return (
      <DateInput
        size="small"
        label={filter.name}
        value={single}
        onChange={(value) => onChange(value ? [value] : [])}
        error={endBeforeStart}
        helperText={endBeforeStart ? texts.endBeforeStart : undefined}
      />
    );
  }
  if (type === 'text') return <SearchField label={filter.name} value={single} onChange={onChange} typingPause={typingPause} />;
  const labels = new Map(filter.options.map((option) => [option.value, option.label]));
  return (
    <TextField
      select
      size="small"
      label={filter.name}
      value={values}
      onChange={(event) => {
        const value = event.target.value as unknown as string[] | string;
        onChange(typeof value === 'string' ? value.split(',') : value);
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: Boolean(texts.all),
          renderValue: (selected) => {
            const chosen = selected as string[];
            return chosen.length ? chosen.map((value) => labels.get(value) ?? value).join(', ') : texts.all;
          },
        },
        inputLabel: texts.all ? { shrink: true } : undefined,
      }}
    >
      {filter.options.map((option) => (
        <MenuItem key={option.value} value={option.value} dense>
          <Checkbox size="small" checked={values.includes(option.value)} tabIndex={-1} disableRipple sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A text search. With a typing pause it keeps what is typed and passes it on once typing pauses (or
 * on Enter), not on every key; without one every key passes on (the form's draft).
 */
function SearchField({ label, value, onChange, typingPause }: { label: string; value: string; onChange: (values: string[]) => void; typingPause: number }) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  const pass = (text: string) => onChange(text.trim() ? [text] : []);
  // The latest handler, so that a re-render of the bar does not restart the pause.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!typingPause || typed.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => latest.current(typed.trim() ? [typed] : []), typingPause);
    return () => clearTimeout(timer);
  }, [typed, value, typingPause]);
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        if (!typingPause) pass(event.target.value);
      }}
      onKeyDown={(event) => {
        if (typingPause && event.key === 'Enter') {
          event.preventDefault();
          pass(typed);
        }
      }}
    />
  );
}
