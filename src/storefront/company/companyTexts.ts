import { loadNamespaces } from '../../i18n';
import { useNamespaceReady } from '../../i18n/useNamespaceReady';
import { getCurrentLocale } from '../../routing/routes';

/**
 * The company context's texts (`company` namespace: the selector's button and errors, the
 * switch-account decision dialog, the old-frontend banner and its demo page) load only for a user
 * who sees one of them, never with the first page a guest gets.
 */
export const loadCompanyTexts = (): Promise<void> => loadNamespaces(getCurrentLocale(), ['company']);

/** Whether the texts are there; starts loading them (a failed load is tried again on the next mount). */
export const useCompanyTexts = (): boolean => useNamespaceReady('company');
