import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoError, withFreshDemoState } from '../../../tests/setup/demoState';
import { allUsers, getState } from '../db/store';
import { listMail } from './mailbox';
import { checkNewPassword, issuePasswordLink, maskEmail, passwordReminderStatus, requestPasswordReminder, resetPassword } from './passwordReminders';

withFreshDemoState();
afterEach(() => vi.useRealTimers());

const linkIdOf = (email: string) => listMail(email)[0].links[0].href.split('/').pop()!;
const passwordOf = (login: string) => allUsers().filter((user) => user.login === login).map((user) => user.password);

describe('maskEmail', () => {
  it.each([
    ['klient@spinacz.demo', 'k***t@spinacz.demo'],
    ['ab@firma.demo', 'a***b@firma.demo'],
    ['a@firma.demo', 'a***@firma.demo'],
  ])('%s → %s', (email, masked) => expect(maskEmail(email)).toBe(masked));
});

describe('requestPasswordReminder', () => {
  it('answers a known and an unknown address alike and e-mails only the known one', () => {
    const known = requestPasswordReminder('Klient@Spinacz.demo', 'pl');
    const unknown = requestPasswordReminder('nikt@spinacz.demo', 'pl');
    expect(known.message.replace('klient@spinacz.demo', 'X')).toBe(unknown.message.replace('nikt@spinacz.demo', 'X'));
    expect(listMail('nikt@spinacz.demo')).toEqual([]);
    const [mail] = listMail('klient@spinacz.demo');
    expect(mail).toMatchObject({ kind: 'passwordReset', subject: 'Ustaw nowe hasło do konta w Spinacz.pl' });
    expect(mail.paragraphs[0]).toBe('Dzień dobry, Anna!');
    expect(mail.links[0]).toEqual({ label: 'Ustaw nowe hasło', href: expect.stringMatching(/^\/przypomnienie-hasla\/[0-9a-f]{32}$/) });
  });

  it('sends nothing to an account without a password (a company user not yet invited)', () => {
    requestPasswordReminder('k.wisniewska@firma.demo', 'pl');
    expect(listMail('k.wisniewska@firma.demo')).toEqual([]);
  });

  it('makes a link valid 60 minutes that a newer request replaces', () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z'), toFake: ['Date'] });
    requestPasswordReminder('kupiec@firma.demo', 'pl');
    const first = linkIdOf('kupiec@firma.demo');
    expect(passwordReminderStatus(first, 'pl')).toEqual({ email: 'k***c@firma.demo', expiresAt: '2026-11-20T11:00:00.000Z' });
    requestPasswordReminder('kupiec@firma.demo', 'pl');
    const second = linkIdOf('kupiec@firma.demo');
    expect(demoError(() => passwordReminderStatus(first, 'pl'))).toMatchObject({ status: 410, code: 'LINK-SUPERSEDED' });
    vi.setSystemTime(new Date('2026-11-20T11:00:00Z'));
    expect(demoError(() => passwordReminderStatus(second, 'pl'))).toMatchObject({ status: 410, code: 'LINK-EXPIRED' });
  });
});

describe('resetPassword', () => {
  it('sets the password of every record of the login, once', () => {
    requestPasswordReminder('akceptant@firma.demo', 'pl');
    const id = linkIdOf('akceptant@firma.demo');
    expect(resetPassword(id, 'NoweHaslo2026', 'pl').message).toBe('Hasło zostało zmienione. Możesz się zalogować nowym hasłem.');
    expect(passwordOf('akceptant@firma.demo')).toEqual(['NoweHaslo2026', 'NoweHaslo2026']);
    expect(passwordOf('kupiec@firma.demo')).toEqual(['Spinacz123!']);
    expect(demoError(() => resetPassword(id, 'JeszczeInne1', 'pl'))).toMatchObject({ status: 410, code: 'LINK-USED' });
    expect(demoError(() => passwordReminderStatus(id, 'pl'))).toMatchObject({ status: 410, code: 'LINK-USED' });
    expect(demoError(() => resetPassword('nieznany', 'JeszczeInne1', 'pl'))).toMatchObject({ status: 404 });
  });

  it('refuses a short password with the §5 message and leaves the link usable', () => {
    requestPasswordReminder('kupiec@firma.demo', 'pl');
    const id = linkIdOf('kupiec@firma.demo');
    expect(demoError(() => resetPassword(id, 'krótkie', 'pl'))).toMatchObject({ status: 400, message: 'Minimalna ilość znaków to: 8.', extra: { field: 'password' } });
    expect(demoError(() => checkNewPassword({}))).toMatchObject({ message: 'To pole jest wymagane.', extra: { field: 'password' } });
    expect(passwordReminderStatus(id, 'pl').email).toBe('k***c@firma.demo');
  });
});

describe('issuePasswordLink (a new company user sets a first password)', () => {
  it('gives a user without a password a link that sets one', () => {
    const id = issuePasswordLink(6, 'companyUser');
    expect(getState().passwordLinks![id]).toMatchObject({ userId: 6, kind: 'companyUser' });
    expect(passwordReminderStatus(id, 'pl').email).toBe('k***a@firma.demo');
    resetPassword(id, 'PierwszeHaslo1', 'pl');
    expect(passwordOf('k.wisniewska@firma.demo')).toEqual(['PierwszeHaslo1']);
  });
});
