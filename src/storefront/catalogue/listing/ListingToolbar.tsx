import { useTranslation } from '../../../i18n/useTranslation';
import { activeFilterCount, withOrderBy, withPageSize, type ListingState } from '../../../domain/listingQuery';
import { PAGE_SIZES, parsePageSize } from '../../../domain/pageSize';
import type { OrderByOption } from '../../../generated/model';
import badge from '../../../ui/Badge.module.css';
import controls from '../../../ui/controls.module.css';
import { icon } from '../../../ui/icons';
import { OutlinedNativeSelect } from '../../../ui/OutlinedNativeSelect';
import classes from './ListingToolbar.module.css';

const FilterListSvg = icon('M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z');

interface ListingToolbarProps {
  state: ListingState;
  orderByOptions: OrderByOption[];
  onChange: (next: ListingState) => void;
  /** Opens the facet drawer on narrow screens; absent when there are no facets. */
  onOpenFilters?: () => void;
  /** While the listing loads the toolbar keeps its place (no layout shift) but cannot be used. */
  disabled?: boolean;
}

/** Sort and page size (36/60); on narrow screens also the "Filtry" button with the count of chosen filters. */
export function ListingToolbar({ state, orderByOptions, onChange, onOpenFilters, disabled = false }: ListingToolbarProps) {
  const { t } = useTranslation('catalogue');
  const count = activeFilterCount(state);
  return (
    <div className={classes.toolbar}>
      {onOpenFilters ? (
        <button type="button" onClick={onOpenFilters} disabled={disabled} className={`${controls.outlined} ${classes.filters}`}>
          <span className={controls.startIcon}>
            <span className={badge.root}>
              <FilterListSvg />
              <span className={count ? badge.badge : `${badge.badge} ${badge.hidden}`}>{count || null}</span>
            </span>
          </span>
          {t('listing.filters')}
        </button>
      ) : null}
      <div className={classes.spacer} />
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
    </div>
  );
}
