import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { activeFilterCount, withOrderBy, withPageSize, type ListingState } from '../../../domain/listingQuery';
import { PAGE_SIZES, parsePageSize } from '../../../domain/pageSize';
import type { OrderByOption } from '../../../generated/model';
import { OutlinedNativeSelect } from '../../../ui/OutlinedNativeSelect';
import classes from './ListingToolbar.module.css';

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
        <OutlinedNativeSelect
          className={classes.sort}
          disabled={disabled}
          label={t('listing.sort')}
          value={state.orderBy ?? orderByOptions[0]?.value ?? ''}
          onChange={(event) => onChange(withOrderBy(state, event.target.value))}
        >
          {orderByOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </OutlinedNativeSelect>
      ) : null}
      <OutlinedNativeSelect
        className={classes.pageSize}
        label={t('listing.perPage')}
        disabled={disabled}
        value={String(state.pageSize)}
        onChange={(event) => onChange(withPageSize(state, parsePageSize(event.target.value)))}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </OutlinedNativeSelect>
    </Box>
  );
}
