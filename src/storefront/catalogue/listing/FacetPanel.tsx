import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { isFilterActive, toggleFilter, type ListingState } from '../../../domain/listingQuery';
import type { SearchFilter } from '../../../generated/model';
import controls from '../../../ui/controls.module.css';
import classes from './FacetPanel.module.css';
import sidebar from './sidebar.module.css';
import { SmallCheckbox } from './SmallCheckbox';

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
    <div className={classes.panel}>
      {visible.map((filter) => (
        <FacetGroup key={filter.key} idPrefix={idPrefix} filter={filter} state={state} onChange={onChange} disabled={disabled} />
      ))}
    </div>
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
    <fieldset className={classes.group}>
      <legend className={sidebar.heading}>{filter.name}</legend>
      <div id={listId} className={classes.options}>
        {options.map((option) => (
          <label key={option.value} className={disabled ? classes.optionDisabled : classes.option}>
            <SmallCheckbox
              checked={isFilterActive(state, filter.key, option.value)}
              onChange={() => onChange(toggleFilter(state, filter.key, option.value))}
              disabled={disabled}
            />
            <span className={classes.labelText}>
              <span className={classes.labelRow}>
                <span>{option.label}</span>
                <span className={classes.count}>({option.count})</span>
              </span>
            </span>
          </label>
        ))}
      </div>
      {long ? (
        <button
          type="button"
          className={`${controls.textSmall} ${classes.more}`}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('listing.showLess') : t('listing.showAll', { count: filter.options.length })}
        </button>
      ) : null}
    </fieldset>
  );
}
