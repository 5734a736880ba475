import { useTranslation } from '../../i18n/useTranslation';
import { formatDate } from '../../domain/format/date';

/** "Od 18.11.2026 do 25.11.2026", "Do 25.11.2026", or nothing for a promotion without dates. */
export function usePromotionDates(startDate: string | null, endDate: string | null): string {
  const { t, i18n } = useTranslation('catalogue');
  const locale = i18n.language === 'en' ? 'en' : 'pl';
  if (startDate && endDate) return t('promotions.fromTo', { from: formatDate(startDate, locale), to: formatDate(endDate, locale) });
  if (endDate) return t('promotions.until', { to: formatDate(endDate, locale) });
  if (startDate) return t('promotions.since', { from: formatDate(startDate, locale) });
  return '';
}
