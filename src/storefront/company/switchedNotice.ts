import { useEffect } from 'react';
import { showToast } from '../../ui/toasts/toastStore';

/**
 * The server's answer to a company switch ("Pracujesz teraz w firmie „…”. Ceny w sklepie są teraz
 * cenami firmy „…” …") outlives the reload that follows the switch: it is kept in this tab's
 * storage and shown once on the next page.
 */
const KEY = 'spinacz-company-switched';

export function rememberSwitchMessage(message: string): void {
  try {
    if (message) sessionStorage.setItem(KEY, message);
  } catch {
    // Without storage the new company's prices still show; only the note is missed.
  }
}

/** The kept message, removed as it is read (null when there is none). */
export function takeSwitchMessage(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message || null;
  } catch {
    return null;
  }
}

/** Shows the message of a switch that has just happened, once, as a notice. */
export function useCompanySwitchedNotice(): void {
  useEffect(() => {
    const message = takeSwitchMessage();
    if (message) showToast({ message, severity: 'info' });
  }, []);
}
