import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFilterActive, toggleFilter, type ListingState } from '../../../domain/listingQuery';
import type { SearchFilter } from '../../../generated/model';

const SHOWN = 6;

interface FacetPanelProps {
  /** Keeps ids unique when the panel is shown twice (sidebar and drawer). */
  idPrefix: string;
  filters: SearchFilter[];
  state: ListingState;
  onChange: (next: ListingState) => void;
  disabled?: boolean;
}

/** The facets of a listing (brand, price, availability, promotions, attributes) with counts. */
export function FacetPanel({ idPrefix, filters, state, onChange, disabled = false }: FacetPanelProps) {
  const visible = filters.filter((filter) => filter.options.length > 0);
  if (!visible.length) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {visible.map((filter) => (
        <FacetGroup key={filter.key} idPrefix={idPrefix} filter={filter} state={state} onChange={onChange} disabled={disabled} />
      ))}
    </Box>
  );
}

function FacetGroup({ idPrefix, filter, state, onChange, disabled }: { filter: SearchFilter } & Omit<FacetPanelProps, 'filters'>) {
  const { t } = useTranslation('catalogue');
  const [expanded, setExpanded] = useState(false);
  const long = filter.options.length > SHOWN + 2;
  const options = !long || expanded
    ? filter.options
    : filter.options.filter((option, index) => index < SHOWN || isFilterActive(state, filter.key, option.value));
  const listId = `${idPrefix}-facet-${filter.key}`;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, fontSize: '1.4rem', mb: 0.5, p: 0 }}>
        {filter.name}
      </Typography>
      <Box id={listId} sx={{ display: 'flex', flexDirection: 'column' }}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                size="small"
                checked={isFilterActive(state, filter.key, option.value)}
                onChange={() => onChange(toggleFilter(state, filter.key, option.value))}
                disabled={disabled}
                sx={{ py: 0.5 }}
              />
            }
            label={
              <Box component="span" sx={{ display: 'flex', gap: 0.5, fontSize: '1.3rem' }}>
                <span>{option.label}</span>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  ({option.count})
                </Box>
              </Box>
            }
            sx={{ mr: 0, ml: -0.75 }}
          />
        ))}
      </Box>
      {long ? (
        <Button size="small" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((value) => !value)} sx={{ px: 0.5, mt: 0.25 }}>
          {expanded ? t('listing.showLess') : t('listing.showAll', { count: filter.options.length })}
        </Button>
      ) : null}
    </Box>
  );
}
