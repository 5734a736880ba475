/**
 * The e-mail a new company user gets: who added her, to which company, with which role, and the link
 * that sets her password — in the language of the administrator's request that added her.
 */
import type { SeedCompany, SeedUser } from '../../db/types';
import { personName } from '../../presenters/order';
import { sendMail } from '../mailbox';
import type { MailLocale } from './mailLanguage';
import { formatDateTime } from '../../../domain/format/date';
import { passwordLinkPath } from './passwordMail';

export interface CompanyUserMailFacts {
  user: SeedUser;
  company: SeedCompany;
  addedBy: SeedUser;
  /** The password link's id and when it stops working. */
  linkId: string;
  expiresAt: string;
  locale?: MailLocale;
}

const TEXTS = {
  pl: {
    /** Role names as a Polish e-mail says them. */
    roles: { admin: 'administrator', buyer: 'kupujący', approver: 'akceptujący zamówienia', onlyData: 'tylko podgląd danych' } as Record<SeedUser['roleName'], string>,
    subject: 'Twoje konto w Spinacz.pl zostało utworzone',
    greeting: (firstName: string) => `Dzień dobry, ${firstName}!`,
    created: (by: string, company: string, role: string) => `Twoje konto w Spinacz.pl zostało utworzone. ${by} dodał(a) Cię do konta firmy ${company} z rolą: ${role}.`,
    login: (login: string, until: string) => `Twój login to ${login}. Aby zalogować się po raz pierwszy, ustaw hasło – kliknij przycisk „Ustaw hasło” poniżej. Link działa jeden raz, do ${until}.`,
    after: 'Po zalogowaniu zobaczysz ceny i warunki Twojej firmy, a zamówienia złożysz na przypisane Ci centra kosztowe.',
    unexpected: 'Jeśli nie spodziewasz się tej wiadomości, skontaktuj się z administratorem konta Twojej firmy lub z naszym Biurem Obsługi Klienta.',
    button: 'Ustaw hasło',
  },
  en: {
    roles: { admin: 'administrator', buyer: 'buyer', approver: 'order approver', onlyData: 'view data only' } as Record<SeedUser['roleName'], string>,
    subject: 'Your Spinacz.pl account has been created',
    greeting: (firstName: string) => `Hello ${firstName},`,
    created: (by: string, company: string, role: string) => `Your Spinacz.pl account has been created. ${by} added you to the account of ${company} with the role: ${role}.`,
    login: (login: string, until: string) => `Your login is ${login}. To log in for the first time, set a password – click the “Set password” button below. The link works once, until ${until}.`,
    after: 'Once logged in, you will see your company’s prices and terms, and you will place orders on the cost centres assigned to you.',
    unexpected: 'If you were not expecting this message, contact your company account’s administrator or our Customer Service.',
    button: 'Set password',
  },
} as const;

export function sendCompanyUserMail({ user, company, addedBy, linkId, expiresAt, locale = 'pl' }: CompanyUserMailFacts): void {
  const t = TEXTS[locale];
  sendMail({
    to: user.login,
    subject: t.subject,
    paragraphs: [
      t.greeting(user.firstName),
      t.created(personName(addedBy), company.name, t.roles[user.roleName]),
      t.login(user.login, formatDateTime(expiresAt, locale)),
      t.after,
      t.unexpected,
    ],
    links: [{ label: t.button, href: passwordLinkPath(linkId, locale) }],
    kind: 'companyUser',
    locale,
  });
}
