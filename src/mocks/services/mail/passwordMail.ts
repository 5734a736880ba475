/** The e-mail with the link that sets a new password (the password reminder). */
import type { SeedUser } from '../../db/types';
import { sendMail } from '../mailbox';
import { warsawTime } from './mailTime';

/** The shop path a password link opens (the password reminder's second step). */
export const passwordLinkPath = (id: string): string => `/przypomnienie-hasla/${id}`;

export function sendPasswordResetMail(user: SeedUser, linkId: string, expiresAt: string): void {
  sendMail({
    to: user.login,
    subject: 'Ustaw nowe hasło do konta w Spinacz.pl',
    paragraphs: [
      `Dzień dobry, ${user.firstName}!`,
      `Otrzymaliśmy prośbę o zmianę hasła do konta ${user.login} w sklepie Spinacz.pl. Aby ustawić nowe hasło, kliknij przycisk „Ustaw nowe hasło” poniżej.`,
      `Link jest ważny 60 minut – do godziny ${warsawTime(expiresAt)} – i działa tylko raz. Jeśli poprosisz o kolejny link, ten przestanie działać.`,
      'Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – Twoje dotychczasowe hasło pozostaje bez zmian.',
    ],
    links: [{ label: 'Ustaw nowe hasło', href: passwordLinkPath(linkId) }],
    kind: 'passwordReset',
  });
}
