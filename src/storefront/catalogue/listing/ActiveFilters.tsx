import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { activeFilterCount, clearFilters, toggleFilter, type ListingState } from '../../../domain/listingQuery';
import type { SearchFilter } from '../../../generated/model';

/** The chosen facet values as removable chips, and "clear all". */
export function ActiveFilters({ filters, state, onChange }: { filters: SearchFilter[]; state: ListingState; onChange: (next: ListingState) => void }) {
  const { t } = useTranslation('catalogue');
  if (!activeFilterCount(state)) return null;
  const labelOf = (key: string, value: string) => {
    const filter = filters.find((item) => item.key === key);
    const option = filter?.options.find((item) => item.value === value);
    return `${filter?.name ?? key}: ${option?.label ?? value}`;
  };
  return (
    <Box component="section" aria-label={t('listing.activeFilters')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      {Object.entries(state.filters).flatMap(([key, values]) =>
        values.map((value) => {
          const label = labelOf(key, value);
          return (
            <Button
              key={`${key}-${value}`}
              size="small"
              variant="outlined"
              endIcon={<CloseIcon />}
              aria-label={t('listing.removeFilter', { label })}
              onClick={() => onChange(toggleFilter(state, key, value))}
              sx={{ borderRadius: 4, fontSize: '1.3rem', color: 'text.primary', borderColor: 'divider', bgcolor: 'background.paper' }}
            >
              {label}
            </Button>
          );
        }),
      )}
      <Button size="small" onClick={() => onChange(clearFilters(state))}>
        {t('listing.clearFilters')}
      </Button>
    </Box>
  );
}
