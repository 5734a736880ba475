/**
 * Cookie consent (spec §4, DESIGN rule 8): four categories, nothing pre-ticked; "necessary" is
 * always on. Third-party scripts load only with the categories they need.
 */
export type OptionalConsent = 'preferences' | 'statistics' | 'marketing';
export const OPTIONAL_CONSENTS: readonly OptionalConsent[] = ['preferences', 'statistics', 'marketing'];

export type Consent = Record<OptionalConsent, boolean>;

/** The cookie keeps the choice for a year. */
export const CONSENT_COOKIE = 'spinacz_consent';
export const CONSENT_COOKIE_SECONDS = 31_536_000;

export const NOTHING_CONSENTED: Consent = { preferences: false, statistics: false, marketing: false };
export const EVERYTHING_CONSENTED: Consent = { preferences: true, statistics: true, marketing: true };

/** "p1s0m1" ↔ the choice; null when the visitor has not decided yet (or the value is unreadable). */
export function parseConsent(value: string | undefined | null): Consent | null {
  const match = /^p([01])s([01])m([01])$/.exec(value ?? '');
  if (!match) return null;
  return { preferences: match[1] === '1', statistics: match[2] === '1', marketing: match[3] === '1' };
}

export function serializeConsent(consent: Consent): string {
  const bit = (value: boolean) => (value ? '1' : '0');
  return `p${bit(consent.preferences)}s${bit(consent.statistics)}m${bit(consent.marketing)}`;
}

/** Chat: only when marketing, preferences and statistics are all given (spec §4). */
export function allowsChat(consent: Consent | null): boolean {
  return Boolean(consent?.marketing && consent.preferences && consent.statistics);
}

/** Tag manager: statistics (page views, analytics). */
export function allowsTagManager(consent: Consent | null): boolean {
  return Boolean(consent?.statistics);
}

/** Review widgets set third-party cookies of the review services: marketing. */
export function allowsReviewWidgets(consent: Consent | null): boolean {
  return Boolean(consent?.marketing);
}

/** What accepting the chat agreement adds to a choice. */
export function withChatConsent(consent: Consent | null): Consent {
  return { ...(consent ?? NOTHING_CONSENTED), preferences: true, statistics: true, marketing: true };
}
