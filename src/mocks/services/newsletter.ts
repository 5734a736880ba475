/** Newsletter sign-up: a pending subscription with a token (the "e-mail" link), confirmed with that token. */
import { getSeed, getState, updateState } from '../db/store';
import { DemoHttpError, badRequest, notFound } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { sendNewsletterConfirmationMail } from './mail/newsletterMail';

const MESSAGES = {
  pl: {
    agreement: 'Zgoda na otrzymywanie newslettera jest wymagana.',
    already: 'Ten adres e-mail jest już zapisany do newslettera.',
    sent: (email: string) => `Dziękujemy! Na adres ${email} wysłaliśmy wiadomość z linkiem potwierdzającym zapis do newslettera.`,
    resent: (email: string) => `Ten adres czeka na potwierdzenie. Wysłaliśmy ponownie link potwierdzający na adres ${email}.`,
    unknownToken: 'Link potwierdzający jest nieprawidłowy lub wygasł. Zapisz się do newslettera ponownie.',
    confirmedAlready: 'Zapis do newslettera został już potwierdzony.',
    confirmed: 'Dziękujemy! Twój adres e-mail został zapisany do newslettera.',
  },
  en: {
    agreement: 'Consent to receive the newsletter is required.',
    already: 'This e-mail address is already subscribed to the newsletter.',
    sent: (email: string) => `Thank you! We have sent a confirmation link to ${email}.`,
    resent: (email: string) => `This address is waiting for confirmation. We have sent the confirmation link to ${email} again.`,
    unknownToken: 'The confirmation link is invalid or has expired. Please subscribe again.',
    confirmedAlready: 'This newsletter subscription has already been confirmed.',
    confirmed: 'Thank you! Your e-mail address has been subscribed to the newsletter.',
  },
} as const;

const key = (email: string): string => email.trim().toLowerCase();

function newToken(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether the address receives the newsletter: a demo user who agreed in the seed, or a confirmed sign-up. */
export function isNewsletterSubscriber(email: string): boolean {
  const address = key(email);
  if (getState().newsletter[address]?.status === 'confirmed') return true;
  return getSeed().users.some((user) => user.login === address && user.subscribedToNewsletter);
}

/** The token of a pending sign-up (what the confirmation e-mail would carry); for tests and the demo console. */
export function pendingNewsletterToken(email: string): string | null {
  const entry = getState().newsletter[key(email)];
  return entry?.status === 'pending' ? entry.token : null;
}

export function subscribe(email: string, agreement: boolean, source: string | undefined, locale: DemoLocale): { message: string } {
  const text = MESSAGES[locale];
  if (agreement !== true) throw badRequest(text.agreement);
  const address = key(email);
  if (isNewsletterSubscriber(address)) throw new DemoHttpError(409, 'ALREADY-SUBSCRIBED', text.already);
  const pending = getState().newsletter[address];
  if (pending) {
    sendNewsletterConfirmationMail(address, pending.token, locale);
    return { message: text.resent(address) };
  }
  const token = newToken();
  updateState((state) => {
    state.newsletter[address] = {
      email: address, token, status: 'pending', source: source ?? null, subscribedAt: new Date().toISOString(), confirmedAt: null,
    };
  });
  sendNewsletterConfirmationMail(address, token, locale);
  return { message: text.sent(address) };
}

export function confirm(token: string, locale: DemoLocale): { message: string } {
  const text = MESSAGES[locale];
  const entry = Object.values(getState().newsletter).find((candidate) => candidate.token === token.trim());
  if (!entry) throw notFound(text.unknownToken);
  if (entry.status === 'confirmed') throw new DemoHttpError(409, 'ALREADY-CONFIRMED', text.confirmedAlready);
  updateState((state) => {
    state.newsletter[entry.email] = { ...entry, status: 'confirmed', confirmedAt: new Date().toISOString() };
  });
  return { message: text.confirmed };
}
