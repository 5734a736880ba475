import { createElement } from 'react';
import { COOKIE, COOKIE_SECONDS, readCookie, writeCookie } from '../api/cookies';
import { addNeedsAgeCheck, declineOutcome } from '../domain/ageGate';
import i18n from '../i18n';
import { closeModal, modalStore, openModal } from '../ui/modal/modalStore';

/**
 * The age popup (spec §4, §9): "Yes" sets the age cookie for 24 hours and carries out the held add;
 * "No" closes the popup when an add was held, else goes back one page.
 */
let openId: number | null = null;

export function isAgeConfirmed(): boolean {
  return readCookie(COOKIE.ageInformationPopup) === '1';
}

function confirmAge(): void {
  writeCookie(COOKIE.ageInformationPopup, '1', COOKIE_SECONDS.ageInformationPopup);
}

/** Opens the popup; `pendingAdd` is the add it holds (none when an adult product's page asks). */
export function openAgePopup(pendingAdd?: () => void): void {
  if (openId !== null && modalStore.get().some((modal) => modal.id === openId)) closeModal(openId);
  let decided = false;
  const t = i18n.t.bind(i18n);
  openId = openModal({
    title: t('common:ageGate.title'),
    content: createElement('p', { style: { margin: 0 } }, t('common:ageGate.text')),
    buttons: [
      {
        text: t('common:ageGate.decline'),
        theme: 'secondary',
        action: () => {
          decided = true;
          if (declineOutcome(pendingAdd !== undefined) === 'goBack') window.history.back();
        },
      },
      {
        text: t('common:ageGate.accept'),
        theme: 'primary',
        action: () => {
          decided = true;
          confirmAge();
          pendingAdd?.();
        },
      },
    ],
    onClose: () => {
      openId = null;
      // Closing with the X or Escape is a "No" too.
      if (!decided && declineOutcome(pendingAdd !== undefined) === 'goBack') window.history.back();
    },
  });
}

/** Runs `add` now, or after the visitor confirms their age when the product is for adults. */
export function withAgeCheck(forAdults: boolean, add: () => void): void {
  if (addNeedsAgeCheck(forAdults, isAgeConfirmed())) openAgePopup(add);
  else add();
}
