import { useCallback, useMemo, useSyncExternalStore } from 'react';
import i18n from './index';
import type { TFunction, Texts } from './texts';

/**
 * The texts of a namespace in the current language (`t('key')`; another namespace's as
 * `t('common:key')`; of a list, the first is the one plain keys read). A text whose namespace has
 * not arrived reads as its key; `t` is a new function, and the component renders again, when the
 * language changes or the namespace arrives (not for other namespaces' texts).
 */
export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: Texts } {
  const namespace = (typeof ns === 'string' ? ns : ns?.[0]) ?? 'common';
  const state = useCallback(() => `${i18n.language}|${i18n.hasResourceBundle(i18n.language, namespace)}`, [namespace]);
  const current = useSyncExternalStore(i18n.subscribe, state, state);
  const t = useMemo(() => i18n.getFixedT(current.split('|')[0], namespace), [current, namespace]);
  return { t, i18n };
}
