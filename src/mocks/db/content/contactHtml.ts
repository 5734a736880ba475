/** The shop's contact as HTML for the text pages: the phone and e-mail links (src/domain/shopContact). */
import { contactPhone, SHOP_CONTACT, type ContactLocale } from '../../../domain/shopContact';

/** The customer-service phone as a dialling link, written as the language writes it. */
export const phoneLinkHtml = (locale: ContactLocale): string => `<a href="${SHOP_CONTACT.phone.href}">${contactPhone(locale)}</a>`;

/** An e-mail address as a mail link. */
export const mailLinkHtml = (address: string): string => `<a href="mailto:${address}">${address}</a>`;
