import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoError, withFreshDemoState } from '../../../tests/setup/demoState';
import type { UserRegistration } from '../../generated/model';
import { allCompanies, allUsers, getState } from '../db/store';
import { addressBook } from './deliveryAddresses';
import { listMail } from './mailbox';
import { checkRegistrationFields, confirmRegistration, pendingRegistrationId, registerUser } from './registrations';

withFreshDemoState();
afterEach(() => vi.useRealTimers());

const COMPANY: UserRegistration = {
  isIndividual: false,
  companyName: 'Biuro Rachunkowe Nowak sp. j.',
  taxId: '526-000-12-46',
  firstName: 'Ewa',
  lastName: 'Nowak',
  email: 'Ewa.Nowak@Biuro-Nowak.pl',
  phone1: '+48 601 234 567',
  password: 'Bezpieczne1!',
  address: { countryCode: 'PL', streetWithNumber: 'ul. Długa 12', city: 'Gdańsk', zip: '80-827', phone1: '+48 601 234 567' },
  termsOfUseAgreement: true,
  newsletterAgreement: false,
};
const PRIVATE: UserRegistration = { ...COMPANY, isIndividual: true, companyName: undefined, taxId: undefined, email: 'jan.kowal@example.com', firstName: 'Jan', lastName: 'Kowal' };

const fieldOf = (body: unknown) => {
  const error = demoError(() => checkRegistrationFields(body));
  return { status: error.status, field: error.extra?.field, message: error.message };
};

describe('checkRegistrationFields (spec §5, with the field)', () => {
  it('accepts a complete company form and a private one without company data', () => {
    expect(() => checkRegistrationFields(COMPANY)).not.toThrow();
    expect(() => checkRegistrationFields(PRIVATE)).not.toThrow();
    expect(() => checkRegistrationFields({ ...PRIVATE, address: undefined })).not.toThrow();
  });

  it.each([
    [{ ...COMPANY, companyName: ' ' }, 'companyName', 'To pole jest wymagane.'],
    [{ ...COMPANY, taxId: '5260001247' }, 'taxId', 'Nieprawidłowy numer NIP.'],
    [{ ...COMPANY, firstName: '' }, 'firstName', 'To pole jest wymagane.'],
    [{ ...COMPANY, email: 'ewa@' }, 'email', 'Wprowadź poprawny adres e-mail.'],
    [{ ...COMPANY, phone1: '+48 601 234' }, 'phone1', 'Niepoprawny numer telefonu.'],
    [{ ...COMPANY, phone1: '601-234' }, 'phone1', 'Nieprawidłowy numer telefonu.'],
    [{ ...COMPANY, address: { ...COMPANY.address, zip: '80827' } }, 'address.zip', 'Nieprawidłowy kod pocztowy.'],
    [{ ...COMPANY, address: { ...COMPANY.address, city: '' } }, 'address.city', 'To pole jest wymagane.'],
    [{ ...COMPANY, password: 'krótkie' }, 'password', 'Minimalna ilość znaków to: 8.'],
    [{ ...COMPANY, termsOfUseAgreement: false }, 'termsOfUseAgreement', 'Akceptacja regulaminu jest wymagana.'],
  ])('refuses %#', (body, field, message) => {
    expect(fieldOf(body)).toEqual({ status: 400, field, message });
  });

  it('does not ask a private customer for company data', () => {
    expect(() => checkRegistrationFields({ ...PRIVATE, companyName: '', taxId: '123' })).not.toThrow();
  });
});

