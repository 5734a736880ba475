/** The e-mail with the activation link a new customer gets after registering. */
import type { PendingRegistration } from '../../db/store';
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
