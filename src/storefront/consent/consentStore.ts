import { readCookie, writeCookie } from '../../api/cookies';
import { CONSENT_COOKIE, CONSENT_COOKIE_SECONDS, parseConsent, serializeConsent, type Consent } from '../../domain/consent';
import { createStore, useStore } from '../../session/createStore';

/** The visitor's cookie choice (null until decided) and whether the settings are open. */
export interface ConsentState {
  consent: Consent | null;
  settingsOpen: boolean;
}

export const consentStore = createStore<ConsentState>(
  { consent: typeof document === 'undefined' ? null : parseConsent(readCookie(CONSENT_COOKIE)), settingsOpen: false },
  { server: { consent: null, settingsOpen: false } },
);

export function useConsent(): ConsentState {
  return useStore(consentStore);
}

/** Stores a choice for a year and closes the banner. */
export function decideConsent(consent: Consent): void {
  writeCookie(CONSENT_COOKIE, serializeConsent(consent), CONSENT_COOKIE_SECONDS);
  consentStore.set({ consent, settingsOpen: false });
}

/** "Ustawienia cookies" in the footer: the banner opens again with the current choice. */
export function openConsentSettings(): void {
  consentStore.set((state) => ({ ...state, settingsOpen: true }));
}