describe('registerUser', () => {
  it('keeps a pending registration valid 48 hours and sends the activation e-mail; no account yet', () => {
    const answer = registerUser(COMPANY, 'pl');
    expect(answer.email).toBe('ewa.nowak@biuro-nowak.pl');
    expect(answer.message).toContain('ewa.nowak@biuro-nowak.pl');
    const registration = getState().registrations![answer.id];
    expect(Date.parse(registration.expiresAt) - Date.parse(registration.createdAt)).toBe(48 * 3_600_000);
    expect(registration.form).toMatchObject({ companyName: 'Biuro Rachunkowe Nowak sp. j.', taxId: '5260001246' });
    expect(allUsers().some((user) => user.login === answer.email)).toBe(false);

    const [mail] = listMail(answer.email);
    expect(mail).toMatchObject({ kind: 'registration', subject: 'Aktywuj konto w sklepie Spinacz.pl' });
    expect(mail.paragraphs[0]).toBe('Dzień dobry, Ewa!');
    expect(mail.paragraphs.join('\n')).toContain('NIP 5260001246');
    expect(mail.links).toEqual([{ label: 'Aktywuj konto', href: `/rejestracja/${answer.id}` }]);
    expect(pendingRegistrationId(COMPANY.email)).toBe(answer.id);
  });

  it('answers an address of an existing account (case ignored) exactly as a new one, and tells the owner instead', () => {
    const fresh = registerUser({ ...PRIVATE, email: 'nowy.adres@example.com' }, 'pl');
    const taken = registerUser({ ...PRIVATE, email: 'KUPIEC@firma.demo' }, 'pl');
    expect(taken.message).toBe(fresh.message.replace('nowy.adres@example.com', 'kupiec@firma.demo'));
    expect(confirmRegistration.bind(null, taken.id, 'pl')).toThrow();
    const mails = listMail('kupiec@firma.demo');
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0])).toMatch(/Próba założenia konta/);
  });

  it('answers a second registration while the first link works as the first, sends that link again and gives no link away', () => {
    const first = registerUser(PRIVATE, 'pl');
    const second = registerUser(PRIVATE, 'pl');
    expect(second.message).toBe(first.message);
    expect(second.id).not.toBe(first.id);
    expect(listMail('jan.kowal@example.com')).toHaveLength(2);
    expect(confirmRegistration(first.id, 'pl').email).toBe('jan.kowal@example.com');
  });
});

describe('confirmRegistration', () => {
  it('turns a company registration into an account with its own company (name, NIP) and address', () => {
    const { id, email } = registerUser(COMPANY, 'pl');
    expect(confirmRegistration(id, 'pl')).toEqual({ email, message: 'Konto zostało aktywowane. Możesz się zalogować.' });
    const user = allUsers().find((candidate) => candidate.login === email)!;
    expect(user).toMatchObject({ password: 'Bezpieczne1!', firstName: 'Ewa', roleName: 'admin', netPricesDefault: 'on' });
    const company = allCompanies().find((candidate) => candidate.id === user.companyId)!;
    expect(company).toMatchObject({ name: 'Biuro Rachunkowe Nowak sp. j.', taxId: '5260001246', isPrivateCustomer: false, city: 'Gdańsk' });
    expect(getState().companyAddresses[String(company.id)]).toMatchObject({ streetWithNumber: 'ul. Długa 12', addressLine1: 'NIP 5260001246' });
    expect(addressBook(user.id)).toHaveLength(1);
  });

  it('gives a private customer a private company record', () => {
    const { id, email } = registerUser({ ...PRIVATE, address: undefined }, 'pl');
    confirmRegistration(id, 'pl');
    const user = allUsers().find((candidate) => candidate.login === email)!;
    expect(allCompanies().find((candidate) => candidate.id === user.companyId)).toMatchObject({ name: 'Jan Kowal', taxId: null, isPrivateCustomer: true });
    expect(addressBook(user.id)).toEqual([]);
  });

  it('works once: a second use is 409 ALREADY-ACTIVATED; an unknown link 404', () => {
    const { id } = registerUser(PRIVATE, 'pl');
    confirmRegistration(id, 'pl');
    expect(demoError(() => confirmRegistration(id, 'pl'))).toMatchObject({ status: 409, code: 'ALREADY-ACTIVATED', message: 'Konto zostało już aktywowane. Możesz się zalogować.' });
    expect(demoError(() => confirmRegistration('nie-ma-takiego', 'pl'))).toMatchObject({ status: 404 });
    expect(allUsers().filter((user) => user.login === 'jan.kowal@example.com')).toHaveLength(1);
  });

  it('refuses an expired link with 409 LINK-EXPIRED and creates nothing', () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z'), toFake: ['Date'] });
    const { id } = registerUser(PRIVATE, 'pl');
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const error = demoError(() => confirmRegistration(id, 'en'));
    expect(error).toMatchObject({ status: 409, code: 'LINK-EXPIRED' });
    expect(error.message).toContain('expired');
    expect(allUsers().some((user) => user.login === 'jan.kowal@example.com')).toBe(false);
  });
});
