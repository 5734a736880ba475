import { useEffect, useState } from 'react';
import i18n, { loadNamespaces } from '../../i18n';
import { useLocale } from '../../routing/routes';

/**
 * The budgets screen's texts live in the `company` namespace (with the company context's), which the
 * account area does not load by itself: whether they are there; starts loading them (a failed load is
 * tried again on the next mount).
 */
export function useBudgetTexts(): boolean {
  const locale = useLocale();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(locale, 'company'));
  useEffect(() => {
    if (ready) return;
    let active = true;
    loadNamespaces(locale, ['company']).then(
      () => active && setReady(true),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [locale, ready]);
  return ready;
}
