/** The confirmation of an offer request: what was asked for and who will answer. */
import { ROUTES } from '../../../routing/routePaths';
import { CUSTOMER_SERVICE } from '../../db/seed/accounts';
import type { SeedCompany, SeedUser } from '../../db/types';
import { sendMail } from '../mailbox';

export interface OfferRequestMailFacts {
  user: SeedUser;
  company: SeedCompany;
  number: string;
  message: string;
  /** "Papier ksero A4 80 g/m², 500 ark. – 50 ryz" per requested product. */
  productLines: string[];
  contact: string | null;
}

export function sendOfferRequestMail({ user, company, number, message, productLines, contact }: OfferRequestMailFacts): void {
  const advisor = `${CUSTOMER_SERVICE.firstName} ${CUSTOMER_SERVICE.lastName}`;
  sendMail({
    to: user.login,
    subject: `Otrzymaliśmy Twoje zapytanie ofertowe ${number}`,
    paragraphs: [
      `Dzień dobry, ${user.firstName}!`,
      `Dziękujemy za zapytanie ofertowe ${number} dla firmy ${company.name}. ${advisor}, opiekun Twojej firmy, przygotuje ofertę w ciągu 2 dni roboczych – gdy będzie gotowa, zobaczysz ją w zakładce „Oferty” na Twoim koncie.`,
      `Treść zapytania: ${message}`,
      ...(productLines.length ? [`Produkty w zapytaniu:\n${productLines.map((line) => `• ${line}`).join('\n')}`] : []),
      ...(contact ? [`Dane do kontaktu w sprawie oferty: ${contact}`] : []),
    ],
    links: [{ label: 'Przejdź do ofert', href: ROUTES['dashboard-offers'].pl }],
    kind: 'offerRequest',
  });
}
