/**
 * Company users through the generated client: administrators list the company's users (24 a page) and
 * add one with a role and cost centres; the §5 messages with the field, 409 for an e-mail in use, 403 for
 * anyone else; the new user gets the "account created" e-mail, sets a password through its link and logs in.
 */
import { describe, expect, it } from 'vitest';
import { createCompanyUser, getCompanyUsers } from '../../src/generated/api/account/account';
import { getCurrentUser, resetPassword } from '../../src/generated/api/session-and-user/session-and-user';
import { getCompanyUsersResponse } from '../../src/generated/zod/account/account.zod';
import type { CompanyUserInput } from '../../src/generated/model';
import { allUsers } from '../../src/mocks/db/store';
import { listMail } from '../../src/mocks/services/mailbox';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const ADMIN = 'akceptant@firma.demo';
const NEW_USER: CompanyUserInput = { firstName: 'Ewa', lastName: 'Nowak', email: 'Ewa.Nowak@Firma.demo', phone1: '+48 601 234 567', roleId: 2, costCenterIds: [12, 13] };

/** The 201 answer's user has the list's schema (orval makes no schema for a 201). */
async function add(token: string, input: CompanyUserInput) {
  const answer = await createCompanyUser(input, asBearer(token));
  getCompanyUsersResponse.parse({ users: [answer.user], countTotal: 1 });
  return answer;
}

describe('GET companies/current/users', () => {
  it('lists the users of the administrator\'s company, newest first, with role, state and cost centres', async () => {
    const { users, countTotal } = getCompanyUsersResponse.parse(await getCompanyUsers(undefined, asBearer(await logIn(ADMIN))));
    expect(users.map((user) => user.id)).toEqual([7, 6, 5, 3, 2]);
    expect(countTotal).toBe(5);
    const buyer = users.find((user) => user.login === 'kupiec@firma.demo')!;
    expect(buyer).toMatchObject({ firstName: 'Piotr', lastName: 'Zieliński', email: 'kupiec@firma.demo', roleId: 2, roleName: 'buyer', isActive: true, phone1: '+48 61 852 40 12' });
    expect(buyer.costCenters.map((centre) => centre.name)).toEqual(['Administracja', 'Marketing', 'Dział IT', 'Produkcja – hala B']);
    // Seeded colleagues who never set a password are not active yet; the bare "+48" is no phone.
    expect(users.find((user) => user.id === 6)).toMatchObject({ isActive: false, phone1: null });
  });

  it('pages 24 by default, sorts and filters by role and name', async () => {
    const admin = await logIn(ADMIN);
    for (let i = 0; i < 21; i += 1) await add(admin, { firstName: 'Jan', lastName: `Testowy ${i}`, email: `jan.testowy${i}@firma.demo`, roleId: 2 });
    const first = await getCompanyUsers(undefined, asBearer(admin));
    expect(first.countTotal).toBe(26);
    expect(first.users).toHaveLength(24);
    expect((await getCompanyUsers({ offset: 24 }, asBearer(admin))).users.map((user) => user.id)).toEqual([3, 2]);
    const byName = await getCompanyUsers({ orderBy: 'lastName', orderDirection: 'ASC', limit: 1 }, asBearer(admin));
    expect(byName.users[0].lastName).toBe('Kamiński');
    expect((await getCompanyUsers({ filters: { role: ['onlyData'] } }, asBearer(admin))).users.map((user) => user.login)).toEqual(['dane@firma.demo']);
    expect((await getCompanyUsers({ filters: { name: ['wisniewska'] } }, asBearer(admin))).users.map((user) => user.id)).toEqual([6]);
    expect((await failure(getCompanyUsers({ filters: { role: ['boss'] } }, asBearer(admin)))).status).toBe(400);
    expect((await failure(getCompanyUsers({ orderBy: 'salary' }, asBearer(admin)))).status).toBe(400);
  });

  it('is for the company\'s administrators only (403), never for a private customer', async () => {
    for (const login of ['kupiec@firma.demo', 'dane@firma.demo', 'klient@spinacz.demo']) {
      expect(await failure(getCompanyUsers(undefined, asBearer(await logIn(login))))).toMatchObject({ status: 403, message: 'Użytkownikami firmy zarządza jej administrator.' });
    }
    expect((await failure(getCompanyUsers(undefined, asBearer(await logIn('guest'))))).status).toBe(401);
  });
});

