/** The e-mail with the activation link a new customer gets after registering. */
import type { PendingRegistration } from '../../db/store';
import { ROUTES } from '../../../routing/routePaths';
import { sendMail } from '../mailbox';
import { warsawDateTime } from './mailTime';

/** The shop path the activation link opens. */
export const registrationLinkPath = (id: string): string => `/rejestracja/${id}`;

export function sendRegistrationMail(registration: PendingRegistration): void {
  const { form } = registration;
  const paragraphs = [
    `Dzień dobry, ${form.firstName}!`,
    'Dziękujemy za założenie konta w sklepie Spinacz.pl. Zostało nam tylko jedno: potwierdź, że ten adres e-mail należy do Ciebie – kliknij przycisk „Aktywuj konto” poniżej.',
    form.isIndividual
      ? 'Zakładasz konto klienta indywidualnego.'
      : `Zakładasz konto firmowe dla: ${form.companyName}, NIP ${form.taxId}. Po aktywacji możesz dodać do konta pracowników i ustalić, kto akceptuje ich zamówienia.`,
    `Link jest ważny 48 godzin – do ${warsawDateTime(registration.expiresAt)}. Po aktywacji zalogujesz się adresem ${registration.email} i hasłem podanym przy rejestracji.`,
    'Jeśli to nie Ty zakładasz konto w naszym sklepie, po prostu zignoruj tę wiadomość – bez kliknięcia w link konto nie zostanie utworzone.',
  ];
  sendMail({
    to: registration.email,
    subject: 'Aktywuj konto w sklepie Spinacz.pl',
    paragraphs,
    links: [{ label: 'Aktywuj konto', href: registrationLinkPath(registration.id) }],
    kind: 'registration',
  });
}

/**
 * To the owner of an address someone tried to register again: no new account, and how to get in
 * (the registration form answers the same for any address, so only the owner learns of it).
 */
export function sendRegistrationAttemptMail(email: string): void {
  sendMail({
    to: email,
    subject: 'Próba założenia konta w sklepie Spinacz.pl',
    paragraphs: [
      'Dzień dobry!',
      `Ktoś (być może Ty) próbował właśnie założyć w sklepie Spinacz.pl konto z adresem ${email}. Konto z tym adresem już istnieje, więc nie założyliśmy nowego.`,
      'Jeśli to Ty – zaloguj się tym adresem. Jeśli nie pamiętasz hasła, ustaw nowe przyciskiem poniżej.',
      'Jeśli to nie Ty, zignoruj tę wiadomość – Twoje konto i hasło pozostają bez zmian.',
    ],
    links: [
      { label: 'Zaloguj się', href: ROUTES.login.pl },
      { label: 'Ustaw nowe hasło', href: ROUTES['password-reminder'].pl },
    ],
    kind: 'registration',
  });
}
