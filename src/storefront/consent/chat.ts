import { CHAT_OPEN_DELAY_MS } from '../../domain/chrome';
import { allowsChat, withChatConsent } from '../../domain/consent';
import i18n from '../../i18n';
import { openModal } from '../../ui/modal/modalStore';
import { consentStore, decideConsent } from './consentStore';
import { loadScript } from './loadScript';
import { thirdPartyConfig } from './thirdPartyConfig';

declare global {
  interface Window {
    spinaczChat?: { open?: () => void };
  }
}

let openRequested = false;

/** Loads the chat widget (only with its consents); opens it 2 s after load when it was asked for. */
export function loadChat(): void {
  const url = thirdPartyConfig().chat;
  if (!url || !allowsChat(consentStore.get().consent)) return;
  void loadScript(url, { 'data-third-party': 'chat' }).then(() => {
    if (!openRequested) return;
    openRequested = false;
    window.setTimeout(() => window.spinaczChat?.open?.(), CHAT_OPEN_DELAY_MS);
  }, () => undefined);
}

/**
 * The chat button (spec §4): with the consents the widget loads and opens; without them the
 * agreement modal asks, and accepting gives the consents the chat needs.
 */
export function requestChat(): void {
  const t = i18n.getFixedT(null, 'layout');
  openRequested = true;
  if (allowsChat(consentStore.get().consent)) {
    if (thirdPartyConfig().chat) {
      if (window.spinaczChat?.open) {
        openRequested = false;
        window.spinaczChat.open();
      } else loadChat();
      return;
    }
    openRequested = false;
    openModal({ title: t('chat.unavailableTitle'), content: t('chat.unavailable'), buttons: [{ text: t('chat.close'), theme: 'primary' }] });
    return;
  }
  openModal({
    title: t('chat.agreementTitle'),
    content: t('chat.agreementText'),
    buttons: [
      { text: t('chat.decline'), theme: 'secondary', action: () => { openRequested = false; } },
      { text: t('chat.accept'), theme: 'primary', action: () => decideConsent(withChatConsent(consentStore.get().consent)) },
    ],
  });
}
