/** The e-mail a new company user gets: who added her, to which company, with which role, and the link that sets her password. */
import type { SeedCompany, SeedUser } from '../../db/types';
import { personName } from '../../presenters/order';
import { sendMail } from '../mailbox';
import { warsawDateTime } from './mailTime';
import { passwordLinkPath } from './passwordMail';

/** Role names as a Polish e-mail says them. */
const ROLE_NAMES: Record<SeedUser['roleName'], string> = {
  admin: 'administrator',
  buyer: 'kupujący',
  approver: 'akceptujący zamówienia',
  onlyData: 'tylko podgląd danych',
};

export interface CompanyUserMailFacts {
  user: SeedUser;
  company: SeedCompany;
  addedBy: SeedUser;
  /** The password link's id and when it stops working. */
  linkId: string;
  expiresAt: string;
}

export function sendCompanyUserMail({ user, company, addedBy, linkId, expiresAt }: CompanyUserMailFacts): void {
  sendMail({
    to: user.login,
    subject: 'Twoje konto w Spinacz.pl zostało utworzone',
    paragraphs: [
      `Dzień dobry, ${user.firstName}!`,
      `Twoje konto w Spinacz.pl zostało utworzone. ${personName(addedBy)} dodał(a) Cię do konta firmy ${company.name} z rolą: ${ROLE_NAMES[user.roleName]}.`,
      `Twój login to ${user.login}. Aby zalogować się po raz pierwszy, ustaw hasło – kliknij przycisk „Ustaw hasło” poniżej. Link działa jeden raz, do ${warsawDateTime(expiresAt)}.`,
      'Po zalogowaniu zobaczysz ceny i warunki Twojej firmy, a zamówienia złożysz na przypisane Ci centra kosztowe.',
      'Jeśli nie spodziewasz się tej wiadomości, skontaktuj się z administratorem konta Twojej firmy lub z naszym Biurem Obsługi Klienta.',
    ],
    links: [{ label: 'Ustaw hasło', href: passwordLinkPath(linkId) }],
    kind: 'companyUser',
  });
}
