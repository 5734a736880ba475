import { useEffect, useState } from 'react';
import { useLocale } from '../routing/routes';
import i18n, { loadNamespaces } from './index';
import type { LaterNamespace } from './laterNamespaces';

/**
 * Whether a namespace that loads on demand (laterNamespaces.ts) is there in the page's language;
 * starts loading it when it is not (a failed load is tried again on the next mount or language).
 */
export function useNamespaceReady(namespace: LaterNamespace): boolean {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<string | null>(null);
  const ready = loaded === `${locale}/${namespace}` || i18n.hasResourceBundle(locale, namespace);
  useEffect(() => {
    if (ready) return;
    let active = true;
    loadNamespaces(locale, [namespace]).then(
      () => active && setLoaded(`${locale}/${namespace}`),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [locale, namespace, ready]);
  return ready;
}
