import { useTranslation } from '../../../i18n/useTranslation';
import { activeFilterCount, clearFilters, toggleFilter, type ListingState } from '../../../domain/listingQuery';
import type { SearchFilter } from '../../../generated/model';
import controls from '../../../ui/controls.module.css';
import { CloseSvg } from '../../../ui/icons';
import classes from './ActiveFilters.module.css';

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
    <section aria-label={t('listing.activeFilters')} className={classes.bar}>
      {Object.entries(state.filters).flatMap(([key, values]) =>
        values.map((value) => {
          const label = labelOf(key, value);
          return (
            <button
              key={`${key}-${value}`}
              type="button"
              aria-label={t('listing.removeFilter', { label })}
              onClick={() => onChange(toggleFilter(state, key, value))}
              className={`${controls.button} ${classes.pill}`}
            >
              {label}
              <span className={classes.remove}>
                <CloseSvg className={controls.svgIcon} />
              </span>
            </button>
          );
        }),
      )}
      <button type="button" className={controls.textSmall} onClick={() => onChange(clearFilters(state))}>
        {t('listing.clearFilters')}
      </button>
    </section>
  );
}
