/** The e-mail with the link that confirms a newsletter sign-up (double opt-in), in the language of the sign-up. */
import { sendMail } from '../mailbox';
import { mailPath, type MailLocale } from './mailLanguage';

const TEXTS = {
  pl: {
    subject: 'Potwierdź zapis do newslettera Spinacz.pl',
    greeting: 'Dzień dobry!',
    request: (email: string) => `Otrzymaliśmy prośbę o zapisanie adresu ${email} do newslettera Spinacz.pl. Aby zacząć otrzymywać informacje o promocjach i nowościach, kliknij przycisk „Potwierdzam zapis” poniżej.`,
    notYou: 'Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – bez potwierdzenia nie wyślemy Ci żadnego newslettera.',
    button: 'Potwierdzam zapis',
  },
  en: {
    subject: 'Confirm your subscription to the Spinacz.pl newsletter',
    greeting: 'Hello,',
    request: (email: string) => `We have received a request to subscribe ${email} to the Spinacz.pl newsletter. To start receiving news of promotions and new products, click the “I confirm” button below.`,
    notYou: 'If you did not make this request, ignore this message – without a confirmation we send you no newsletter.',
    button: 'I confirm',
  },
} as const;

/** The confirmation page's address for this sign-up. */
export const newsletterConfirmationPath = (token: string, locale: MailLocale = 'pl'): string =>
  `${mailPath('newsletter-confirmation', locale)}?token=${encodeURIComponent(token)}`;

export function sendNewsletterConfirmationMail(email: string, token: string, locale: MailLocale = 'pl'): void {
  const t = TEXTS[locale];
  sendMail({
    to: email,
    subject: t.subject,
    paragraphs: [t.greeting, t.request(email), t.notYou],
    links: [{ label: t.button, href: newsletterConfirmationPath(token, locale) }],
    kind: 'newsletter',
    locale,
  });
}
