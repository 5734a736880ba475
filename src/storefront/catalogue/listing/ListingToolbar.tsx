import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { activeFilterCount, withOrderBy, withPageSize, type ListingState } from '../../../domain/listingQuery';
import { PAGE_SIZES, parsePageSize } from '../../../domain/pageSize';
import type { OrderByOption } from '../../../generated/model';

interface ListingToolbarProps {
  state: ListingState;
  orderByOptions: OrderByOption[];
  onChange: (next: ListingState) => void;
  /** Opens the facet drawer on narrow screens; absent when there are no facets. */
  onOpenFilters?: () => void;
  /** While the listing loads the toolbar keeps its place (no layout shift) but cannot be used. */
  disabled?: boolean;
}

/** Sort and page size (36/60); on narrow screens also the "Filtry" button. */
export function ListingToolbar({ state, orderByOptions, onChange, onOpenFilters, disabled = false }: ListingToolbarProps) {
  const { t } = useTranslation('catalogue');
  const count = activeFilterCount(state);
  return (
    <Box sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, alignItems: 'center', mb: 2 }}>
      {onOpenFilters ? (
        <Button
          variant="outlined"
          onClick={onOpenFilters}
          disabled={disabled}
          startIcon={<Badge badgeContent={count} color="primary"><FilterListIcon /></Badge>}
          sx={{ display: { lg: 'none' }, minHeight: 40, flex: 'none', px: { xs: 1.25, sm: 2 } }}
        >
          {t('listing.filters')}
        </Button>
      ) : null}
      <Box sx={{ flex: { xs: 0, sm: 1 } }} />
      {orderByOptions.length || disabled ? (
        <TextField
          select
          size="small"
          disabled={disabled}
          label={t('listing.sort')}
          value={state.orderBy ?? orderByOptions[0]?.value ?? ''}
          onChange={(event) => onChange(withOrderBy(state, event.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 0, width: { sm: 210 } }}
        >
          {orderByOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      ) : null}
      <TextField
        select
        size="small"
        label={t('listing.perPage')}
        disabled={disabled}
        value={String(state.pageSize)}
        onChange={(event) => onChange(withPageSize(state, parsePageSize(event.target.value)))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: { xs: 84, sm: 110 }, flex: 'none' }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
