import { useCallback } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { formatPln } from '../domain/money';

/** Writes an amount in złoty the way the page's language does: "1 234,50 zł" / "PLN 1,234.50". */
export function useFormatPln(): (amount: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'pl';
  return useCallback((amount: number) => formatPln(amount, locale), [locale]);
}
