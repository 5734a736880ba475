import type { TFunction } from '../../i18n/texts';
import { RETURN } from '../../domain/complaints';
import type { ComplaintType } from '../../generated/model';
import type { FilterBarTexts } from '../filters/FilterBar';

/** The locale key of a type (the API's R-nt / RZ are not good key names): complaint, return. */
export const typeKey = (type: ComplaintType): 'complaint' | 'return' => (type === RETURN ? 'return' : 'complaint');

/** The key of a list: returns, complaints, or (embedded) both. */
export const listKey = (type: ComplaintType | null): 'complaint' | 'return' | 'all' => (type ? typeKey(type) : 'all');

/** The complaints lists' filter bar texts (several filters applied together with the button). */
export const complaintFilterTexts = (t: TFunction): FilterBarTexts => ({
  label: t('complaints.filters.label'),
  apply: t('complaints.filters.apply'),
  reset: t('complaints.filters.reset'),
  scope: t('complaints.filters.scope'),
  endBeforeStart: t('complaints.filters.endBeforeStart'),
  toggle: t('complaints.filters.toggle'),
  toggleActive: (count) => t('complaints.filters.toggleActive', { count }),
});