describe('POST companies/current/users', () => {
  it('adds the user to the company with the chosen role and cost centres, not active until a password is set', async () => {
    const admin = await logIn(ADMIN);
    const answer = await add(admin, NEW_USER);
    expect(answer.message).toBe('Użytkownik Ewa Nowak został dodany. Na adres ewa.nowak@firma.demo wysłaliśmy wiadomość z linkiem do ustawienia hasła.');
    expect(answer.user).toMatchObject({ firstName: 'Ewa', lastName: 'Nowak', email: 'ewa.nowak@firma.demo', roleId: 2, roleName: 'buyer', isActive: false, phone1: '+48 601 234 567' });
    expect(answer.user.costCenters).toEqual([{ id: 12, name: 'Marketing' }, { id: 13, name: 'Dział IT' }]);
    expect((await getCompanyUsers(undefined, asBearer(admin))).users[0]).toEqual(answer.user);
    expect(allUsers().find((user) => user.id === answer.user.id)).toMatchObject({ companyId: 1001, login: 'ewa.nowak@firma.demo', defaultCostCenterId: 12 });
    // No password yet: nobody can log in as her.
    expect((await failure(logIn('ewa.nowak@firma.demo', ''))).status).toBe(400);
  });

  it('e-mails the new user a link; after setting a password she logs in to the company with her role', async () => {
    const { user } = await add(await logIn(ADMIN), NEW_USER);
    const [mail] = listMail('ewa.nowak@firma.demo');
    expect(mail).toMatchObject({ kind: 'companyUser', subject: 'Twoje konto w Spinacz.pl zostało utworzone' });
    expect(mail.paragraphs[0]).toBe('Dzień dobry, Ewa!');
    expect(mail.paragraphs[1]).toBe('Twoje konto w Spinacz.pl zostało utworzone. Magdalena Wójcik dodał(a) Cię do konta firmy Meblomax sp. z o.o. z rolą: kupujący.');
    expect(mail.links).toHaveLength(1);
    const linkId = /^\/przypomnienie-hasla\/(.+)$/.exec(mail.links[0].href)![1];
    const guest = await logIn('guest');
    await resetPassword(linkId, { password: 'NoweHaslo123!' }, asBearer(guest));
    const token = await logIn('ewa.nowak@firma.demo', 'NoweHaslo123!');
    const current = await getCurrentUser({ includeAcl: true }, asBearer(token));
    expect(current.user).toMatchObject({ id: user.id, roleName: 'buyer', email: 'ewa.nowak@firma.demo' });
    expect(current.company).toMatchObject({ id: 1001, name: 'Meblomax sp. z o.o.' });
    const listed = (await getCompanyUsers(undefined, asBearer(await logIn(ADMIN)))).users.find((candidate) => candidate.id === user.id)!;
    expect(listed.isActive).toBe(true);
  });

  it('checks the fields with the §5 messages and names the field', async () => {
    const admin = await logIn(ADMIN);
    const refused = async (input: Partial<CompanyUserInput>) => failure(createCompanyUser({ ...NEW_USER, ...input } as CompanyUserInput, asBearer(admin)));
    expect(await refused({ firstName: ' ' })).toMatchObject({ status: 400, message: 'To pole jest wymagane.', body: expect.objectContaining({ field: 'firstName' }) });
    expect(await refused({ lastName: undefined })).toMatchObject({ status: 400, message: 'To pole jest wymagane.', body: expect.objectContaining({ field: 'lastName' }) });
    expect(await refused({ email: 'ewa@nowak' })).toMatchObject({ status: 400, message: 'Wprowadź poprawny adres e-mail.', body: expect.objectContaining({ field: 'email' }) });
    expect(await refused({ phone1: '+48 601 23' })).toMatchObject({ status: 400, message: 'Niepoprawny numer telefonu.', body: expect.objectContaining({ field: 'phone1' }) });
    expect(await refused({ roleId: 9 })).toMatchObject({ status: 400, message: 'Wybierz rolę użytkownika.', body: expect.objectContaining({ field: 'roleId' }) });
    expect(await refused({ costCenterIds: [12, 21] })).toMatchObject({ status: 400, message: 'Wybierz centrum kosztowe Twojej firmy.', body: expect.objectContaining({ field: 'costCenterIds.1' }) });
    expect((await getCompanyUsers(undefined, asBearer(admin))).countTotal).toBe(5);
    expect(listMail()).toEqual([]);
  });

  it('answers 409 for an e-mail that already has an account, whatever its case', async () => {
    const admin = await logIn(ADMIN);
    expect(await failure(createCompanyUser({ ...NEW_USER, email: 'KUPIEC@firma.demo' }, asBearer(admin)))).toMatchObject({
      status: 409, code: 'EMAIL-TAKEN', message: 'Konto z adresem kupiec@firma.demo już istnieje. Podaj inny adres e-mail.', body: expect.objectContaining({ field: 'email' }),
    });
    await add(admin, NEW_USER);
    expect((await failure(createCompanyUser(NEW_USER, asBearer(admin)))).status).toBe(409);
  });

  it('is refused to anyone but an administrator of a company (403)', async () => {
    for (const login of ['kupiec@firma.demo', 'dane@firma.demo', 'klient@spinacz.demo']) {
      expect((await failure(createCompanyUser(NEW_USER, asBearer(await logIn(login))))).status).toBe(403);
    }
    expect(allUsers().some((user) => user.login === 'ewa.nowak@firma.demo')).toBe(false);
  });
});
