import { useEffect, useState } from 'react';
import i18n, { loadNamespaces } from '../../i18n';
import { getCurrentLocale, useLocale } from '../../routing/routes';

/**
 * The company context's texts (`company` namespace: the selector's button and errors, the
 * switch-account decision dialog, the old-frontend banner and its demo page) load only for a user
 * who sees one of them, never with the first page a guest gets.
 */
export const loadCompanyTexts = (): Promise<void> => loadNamespaces(getCurrentLocale(), ['company']);

/** Whether the texts are there; starts loading them (a failed load is tried again on the next mount). */
export function useCompanyTexts(): boolean {
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
