import { useEffect, useState } from 'react';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AvailableFilter } from '../../generated/model';
import { filterType, filterValues, toCrudFilter } from './invoiceFilters';

interface InvoiceFiltersProps {
  available: AvailableFilter[];
  filters: CrudFilter[];
  onChange: (filter: CrudFilter) => void;
  onClear: () => void;
}

/** A text filter is sent once typing pauses, not on every key. */
function TextFilter({ filter, value, onChange }: { filter: AvailableFilter; value: string; onChange: (filter: CrudFilter) => void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => onChange(toCrudFilter(filter, [draft])), 400);
    return () => clearTimeout(timer);
  }, [draft, value, filter, onChange]);
  return (
    <TextField
      size="small"
      label={filter.name}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(toCrudFilter(filter, [draft]));
      }}
      type="search"
    />
  );
}

/** The grid's filters, built from the API's availableFilters (select, date, text, scope). */
export function InvoiceFilters({ available, filters, onChange, onClear }: InvoiceFiltersProps) {
  const { t } = useTranslation('account');
  const anySet = available.some((filter) => filterValues(filters, filter.key).length > 0);
  return (
    <Box
      role="search"
      aria-label={t('invoices.filters.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(auto-fill, minmax(180px, 1fr))' },
        alignItems: 'center',
        mb: 2,
      }}
    >
      {available.map((filter) => {
        const values = filterValues(filters, filter.key);
        const type = filterType(filter);
        if (type === 'text') return <TextFilter key={filter.key} filter={filter} value={values[0] ?? ''} onChange={onChange} />;
        if (type === 'date') {
          return (
            <TextField
              key={filter.key}
              size="small"
              type="date"
              label={filter.name}
              value={values[0] ?? ''}
              onChange={(event) => onChange(toCrudFilter(filter, [event.target.value]))}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          );
        }
        const multiple = type === 'select';
        return (
          <TextField
            key={filter.key}
            select
            size="small"
            label={filter.name}
            value={multiple ? values : (values[0] ?? '')}
            onChange={(event) => {
              const value = event.target.value as unknown as string | string[];
              onChange(toCrudFilter(filter, Array.isArray(value) ? value : [value]));
            }}
            slotProps={{
              select: {
                multiple,
                displayEmpty: true,
                renderValue: (selected: unknown) => {
                  const chosen = (Array.isArray(selected) ? selected : [selected]).filter(Boolean) as string[];
                  if (!chosen.length) return t('invoices.filters.all');
                  return chosen.map((value) => filter.options.find((option) => option.value === value)?.label ?? value).join(', ');
                },
              },
              inputLabel: { shrink: true },
            }}
          >
            {!multiple && <MenuItem value="">{t('invoices.filters.all')}</MenuItem>}
            {filter.options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
      {anySet && (
        <Button onClick={onClear} sx={{ justifySelf: 'start' }}>
          {t('invoices.filters.clear')}
        </Button>
      )}
    </Box>
  );
}
