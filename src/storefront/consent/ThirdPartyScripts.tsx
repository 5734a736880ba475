import { useEffect } from 'react';
import { whenIdle } from '../../ui/useIdleStages';
import { useConsent } from './consentStore';
import { hasScriptsAfterConsent } from './scriptsAfterConsent';

/** This build's answer (Vite writes the variables in when it builds). */
const BUILD_HAS_SCRIPTS_AFTER_CONSENT = hasScriptsAfterConsent({
  VITE_TAG_MANAGER_ID: import.meta.env.VITE_TAG_MANAGER_ID,
  VITE_TAG_MANAGER_SCRIPT_URL: import.meta.env.VITE_TAG_MANAGER_SCRIPT_URL,
  VITE_CHAT_SCRIPT_URL: import.meta.env.VITE_CHAT_SCRIPT_URL,
});

/**
 * Loads the tag manager and the chat once their consents are given (never before): until the
 * visitor has decided, not even the code that would load them is downloaded. They start when the
 * browser is idle (at the latest after two seconds), not in the task that makes the page live. A
 * build without either never downloads that code.
 */
export function ThirdPartyScripts() {
  const { consent } = useConsent();
  useEffect(() => {
    if (!consent || !BUILD_HAS_SCRIPTS_AFTER_CONSENT) return undefined;
    return whenIdle(() => {
      void import('./loadConsentedScripts').then(({ loadConsentedScripts }) => loadConsentedScripts(consent)).catch(() => undefined);
    });
  }, [consent]);
  return null;
}
