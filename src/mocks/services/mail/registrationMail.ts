/**
 * The e-mail with the activation link a new customer gets after registering, and the one to the owner
 * of an address someone tried to register again: in the language of the registration's request.
 */
import type { PendingRegistration } from '../../db/accountRecords';
import { sendMail } from '../mailbox';
import { mailPath, type MailLocale } from './mailLanguage';
import { formatDateTime } from '../../../domain/format/date';

/** The shop path the activation link opens. */
export const registrationLinkPath = (id: string, locale: MailLocale = 'pl'): string => mailPath('registration-id', locale, { id });

const TEXTS = {
  pl: {
    subject: 'Aktywuj konto w sklepie Spinacz.pl',
    greeting: (firstName: string) => `Dzień dobry, ${firstName}!`,
    thanks: 'Dziękujemy za założenie konta w sklepie Spinacz.pl. Zostało nam tylko jedno: potwierdź, że ten adres e-mail należy do Ciebie – kliknij przycisk „Aktywuj konto” poniżej.',
    individual: 'Zakładasz konto klienta indywidualnego.',
    company: (name: string | null, taxId: string | null) =>
      `Zakładasz konto firmowe dla: ${name}, NIP ${taxId}. Po aktywacji możesz dodać do konta pracowników i ustalić, kto akceptuje ich zamówienia.`,
    validity: (until: string, email: string) => `Link jest ważny 48 godzin – do ${until}. Po aktywacji zalogujesz się adresem ${email} i hasłem podanym przy rejestracji.`,
    notYou: 'Jeśli to nie Ty zakładasz konto w naszym sklepie, po prostu zignoruj tę wiadomość – bez kliknięcia w link konto nie zostanie utworzone.',
    activate: 'Aktywuj konto',
    attemptSubject: 'Próba założenia konta w sklepie Spinacz.pl',
    attemptGreeting: 'Dzień dobry!',
    attempt: (email: string) =>
      `Ktoś (być może Ty) próbował właśnie założyć w sklepie Spinacz.pl konto z adresem ${email}. Konto z tym adresem już istnieje, więc nie założyliśmy nowego.`,
    attemptYou: 'Jeśli to Ty – zaloguj się tym adresem. Jeśli nie pamiętasz hasła, ustaw nowe przyciskiem poniżej.',
    attemptNotYou: 'Jeśli to nie Ty, zignoruj tę wiadomość – Twoje konto i hasło pozostają bez zmian.',
    logIn: 'Zaloguj się',
    newPassword: 'Ustaw nowe hasło',
  },
  en: {
    subject: 'Activate your Spinacz.pl account',
    greeting: (firstName: string) => `Hello ${firstName},`,
    thanks: 'Thank you for creating an account at Spinacz.pl. Just one more step: confirm that this e-mail address is yours – click the “Activate account” button below.',
    individual: 'You are creating a private customer account.',
    company: (name: string | null, taxId: string | null) =>
      `You are creating a company account for ${name}, NIP ${taxId}. Once it is active, you can add your colleagues to the account and decide who approves their orders.`,
    validity: (until: string, email: string) => `The link is valid for 48 hours – until ${until}. Once the account is active, log in with ${email} and the password you chose when registering.`,
    notYou: 'If you are not the one creating an account at our shop, just ignore this message – without a click on the link no account is created.',
    activate: 'Activate account',
    attemptSubject: 'An attempt to create an account at Spinacz.pl',
    attemptGreeting: 'Hello,',
    attempt: (email: string) =>
      `Someone (perhaps you) has just tried to create an account at Spinacz.pl with the address ${email}. An account with this address already exists, so we have not created a new one.`,
    attemptYou: 'If it was you – log in with this address. If you do not remember your password, set a new one with the button below.',
    attemptNotYou: 'If it was not you, ignore this message – your account and password stay as they are.',
    logIn: 'Log in',
    newPassword: 'Set a new password',
  },
} as const;

export function sendRegistrationMail(registration: PendingRegistration, locale: MailLocale = 'pl'): void {
  const { form } = registration;
  const t = TEXTS[locale];
  sendMail({
    to: registration.email,
    subject: t.subject,
    paragraphs: [
      t.greeting(form.firstName),
      t.thanks,
      form.isIndividual ? t.individual : t.company(form.companyName, form.taxId),
      t.validity(formatDateTime(registration.expiresAt, locale), registration.email),
      t.notYou,
    ],
    links: [{ label: t.activate, href: registrationLinkPath(registration.id, locale) }],
    kind: 'registration',
    locale,
  });
}

/**
 * To the owner of an address someone tried to register again: no new account, and how to get in
 * (the registration form answers the same for any address, so only the owner learns of it).
 */
export function sendRegistrationAttemptMail(email: string, locale: MailLocale = 'pl'): void {
  const t = TEXTS[locale];
  sendMail({
    to: email,
    subject: t.attemptSubject,
    paragraphs: [t.attemptGreeting, t.attempt(email), t.attemptYou, t.attemptNotYou],
    links: [
      { label: t.logIn, href: mailPath('login', locale) },
      { label: t.newPassword, href: mailPath('password-reminder', locale) },
    ],
    kind: 'registration',
    locale,
  });
}
