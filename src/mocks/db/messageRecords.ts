/**
 * The demo API's stored messages: newsletter subscriptions, a user's notifications and the e-mails
 * the shop would send (the demo mailbox).
 */

/** A newsletter subscription made through the demo (pending until its token is confirmed). */
export interface NewsletterSubscription {
  email: string;
  token: string;
  status: 'pending' | 'confirmed';
  source: string | null;
  subscribedAt: string;
  confirmedAt: string | null;
}

/** A notification for a user (e.g. the buyer, after an approver's decision). */
export interface StoredNotification {
  id: number;
  userId: number;
  title: string;
  message: string;
  createdAt: string;
  read: boolean;
  link: string | null;
}

/** An e-mail the shop would send: the demo keeps it in its mailbox (see services/mailbox.ts). */
export interface StoredMail {
  id: number;
  /** Recipient address (lower case). */
  to: string;
  subject: string;
  /** Paragraphs of the body, plain text (the first one is the greeting). */
  paragraphs: string[];
  /** The message's buttons: shop paths (e.g. `/rejestracja/abc`) or absolute addresses. */
  links: { label: string; href: string }[];
  kind: MailKind;
  sentAt: string;
}

export type MailKind = 'registration' | 'passwordReset' | 'orderConfirmation' | 'orderAwaitsApproval' | 'orderDecision' | 'reportReady' | 'companyUser' | 'offerRequest' | 'newsletter';
