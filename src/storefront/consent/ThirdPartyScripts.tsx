import { useEffect } from 'react';
import { useConsent } from './consentStore';

/**
 * Loads the tag manager and the chat once their consents are given (never before): until the
 * visitor has decided, not even the code that would load them is downloaded.
 */
export function ThirdPartyScripts() {
  const { consent } = useConsent();
  useEffect(() => {
    if (!consent) return;
    void import('./loadConsentedScripts').then(({ loadConsentedScripts }) => loadConsentedScripts(consent)).catch(() => undefined);
  }, [consent]);
  return null;
}
