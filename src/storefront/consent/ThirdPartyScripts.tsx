import { useEffect } from 'react';
import { allowsTagManager } from '../../domain/consent';
import { loadChat } from './chat';
import { useConsent } from './consentStore';
import { loadScript } from './loadScript';
import { thirdPartyConfig } from './thirdPartyConfig';

/** Loads the tag manager and the chat once their consents are given (never before). */
export function ThirdPartyScripts() {
  const { consent } = useConsent();
  useEffect(() => {
    if (!consent) return;
    const config = thirdPartyConfig();
    if (config.tagManager && allowsTagManager(consent)) {
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      void loadScript(config.tagManager, { 'data-third-party': 'tag-manager' }).catch(() => undefined);
    }
    loadChat();
  }, [consent]);
  return null;
}
