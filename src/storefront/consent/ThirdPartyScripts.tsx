import { useEffect } from 'react';
import { whenIdle } from '../../ui/useIdleStages';
import { useConsent } from './consentStore';

/**
 * Loads the tag manager and the chat once their consents are given (never before): until the
 * visitor has decided, not even the code that would load them is downloaded. They start when the
 * browser is idle (at the latest after two seconds), not in the task that makes the page live.
 */
export function ThirdPartyScripts() {
  const { consent } = useConsent();
  useEffect(() => {
    if (!consent) return undefined;
    return whenIdle(() => {
      void import('./loadConsentedScripts').then(({ loadConsentedScripts }) => loadConsentedScripts(consent)).catch(() => undefined);
    });
  }, [consent]);
  return null;
}
