/**
 * Password links: the password reminder (`/przypomnienie-hasla/<id>`, valid 60 minutes) and the
 * link a new company user sets a first password with. A link works once; a newer link for the same
 * login replaces the older ones. Asking for a reminder always gets the same answer, so nobody can
 * find out from it whether an address has an account.
 */
import { PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES } from '../../domain/validation';
import type { MessageResponse, PasswordReminderStatus } from '../../generated/model';
import { allUsers, getState, updateState } from '../db/store';
import type { PasswordLink } from '../db/accountRecords';
import type { SeedUser } from '../db/types';
import { DemoHttpError, notFound } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { fieldError } from './checkoutValidation';
import { sendPasswordResetMail } from './mail/passwordMail';
import { oneTimeId } from './oneTimeId';

const MINUTE = 60_000;

/** How long a link works: a reminder 60 minutes; a new company user's invitation 7 days (it may wait in the inbox over a weekend). */
export const PASSWORD_LINK_MINUTES: Record<PasswordLink['kind'], number> = { passwordReset: 60, companyUser: 7 * 24 * 60 };

const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  pl: {
    sent: (email: string) => `Jeśli w naszym sklepie jest konto z adresem ${email}, wysłaliśmy na nie wiadomość z linkiem do ustawienia nowego hasła. Link jest ważny 60 minut.`,
    unknown: 'Nie znaleźliśmy tego linku do zmiany hasła. Sprawdź, czy adres został skopiowany w całości, albo poproś o nowy link.',
    used: 'Ten link został już użyty do zmiany hasła. Jeśli chcesz zmienić hasło jeszcze raz, poproś o nowy link.',
    expired: 'Link do zmiany hasła wygasł. Poproś o nowy link – wyślemy go od razu.',
    superseded: 'Ten link przestał działać, bo poproszono o nowszy. Użyj linku z ostatniej wiadomości albo poproś o nowy.',
    changed: 'Hasło zostało zmienione. Możesz się zalogować nowym hasłem.',
  },
  en: {
    sent: (email: string) => `If our shop has an account with the address ${email}, we have sent it a message with a link to set a new password. The link is valid for 60 minutes.`,
    unknown: 'We could not find this password link. Check that the whole address was copied, or ask for a new link.',
    used: 'This link has already been used to change the password. To change it again, ask for a new link.',
    expired: 'The password link has expired. Ask for a new link – we will send it at once.',
    superseded: 'This link no longer works because a newer one was requested. Use the link from the latest message or ask for a new one.',
    changed: 'Your password has been changed. You can log in with the new password.',
  },
} as const;

const userById = (userId: number): SeedUser | undefined => allUsers().find((user) => user.id === userId);

/**
 * A new one-time link that sets the user's password; older open links of the same login stop
 * working. Returns its id (the link is `/przypomnienie-hasla/<id>`, see mail/passwordMail.ts
 * passwordLinkPath). The caller sends the e-mail.
 */
export function issuePasswordLink(userId: number, kind: 'passwordReset' | 'companyUser'): string {
  const user = userById(userId);
  if (!user) throw new Error(`No user ${userId} to issue a password link for.`);
  const now = Date.now();
  const link: PasswordLink = {
    id: oneTimeId(),
    userId,
    kind,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + PASSWORD_LINK_MINUTES[kind] * MINUTE).toISOString(),
    usedAt: null,
    supersededAt: null,
  };
  updateState((state) => {
    const links = (state.passwordLinks ??= {});
    supersedeLinks(links, user.login, link.createdAt);
    links[link.id] = link;
  });
  return link.id;
}

/** Marks the open links of a login as replaced (akceptant@… has two user records, one per company). */
function supersedeLinks(links: Record<string, PasswordLink>, login: string, at: string): void {
  for (const link of Object.values(links)) {
    if (link.usedAt || link.supersededAt) continue;
    if (userById(link.userId)?.login === login) link.supersededAt = at;
  }
}

/** POST users/password-reminder: the same answer for any address; a known account with a password gets the e-mail. */
export function requestPasswordReminder(email: string, locale: DemoLocale): MessageResponse {
  const address = email.trim().toLowerCase();
  // An account without a password (a company user not yet invited) cannot "remind" one.
  const user = allUsers().find((candidate) => candidate.login.toLowerCase() === address && candidate.password !== '');
  if (user) {
    const id = issuePasswordLink(user.id, 'passwordReset');
    sendPasswordResetMail(user, id, getState().passwordLinks![id].expiresAt, locale);
  }
  return { message: PASSWORD_MESSAGES[locale].sent(address) };
}

/** "klient@spinacz.demo" → "k***t@spinacz.demo": enough to recognise one's own address, not to learn another's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const tail = local.length > 1 ? local.slice(-1) : '';
  return `${local[0]}***${tail}${email.slice(at)}`;
}

/** The link that still works: 404 unknown; 410 used, expired or replaced. */
function openLink(id: string, locale: DemoLocale): { link: PasswordLink; user: SeedUser } {
  const texts = PASSWORD_MESSAGES[locale];
  const link = getState().passwordLinks?.[id.trim()];
  const user = link && userById(link.userId);
  if (!link || !user) throw notFound(texts.unknown);
  if (link.usedAt) throw new DemoHttpError(410, 'LINK-USED', texts.used);
  if (link.supersededAt) throw new DemoHttpError(410, 'LINK-SUPERSEDED', texts.superseded);
  if (Date.parse(link.expiresAt) <= Date.now()) throw new DemoHttpError(410, 'LINK-EXPIRED', texts.expired);
  return { link, user };
}

/** GET users/password-reminder/{id}: whose password the link sets (masked) and until when. */
export function passwordReminderStatus(id: string, locale: DemoLocale): PasswordReminderStatus {
  const { link, user } = openLink(id, locale);
  return { email: maskEmail(user.login), expiresAt: link.expiresAt };
}

/** The §5 length rules of a new password, with the field. */
export function checkNewPassword(raw: unknown): void {
  const password = raw && typeof raw === 'object' && typeof (raw as Record<string, unknown>).password === 'string' ? ((raw as Record<string, unknown>).password as string) : '';
  if (!password) throw fieldError('password', VALIDATION_MESSAGES.required);
  if (password.length < PASSWORD_MIN_LENGTH) throw fieldError('password', VALIDATION_MESSAGES.minLength(PASSWORD_MIN_LENGTH));
  if (password.length > PASSWORD_MAX_LENGTH) throw fieldError('password', VALIDATION_MESSAGES.maxLength(PASSWORD_MAX_LENGTH));
}

/** POST users/password-reminder/{id}: sets the login's password (every user record of it), uses the link up and ends the login's sessions. */
export function resetPassword(id: string, password: string, locale: DemoLocale): MessageResponse {
  const { link, user } = openLink(id, locale);
  checkNewPassword({ password });
  updateState((state) => {
    const now = new Date().toISOString();
    state.passwords = { ...state.passwords, [user.login]: password };
    // Every session of the login ends: a token taken before the reset is refused (http/auth.ts).
    state.sessionsValidFrom = { ...state.sessionsValidFrom, [user.login]: Date.now() };
    const links = state.passwordLinks!;
    links[link.id].usedAt = now;
    supersedeLinks(links, user.login, now);
  });
  return { message: PASSWORD_MESSAGES[locale].changed };
}
