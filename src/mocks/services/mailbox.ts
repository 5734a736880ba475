/**
 * The demo mailbox: the e-mails the shop would send (registration, password reset, order
 * confirmation, approvals, decisions, reports) are kept here instead, so a tester can open them on
 * the demo mailbox page and follow their links. A real API sends them by e-mail.
 */
import { contactTexts, SHOP_CONTACT } from '../../domain/shopContact';
import { getState, updateState } from '../db/store';
import type { MailKind, StoredMail } from '../db/messageRecords';
import { mayRead, type MailboxScope } from './mailboxAccess';

/** The shop's signature under every message. */
export const MAIL_SIGNATURE = `Pozdrawiamy,\nZespół Spinacz.pl\nBiuro Obsługi Klienta: ${SHOP_CONTACT.phone.international} (${contactTexts('pl').hoursShort}), ${SHOP_CONTACT.email}`;
/** The same in English, under a message written in English. */
export const MAIL_SIGNATURE_EN = `Kind regards,\nThe Spinacz.pl team\nCustomer Service: ${SHOP_CONTACT.phone.international} (${contactTexts('en').hoursShort}), ${SHOP_CONTACT.email}`;

/** Keeps a message in the mailbox, signed in its language (Polish unless told); returns it. */
export function sendMail(message: { to: string; subject: string; paragraphs: string[]; links?: StoredMail['links']; kind: MailKind; locale?: 'pl' | 'en' }): StoredMail {
  return updateState((state) => {
    const id = state.counters.mail ?? 1;
    state.counters.mail = id + 1;
    const stored: StoredMail = {
      id,
      to: message.to.trim().toLowerCase(),
      subject: message.subject,
      paragraphs: [...message.paragraphs, message.locale === 'en' ? MAIL_SIGNATURE_EN : MAIL_SIGNATURE],
      links: message.links ?? [],
      kind: message.kind,
      sentAt: new Date().toISOString(),
    };
    state.mailbox = [...(state.mailbox ?? []), stored];
    return stored;
  });
}

/** The messages the scope may read, newest first; only those to one address when given. */
export function listMail(to?: string, scope: MailboxScope = 'all'): StoredMail[] {
  const address = to?.trim().toLowerCase();
  const all = getState().mailbox ?? [];
  return all.filter((mail) => mayRead(scope, mail) && (!address || mail.to === address)).sort((a, b) => b.id - a.id);
}

/** One message, if the scope may read it (another's is as missing as one that never was). */
export function getMail(id: number, scope: MailboxScope = 'all'): StoredMail | undefined {
  return (getState().mailbox ?? []).find((mail) => mail.id === id && mayRead(scope, mail));
}
