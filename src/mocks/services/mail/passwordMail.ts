/** The e-mail with the link that sets a new password (the password reminder), in the language of the reminder's request. */
import type { SeedUser } from '../../db/types';
import { sendMail } from '../mailbox';
import { mailPath, type MailLocale } from './mailLanguage';
import { formatTime } from '../../../domain/format/date';

/** The shop path a password link opens (the password reminder's second step). */
export const passwordLinkPath = (id: string, locale: MailLocale = 'pl'): string => mailPath('password-reminder-id', locale, { id });

const TEXTS = {
  pl: {
    subject: 'Ustaw nowe hasło do konta w Spinacz.pl',
    greeting: (firstName: string) => `Dzień dobry, ${firstName}!`,
    request: (login: string) => `Otrzymaliśmy prośbę o zmianę hasła do konta ${login} w sklepie Spinacz.pl. Aby ustawić nowe hasło, kliknij przycisk „Ustaw nowe hasło” poniżej.`,
    validity: (until: string) => `Link jest ważny 60 minut – do godziny ${until} – i działa tylko raz. Jeśli poprosisz o kolejny link, ten przestanie działać.`,
    notYou: 'Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – Twoje dotychczasowe hasło pozostaje bez zmian.',
    button: 'Ustaw nowe hasło',
  },
  en: {
    subject: 'Set a new password for your Spinacz.pl account',
    greeting: (firstName: string) => `Hello ${firstName},`,
    request: (login: string) => `We have received a request to change the password of the account ${login} at Spinacz.pl. To set a new password, click the “Set a new password” button below.`,
    validity: (until: string) => `The link is valid for 60 minutes – until ${until} – and works only once. If you ask for another link, this one stops working.`,
    notYou: 'If you did not make this request, ignore this message – your current password stays as it is.',
    button: 'Set a new password',
  },
} as const;

export function sendPasswordResetMail(user: SeedUser, linkId: string, expiresAt: string, locale: MailLocale = 'pl'): void {
  const t = TEXTS[locale];
  sendMail({
    to: user.login,
    subject: t.subject,
    paragraphs: [t.greeting(user.firstName), t.request(user.login), t.validity(formatTime(expiresAt)), t.notYou],
    links: [{ label: t.button, href: passwordLinkPath(linkId, locale) }],
    kind: 'passwordReset',
    locale,
  });
}
