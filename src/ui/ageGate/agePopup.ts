import { createElement } from 'react';
import { declineOutcome } from '../../domain/ageGate';
import i18n from '../../i18n';
import { closeModal, modalStore, openModal } from '../modal/modalStore';
import { confirmAge } from './ageGate';

/**
 * The age popup (spec §4): "Yes" sets the age cookie and carries out the held add; "No" closes the
 * popup when an add was held (and runs `onDecline`, e.g. to tell which products were not added),
 * else goes back one page. Closing with the X or Escape is a "No".
 */
let openId: number | null = null;

export function showAgePopup(pendingAdd?: () => void, onDecline?: () => void): void {
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
          else onDecline?.();
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
      if (decided) return;
      if (declineOutcome(pendingAdd !== undefined) === 'goBack') window.history.back();
      else onDecline?.();
    },
  });
}
