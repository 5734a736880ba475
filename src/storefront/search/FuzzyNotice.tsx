import { useTranslation } from '../../i18n/useTranslation';
import { Notice } from '../catalogue/Notice';

/**
 * "No exact match for the phrase, showing the closest results": only when there are results to show.
 * With none, the listing's own "no results" says it all (the two together contradict each other).
 */
export function FuzzyNotice({ fuzzy, phrase, count }: { fuzzy: boolean; phrase: string | undefined; count: number }) {
  const { t } = useTranslation('search');
  if (!fuzzy || !phrase || count <= 0) return null;
  return <Notice severity="info">{t('results.fuzzy', { phrase })}</Notice>;
}
