import type { TFunction } from '../../i18n/texts';
import type { FilterBarTexts } from '../filters/FilterBar';

/** The orders' filter bar texts; the acceptance queue lists orders too and uses the same. */
export const orderFilterTexts = (t: TFunction): FilterBarTexts => ({
  label: t('orders.filters.label'),
  apply: t('orders.filters.apply'),
  reset: t('orders.filters.reset'),
  scope: t('orders.filters.scope'),
  endBeforeStart: t('orders.filters.endBeforeStart'),
  toggle: t('orders.filters.toggle'),
  toggleActive: (count) => t('orders.filters.toggleActive', { count }),
});
