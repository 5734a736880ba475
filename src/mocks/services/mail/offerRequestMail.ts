/** The confirmation of an offer request: what was asked for and who will answer, in the language of the request. */
import { quantityWithUnit } from '../../../domain/quantityWithUnit';
import { CUSTOMER_SERVICE } from '../../db/seed/accounts';
import type { SeedCompany, SeedProduct, SeedUser } from '../../db/types';
import { sendMail } from '../mailbox';
import { mailCatalogueText, mailPath, type MailLocale } from './mailLanguage';

export interface OfferRequestMailFacts {
  user: SeedUser;
  company: SeedCompany;
  number: string;
  message: string;
  /** The requested products and quantities. */
  products: { product: SeedProduct; quantity: number }[];
  contact: string | null;
  locale?: MailLocale;
}

const TEXTS = {
  pl: {
    subject: (number: string) => `Otrzymaliśmy Twoje zapytanie ofertowe ${number}`,
    greeting: (firstName: string) => `Dzień dobry, ${firstName}!`,
    thanks: (number: string, company: string, advisor: string) =>
      `Dziękujemy za zapytanie ofertowe ${number} dla firmy ${company}. ${advisor}, opiekun Twojej firmy, przygotuje ofertę w ciągu 2 dni roboczych – gdy będzie gotowa, zobaczysz ją w zakładce „Oferty” na Twoim koncie.`,
    message: (message: string) => `Treść zapytania: ${message}`,
    products: 'Produkty w zapytaniu',
    line: (name: string, code: string, quantity: string) => `${name} (kod ${code}) – ${quantity}`,
    contact: (contact: string) => `Dane do kontaktu w sprawie oferty: ${contact}`,
    link: 'Przejdź do ofert',
  },
  en: {
    subject: (number: string) => `We have received your request for an offer ${number}`,
    greeting: (firstName: string) => `Hello ${firstName},`,
    thanks: (number: string, company: string, advisor: string) =>
      `Thank you for the request for an offer ${number} for ${company}. ${advisor}, your company’s account manager, will prepare the offer within 2 working days – once it is ready, you will find it under “Offers” in your account.`,
    message: (message: string) => `Your request: ${message}`,
    products: 'Products in the request',
    line: (name: string, code: string, quantity: string) => `${name} (code ${code}) – ${quantity}`,
    contact: (contact: string) => `Contact details for the offer: ${contact}`,
    link: 'Go to offers',
  },
} as const;

export function sendOfferRequestMail({ user, company, number, message, products, contact, locale = 'pl' }: OfferRequestMailFacts): void {
  const t = TEXTS[locale];
  const advisor = `${CUSTOMER_SERVICE.firstName} ${CUSTOMER_SERVICE.lastName}`;
  const lines = products.map(({ product, quantity }) =>
    t.line(mailCatalogueText(product.name, locale), product.code, quantityWithUnit(quantity, mailCatalogueText(product.uom, locale), locale)));
  sendMail({
    to: user.login,
    subject: t.subject(number),
    paragraphs: [
      t.greeting(user.firstName),
      t.thanks(number, company.name, advisor),
      t.message(message),
      ...(lines.length ? [`${t.products}:\n${lines.map((line) => `• ${line}`).join('\n')}`] : []),
      ...(contact ? [t.contact(contact)] : []),
    ],
    links: [{ label: t.link, href: mailPath('dashboard-offers', locale) }],
    kind: 'offerRequest',
    locale,
  });
}
