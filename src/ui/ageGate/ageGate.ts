import { COOKIE, COOKIE_SECONDS, readCookie, writeCookie } from '../../api/cookies';
import { addNeedsAgeCheck } from '../../domain/ageGate';

/**
 * The age gate of spec §4, §9: the visitor's answer lives in a cookie for 24 hours. The popup's
 * code (agePopup.ts) loads only when it is needed; the gate of adds of several products at once is
 * ageGateBatch.ts.
 */
export function isAgeConfirmed(): boolean {
  return readCookie(COOKIE.ageInformationPopup) === '1';
}

export function confirmAge(): void {
  writeCookie(COOKIE.ageInformationPopup, '1', COOKIE_SECONDS.ageInformationPopup);
}

/** Opens the age popup; `pendingAdd` is the add it holds (none when an adult product's page asks), `onDecline` runs on "No". */
export function openAgePopup(pendingAdd?: () => void, onDecline?: () => void): void {
  void import('./agePopup').then((module) => module.showAgePopup(pendingAdd, onDecline));
}

/** Runs `add` now, or after the visitor confirms their age when the product is for adults. */
export function withAgeCheck(forAdults: boolean, add: () => void): void {
  if (addNeedsAgeCheck(forAdults, isAgeConfirmed())) openAgePopup(add);
  else add();
}
