/**
 * The contact of a complaint (ComplaintRequest contactName, contactEmail, contactPhone, comment): whom
 * the shop calls about collecting the goods. Filled in from the logged-in user and changeable; every
 * field is optional, a filled e-mail or phone must be valid (the §5 rules the API checks too).
 */
import { z } from 'zod';
import { isValidEmail, isValidPhone } from '../../../domain/validation';
import type { CurrentUserResponse } from '../../../generated/model';

export interface ContactFormValues {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  comment: string;
}

/** The contract's limits of the texts. */
export const CONTACT_LIMITS = { contactName: 200, contactEmail: 254, contactPhone: 20, comment: 2000 } as const;

export interface ContactMessages {
  email: string;
  phone: string;
  maxLength: (length: number) => string;
}

export function contactFormSchema(messages: ContactMessages) {
  const text = (limit: number) => z.string().max(limit, messages.maxLength(limit));
  return z.object({
    contactName: text(CONTACT_LIMITS.contactName),
    contactEmail: text(CONTACT_LIMITS.contactEmail).refine((value) => !value.trim() || isValidEmail(value), messages.email),
    contactPhone: text(CONTACT_LIMITS.contactPhone).refine((value) => !value.trim() || isValidPhone(value), messages.phone),
    comment: text(CONTACT_LIMITS.comment),
  });
}

/** The user's own name, e-mail and phone (the mobile first; "+48" alone is no number). */
export function contactDefaults(current: Pick<CurrentUserResponse, 'user'> | null | undefined): ContactFormValues {
  const user = current?.user;
  const phone = [user?.phoneCell, user?.phone1].map((value) => value?.trim() ?? '').find((value) => value.replace(/\s+/g, '') !== '+48' && value !== '') ?? '';
  return {
    contactName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    contactEmail: user?.email ?? '',
    contactPhone: phone,
    comment: '',
  };
}

