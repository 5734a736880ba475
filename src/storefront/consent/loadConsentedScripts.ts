import { allowsTagManager, type Consent } from '../../domain/consent';
import { loadChat } from './chat';
import { loadScript } from './loadScript';
import { thirdPartyConfig } from './thirdPartyConfig';

/** The tag manager and the chat, each only with the consents it needs (spec §4). */
export function loadConsentedScripts(consent: Consent): void {
  const config = thirdPartyConfig();
  if (config.tagManager && allowsTagManager(consent)) {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    void loadScript(config.tagManager, { 'data-third-party': 'tag-manager' }).catch(() => undefined);
  }
  loadChat();
}
