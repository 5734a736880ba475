import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getCurrentUser, patchCurrentUserSetting, postToken } from '../../src/generated/api/session-and-user/session-and-user';
import { getCurrentUserResponse, postTokenResponse } from '../../src/generated/zod/session-and-user/session-and-user.zod';
import { DEMO_ACCOUNTS, issueToken } from '../../src/mocks';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';
import {
  confirmRegistration, getPasswordReminder, registerUser, requestPasswordReminder, resendActivationLink, resetPassword,
} from '../../src/generated/api/session-and-user/session-and-user';
import {
  confirmRegistrationResponse, getPasswordReminderResponse, requestPasswordReminderResponse, resetPasswordResponse,
} from '../../src/generated/zod/session-and-user/session-and-user.zod';
import type { UserRegistration } from '../../src/generated/model';
import { addToCurrentCart, getCurrentCart } from '../../src/generated/api/cart/cart';
import { placeOrder } from '../../src/generated/api/checkout/checkout';
import type { CheckoutForm } from '../../src/generated/model';
import { getSettings } from '../../src/generated/api/settings-and-menus/settings-and-menus';
import { getSeed } from '../../src/mocks/db/store';
import { issuePunchOutToken } from '../../src/mocks/http/auth';
import { newTokenSecret, setTokenSecret } from '../../src/mocks/http/tokenSigning';

setupDemoApi();

const ALL = { includeAcl: true, includeCustomerServicePerson: true, includeDefaultCostCenter: true };
const credentials = (username: string, password: string) => ({ grant_type: 'password' as const, username, password, client_id: 'spinacz', client_secret: 'spinacz' });

describe('POST /oauth2/token', () => {
  it('honours "remember me": a day without it, 30 days with it, and the token lasts as long as it says', async () => {
    const day = postTokenResponse.parse(await postToken({ ...credentials('kupiec@firma.demo', 'Spinacz123!'), spinacz_remember_me: '0' }));
    const month = postTokenResponse.parse(await postToken({ ...credentials('kupiec@firma.demo', 'Spinacz123!'), spinacz_remember_me: '1' }));
    expect(day.expires_in).toBe(86_400);
    expect(month.expires_in).toBe(30 * 86_400);
    const expiry = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp as number;
    expect(expiry(month.access_token) - expiry(day.access_token)).toBeGreaterThanOrEqual(29 * 86_400);
  });

  it('gives guest/guest a guest token', async () => {
    const token = postTokenResponse.parse(await postToken(credentials('guest', 'guest')));
    expect(token).toMatchObject({ token_type: 'Bearer', spinacz_is_guest: true, spinacz_frontend_version: 2, spinacz_redirect_url: null, expires_in: 86_400 });
    expect(token.access_token).toMatch(/^demo\./);
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.login, account.password]))('logs %s in', async (login, password) => {
    const token = await postToken(credentials(login, password));
    expect(token.spinacz_is_guest).toBe(false);
    const current = getCurrentUserResponse.parse(await getCurrentUser(ALL, asBearer(token.access_token)));
    expect(current.user.login).toBe(login);
    expect(current.user.roleId).toBeGreaterThan(0);
  });

  it('accepts a JSON body too', async () => {
    const response = await fetch('http://localhost/oauth2/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials('kupiec@firma.demo', 'Spinacz123!')),
    });
    expect(response.status).toBe(200);
    expect(postTokenResponse.parse(await response.json()).spinacz_is_guest).toBe(false);
  });

  it('a password-guessing run is stopped: the sixth try on one account is 429 TOO-MANY-ATTEMPTS even with the right password; others log in; English on request', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await failure(postToken(credentials('akceptant@firma.demo', `Zgaduje${attempt}!`)))).toMatchObject({ status: 400, code: 'INVALID-CREDENTIALS' });
    }
    expect(await failure(postToken(credentials('akceptant@firma.demo', 'Spinacz123!')))).toMatchObject({
      status: 429,
      code: 'TOO-MANY-ATTEMPTS',
      message: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 min.',
    });
    expect(await failure(postToken(credentials('AKCEPTANT@firma.demo ', 'Spinacz123!'), { headers: { 'Accept-Language': 'en' } }))).toMatchObject({
      status: 429,
      message: 'Too many failed login attempts. Try again in 15 min.',
    });
    postTokenResponse.parse(await postToken(credentials('kupiec@firma.demo', 'Spinacz123!')));
  });

  it('a successful login clears its account\'s failed tries', async () => {
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) await failure(postToken(credentials('kupiec@firma.demo', 'Zle-haslo1')));
      postTokenResponse.parse(await postToken(credentials('kupiec@firma.demo', 'Spinacz123!')));
    }
  });

  it('refuses a wrong password or an unknown user with INVALID-CREDENTIALS', async () => {
    for (const [login, password] of [['kupiec@firma.demo', 'zle-haslo'], ['nikt@firma.demo', 'Spinacz123!']]) {
      expect(await failure(postToken(credentials(login, password)))).toMatchObject({ status: 400, code: 'INVALID-CREDENTIALS', message: 'Nieprawidłowy login lub hasło.' });
    }
  });

  it('moves the guest’s cart to a buyer at login, but not to the data-only role, whose login still works', async () => {
    const [product] = getSeed().products.filter((p) => p.packKind === 'single' && !p.discontinued && p.stock > 100 && p.orderMultiple === 1 && p.deposit === null);
    const lines = async (token: string) => (await getCurrentCart(undefined, asBearer(token))).shoppingCart.items.map((item) => [item.productId, item.quantity]);
    const buyerGuest = await logIn('guest');
    await addToCurrentCart({ productId: product.id, quantity: 2 }, asBearer(buyerGuest));
    expect(await lines(await logIn('kupiec@firma.demo', undefined, buyerGuest))).toEqual([[product.id, 2]]);
    const dataGuest = await logIn('guest');
    await addToCurrentCart({ productId: product.id, quantity: 4 }, asBearer(dataGuest));
    const dataOnly = await logIn('dane@firma.demo', undefined, dataGuest);
    expect((await getCurrentUser(ALL, asBearer(dataOnly))).user.roleName).toBe('onlyData');
    expect(await lines(dataOnly)).toEqual([]);
  });

  it('validates the body with a Polish message naming the field', async () => {
    const error = await failure(postToken({ ...credentials('', 'x') }));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(error.message).toContain('„username”');
    const grant = await failure(postToken({ ...credentials('guest', 'guest'), grant_type: 'client_credentials' as 'password' }));
    expect(grant.message).toBe('Pole „grant_type” ma niedozwoloną wartość. Dozwolone: password.');
  });
});

describe('GET users/current', () => {
  it('describes a guest with roleId 0', async () => {
    const current = getCurrentUserResponse.parse(await getCurrentUser(ALL, asBearer(await logIn('guest'))));
    expect(current.user.roleId).toBe(0);
    expect(current.company).toBeNull();
    expect(current.settings).toEqual([]);
  });

  it('gives the company buyer a company, cost centre, service person and net prices', async () => {
    const current = getCurrentUserResponse.parse(await getCurrentUser(ALL, asBearer(await logIn('kupiec@firma.demo'))));
    expect(current.company).toMatchObject({ name: 'Meblomax sp. z o.o.', isPrivateCustomer: false });
    expect(current.user.roleName).toBe('buyer');
    expect(current.defaultCostCenter?.name).toBe('Administracja');
    expect(current.customerServicePerson?.email).toContain('@spinacz.demo');
    expect(current.settings).toEqual([{ id: 'netPrices', value: 'on', isReadOnly: false }]);
    expect(current.acl.showNetPrices).toBe(true);
  });

  it('lets the approver switch companies and accept orders', async () => {
    const current = await getCurrentUser(ALL, asBearer(await logIn('akceptant@firma.demo')));
    expect(current.acl).toMatchObject({ canSwitchToOtherAccounts: true, ordersForAcceptance: true });
  });

  it('knows the private customer and the data-only user', async () => {
    const privateCustomer = await getCurrentUser(ALL, asBearer(await logIn('klient@spinacz.demo')));
    expect(privateCustomer.company?.isPrivateCustomer).toBe(true);
    expect(privateCustomer.settings[0].value).toBe('off');
    const dataOnly = await getCurrentUser(ALL, asBearer(await logIn('dane@firma.demo')));
    expect(dataOnly.user.roleName).toBe('onlyData');
  });

  it('answers 401 UNAUTHORIZED without a token and INVALID-TOKEN with a bad or expired one', async () => {
    expect(await failure(getCurrentUser(ALL))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const malformed = await failure(getCurrentUser(ALL, asBearer('demo.not-base64!')));
    expect(malformed).toMatchObject({ status: 401, code: 'INVALID-TOKEN', message: 'Sesja wygasła. Zaloguj się ponownie.' });
    const expired = await failure(getCurrentUser(ALL, asBearer(issueToken('user', '2', -10))));
    expect(expired).toMatchObject({ status: 401, code: 'INVALID-TOKEN' });
  });

  it('refuses a token whose claims were written by hand: another user, a later expiry, no signature, or another key', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const [prefix, claims, signed] = buyer.split('.');
    const rewrite = (change: (payload: Record<string, unknown>) => void) => {
      const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
      change(payload);
      return Buffer.from(JSON.stringify(payload)).toString('base64url');
    };
    const administrator = String((await getCurrentUser(ALL, asBearer(await logIn('akceptant@firma.demo')))).user.id);
    const buyerId = (await getCurrentUser(ALL, asBearer(buyer))).user.id;
    const forged = [
      `${prefix}.${rewrite((payload) => (payload.sub = administrator))}.${signed}`,
      `${prefix}.${rewrite((payload) => (payload.exp = 4_102_444_800))}.${signed}`,
      `${prefix}.${rewrite((payload) => (payload.sub = administrator))}`,
      `${prefix}.${claims}.${Buffer.alloc(32).toString('base64url')}`,
      `${prefix}.${claims}`,
    ];
    for (const token of forged) {
      expect(await failure(getCurrentUser(ALL, asBearer(token))), token).toMatchObject({ status: 401, code: 'INVALID-TOKEN' });
    }
    expect((await getCurrentUser(ALL, asBearer(buyer))).user.id).toBe(buyerId);
  });

  it('refuses a token another key signed: a restarted server with a new key ends the old sessions', async () => {
    const token = await logIn('kupiec@firma.demo');
    const buyerId = (await getCurrentUser(ALL, asBearer(token))).user.id;
    setTokenSecret(newTokenSecret());
    expect(await failure(getCurrentUser(ALL, asBearer(token)))).toMatchObject({ status: 401, code: 'INVALID-TOKEN' });
    expect((await getCurrentUser(ALL, asBearer(await logIn('kupiec@firma.demo')))).user.id).toBe(buyerId);
  });

  it('reads "false" query flags as false', async () => {
    const current = await getCurrentUser({ includeDefaultCostCenter: false, includeCustomerServicePerson: false }, asBearer(await logIn('kupiec@firma.demo')));
    expect(current.defaultCostCenter).toBeNull();
    expect(current.customerServicePerson).toBeNull();
  });
});

describe('PATCH users/current/settings/{settingId}', () => {
  it('switches net prices off and the user sees it', async () => {
    const token = await logIn('kupiec@firma.demo');
    expect(await patchCurrentUserSetting('netPrices', { newValue: 'off' }, asBearer(token))).toEqual({ id: 'netPrices', value: 'off', isReadOnly: false });
    const current = await getCurrentUser(ALL, asBearer(token));
    expect(current.settings[0].value).toBe('off');
    expect(current.acl.showNetPrices).toBe(false);
  });

  it('refuses bad values, unknown settings, read-only settings and guests', async () => {
    const token = await logIn('kupiec@firma.demo');
    const bad = await failure(patchCurrentUserSetting('netPrices', { newValue: 'maybe' as 'on' }, asBearer(token)));
    expect(bad).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Pole „newValue” ma niedozwoloną wartość. Dozwolone: on, off.' });
    expect(await failure(patchCurrentUserSetting('theme', { newValue: 'on' }, asBearer(token)))).toMatchObject({ status: 404 });
    expect(await failure(patchCurrentUserSetting('netPrices', { newValue: 'off' }, asBearer(await logIn('dane@firma.demo'))))).toMatchObject({ status: 403 });
    expect(await failure(patchCurrentUserSetting('netPrices', { newValue: 'off' }, asBearer(await logIn('guest'))))).toMatchObject({ status: 403 });
  });
});

/** The links of the newest demo e-mail to an address (what the person would click). */
async function mailLinks(to: string): Promise<string[]> {
  const response = await fetch(`http://localhost/demo-api/mailbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: { links: { href: string }[] }[] };
  return messages[0]?.links.map((link) => link.href) ?? [];
}
const lastSegment = (href: string) => href.split('/').pop()!;

const COMPANY_REGISTRATION: UserRegistration = {
  isIndividual: false, companyName: 'Drukarnia Lis sp. z o.o.', taxId: '5260001246', firstName: 'Ewa', lastName: 'Lis',
  email: 'ewa.lis@drukarnia-lis.pl', phone1: '+48 601 234 567', password: 'Bezpieczne1!', termsOfUseAgreement: true,
  address: { countryCode: 'PL', streetWithNumber: 'ul. Długa 12', city: 'Gdańsk', zip: '80-827', phone1: '+48 601 234 567' },
};

describe('POST users/registration and GET users/registration/{id}', () => {
  it('registers (201), e-mails the activation link, and the activated account logs in with its company', async () => {
    const guest = await logIn('guest');
    const response = await fetch('http://localhost/e-commerce/v1/users/registration', {
      method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${guest}` }, body: JSON.stringify(COMPANY_REGISTRATION),
    });
    expect(response.status).toBe(201);
    const registered = confirmRegistrationResponse.extend({ id: z.string() }).parse(await response.json());
    const [link] = await mailLinks(COMPANY_REGISTRATION.email);
    expect(link).toBe(`/rejestracja/${registered.id}`);
    expect(await failure(logIn(COMPANY_REGISTRATION.email, 'Bezpieczne1!'))).toMatchObject({ code: 'ACCOUNT-NOT-ACTIVE' });

    const confirmed = confirmRegistrationResponse.parse(await confirmRegistration(lastSegment(link), asBearer(guest)));
    expect(confirmed).toEqual({ email: 'ewa.lis@drukarnia-lis.pl', message: 'Konto zostało aktywowane. Możesz się zalogować.' });
    const current = await getCurrentUser(ALL, asBearer(await logIn(COMPANY_REGISTRATION.email, 'Bezpieczne1!')));
    expect(current.company).toMatchObject({ name: 'Drukarnia Lis sp. z o.o.', taxId: '5260001246', isPrivateCustomer: false });
    expect(current.user).toMatchObject({ firstName: 'Ewa', lastName: 'Lis', roleId: 1 });
  });

  it('answers 400 with the field and the §5 message', async () => {
    const guest = asBearer(await logIn('guest'));
    expect(await failure(registerUser({ ...COMPANY_REGISTRATION, taxId: '5260001247' }, guest))).toMatchObject({
      status: 400, code: 'VALIDATION', message: 'Nieprawidłowy numer NIP.', body: { field: 'taxId' },
    });
    expect(await failure(registerUser({ ...COMPANY_REGISTRATION, address: { ...COMPANY_REGISTRATION.address!, zip: '80827' } }, guest))).toMatchObject({
      status: 400, message: 'Nieprawidłowy kod pocztowy.', body: { field: 'address.zip' },
    });
    expect(await failure(registerUser({ ...COMPANY_REGISTRATION, phone1: '+48 12' }, guest))).toMatchObject({ message: 'Niepoprawny numer telefonu.', body: { field: 'phone1' } });
    expect(await failure(registerUser({ ...COMPANY_REGISTRATION, companyName: '' }, guest))).toMatchObject({ message: 'To pole jest wymagane.', body: { field: 'companyName' } });
    expect(await failure(registerUser({ ...COMPANY_REGISTRATION, termsOfUseAgreement: false as true }, guest))).toMatchObject({ body: { field: 'termsOfUseAgreement' } });
    expect(await mailLinks(COMPANY_REGISTRATION.email)).toEqual([]);
  });

  it('answers an address an account uses exactly as a new one (no enumeration): its owner is told by e-mail', async () => {
    const guest = asBearer(await logIn('guest'));
    const taken = await registerUser({ ...COMPANY_REGISTRATION, email: 'Klient@Spinacz.demo' }, guest);
    const fresh = await registerUser(COMPANY_REGISTRATION, guest);
    const neutral = (email: string) =>
      `Dziękujemy! Na adres ${email} wysłaliśmy wiadomość z dalszymi krokami: link aktywacyjny nowego konta, ważny 48 godzin, albo – jeśli konto z tym adresem już istnieje – wskazówki, jak się zalogować.`;
    expect(taken).toMatchObject({ email: 'klient@spinacz.demo', message: neutral('klient@spinacz.demo') });
    expect(fresh).toMatchObject({ email: COMPANY_REGISTRATION.email, message: neutral(COMPANY_REGISTRATION.email) });
    expect(Object.keys(taken).sort()).toEqual(Object.keys(fresh).sort());
    // The owner of the used address gets a note with the ways in, not an activation link.
    expect(await mailLinks('klient@spinacz.demo')).toEqual(['/logowanie', '/przypomnienie-hasla']);
    // Registering again while the link waits sends the same link again, with the same answer.
    const again = await registerUser(COMPANY_REGISTRATION, guest);
    expect(again).toMatchObject({ email: fresh.email, message: fresh.message });
    // The answer never carries the waiting registration's link: only the mailbox of the address does.
    expect(again.id).not.toBe(fresh.id);
    expect(await mailLinks(COMPANY_REGISTRATION.email)).toEqual([`/rejestracja/${fresh.id}`]);
  });

  it('a login of a registration not activated yet is told so (400 ACCOUNT-NOT-ACTIVE), and the link can be sent again', async () => {
    const guest = asBearer(await logIn('guest'));
    const { id } = await registerUser(COMPANY_REGISTRATION, guest);
    const early = await failure(postToken(credentials(COMPANY_REGISTRATION.email, COMPANY_REGISTRATION.password)));
    expect(early).toMatchObject({ status: 400, code: 'ACCOUNT-NOT-ACTIVE' });
    expect(early.message).toBe('Konto nie zostało jeszcze aktywowane. Kliknij link aktywacyjny z wiadomości, którą wysłaliśmy po rejestracji, albo wyślij go ponownie.');
    // A wrong password learns nothing about the registration.
    expect(await failure(postToken(credentials(COMPANY_REGISTRATION.email, 'Zgadywane1!')))).toMatchObject({ status: 400, code: 'INVALID-CREDENTIALS' });

    const resent = await resendActivationLink({ email: COMPANY_REGISTRATION.email }, guest);
    const unknown = await resendActivationLink({ email: 'nikt@spinacz.demo' }, guest);
    expect(resent.message).toBe(`Jeśli adres ${COMPANY_REGISTRATION.email} czeka na aktywację konta, wysłaliśmy na niego ponownie link aktywacyjny. Link jest ważny 48 godzin.`);
    expect(unknown.message).toBe(resent.message.replace(COMPANY_REGISTRATION.email, 'nikt@spinacz.demo'));
    expect(await mailLinks('nikt@spinacz.demo')).toEqual([]);
    const [link] = await mailLinks(COMPANY_REGISTRATION.email);
    expect(link).toBe(`/rejestracja/${id}`);
    await confirmRegistration(lastSegment(link), guest);
    expect((await postToken(credentials(COMPANY_REGISTRATION.email, COMPANY_REGISTRATION.password))).spinacz_is_guest).toBe(false);
  });

  it('activates once (409 after), 404 for an unknown link, and 401 without a token', async () => {
    const guest = asBearer(await logIn('guest'));
    const { id } = await registerUser({ ...COMPANY_REGISTRATION, isIndividual: true, companyName: undefined, taxId: undefined }, guest);
    await confirmRegistration(id, guest);
    expect(await failure(confirmRegistration(id, guest))).toMatchObject({ status: 409, code: 'ALREADY-ACTIVATED', message: 'Konto zostało już aktywowane. Możesz się zalogować.' });
    expect(await failure(confirmRegistration('0123456789abcdef', guest))).toMatchObject({ status: 404, code: 'NOT-FOUND' });
    expect(await failure(confirmRegistration(id))).toMatchObject({ status: 401 });
    const current = await getCurrentUser(ALL, asBearer(await logIn(COMPANY_REGISTRATION.email, 'Bezpieczne1!')));
    expect(current.company).toMatchObject({ name: 'Ewa Lis', isPrivateCustomer: true });
  });
});

describe('password reminder: POST users/password-reminder, GET and POST users/password-reminder/{id}', () => {
  it('answers a known and an unknown address alike (no account enumeration)', async () => {
    const guest = asBearer(await logIn('guest'));
    const known = requestPasswordReminderResponse.parse(await requestPasswordReminder({ email: 'kupiec@firma.demo' }, guest));
    const unknown = requestPasswordReminderResponse.parse(await requestPasswordReminder({ email: 'nikogo@firma.demo' }, guest));
    expect(unknown.message).toBe(known.message.replace('kupiec@firma.demo', 'nikogo@firma.demo'));
    expect(await mailLinks('nikogo@firma.demo')).toEqual([]);
    expect(await mailLinks('kupiec@firma.demo')).toHaveLength(1);
    expect(await failure(requestPasswordReminder({ email: 'kupiec@' }, guest))).toMatchObject({ status: 400, message: 'Wprowadź poprawny adres e-mail.', body: { field: 'email' } });
  });

  it('shows the masked address, sets the new password once, and the login follows it', async () => {
    const guest = asBearer(await logIn('guest'));
    await requestPasswordReminder({ email: 'kupiec@firma.demo' }, guest);
    const id = lastSegment((await mailLinks('kupiec@firma.demo'))[0]);
    const status = getPasswordReminderResponse.parse(await getPasswordReminder(id, guest));
    expect(status.email).toBe('k***c@firma.demo');
    expect(Date.parse(status.expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);

    expect(await failure(resetPassword(id, { password: 'krótkie' }, guest))).toMatchObject({ status: 400, message: 'Minimalna ilość znaków to: 8.', body: { field: 'password' } });
    expect(resetPasswordResponse.parse(await resetPassword(id, { password: 'NoweHaslo2026' }, guest)).message).toBe('Hasło zostało zmienione. Możesz się zalogować nowym hasłem.');
    expect(await failure(logIn('kupiec@firma.demo'))).toMatchObject({ code: 'INVALID-CREDENTIALS' });
    expect((await getCurrentUser(ALL, asBearer(await logIn('kupiec@firma.demo', 'NoweHaslo2026')))).user.login).toBe('kupiec@firma.demo');

    expect(await failure(resetPassword(id, { password: 'JeszczeInne1' }, guest))).toMatchObject({ status: 410, code: 'LINK-USED' });
    expect(await failure(getPasswordReminder(id, guest))).toMatchObject({ status: 410, code: 'LINK-USED' });
  });

  it('ends the sessions of the login: a token taken before the reset is refused, a new login works', async () => {
    const before = asBearer(await logIn('kupiec@firma.demo'));
    expect((await getCurrentUser(ALL, before)).user.login).toBe('kupiec@firma.demo');
    const guest = asBearer(await logIn('guest'));
    await requestPasswordReminder({ email: 'kupiec@firma.demo' }, guest);
    await resetPassword(lastSegment((await mailLinks('kupiec@firma.demo'))[0]), { password: 'NoweHaslo2026' }, guest);
    expect(await failure(getCurrentUser(ALL, before))).toMatchObject({ status: 401, code: 'INVALID-TOKEN' });
    expect(await failure(getCurrentCart(undefined, before))).toMatchObject({ status: 401, code: 'INVALID-TOKEN' });
    expect((await getCurrentUser(ALL, asBearer(await logIn('kupiec@firma.demo', 'NoweHaslo2026')))).user.login).toBe('kupiec@firma.demo');
    // Other sessions go on.
    expect((await getCurrentCart(undefined, guest)).shoppingCart.items).toEqual([]);
  });

  it('answers 404 for an unknown link and 410 for a link a newer request replaced', async () => {
    const guest = asBearer(await logIn('guest'));
    expect(await failure(getPasswordReminder('0123456789abcdef', guest))).toMatchObject({ status: 404 });
    expect(await failure(resetPassword('0123456789abcdef', { password: 'NoweHaslo2026' }, guest))).toMatchObject({ status: 404 });
    await requestPasswordReminder({ email: 'klient@spinacz.demo' }, guest);
    const first = lastSegment((await mailLinks('klient@spinacz.demo'))[0]);
    await requestPasswordReminder({ email: 'klient@spinacz.demo' }, guest);
    const replaced = await failure(resetPassword(first, { password: 'NoweHaslo2026' }, guest));
    expect(replaced).toMatchObject({ status: 410, code: 'LINK-SUPERSEDED' });
    expect((await getCurrentUser(ALL, asBearer(await logIn('klient@spinacz.demo')))).user.login).toBe('klient@spinacz.demo');
  });
});

describe('POST /oauth2/token: a punch-out session (OCI)', () => {
  const HOOK = 'https://srm.meblomax.demo/sap/bc/gui/oci?sap-client=100';
  const punchOut = (username = 'kupiec@firma.demo', password = 'Spinacz123!', hook = HOOK) =>
    postToken({ ...credentials(username, password), spinacz_punch_out_hook_url: hook, spinacz_punch_out_target: '_top' });

  it('starts a short session of the user whose settings carry the hook URL and target', async () => {
    const token = postTokenResponse.parse(await punchOut());
    expect(token).toMatchObject({ spinacz_is_guest: false, expires_in: 7200, spinacz_frontend_version: 2, spinacz_redirect_url: null });
    expect((await getCurrentUser(ALL, asBearer(token.access_token))).user.login).toBe('kupiec@firma.demo');
    expect(await getSettings(asBearer(token.access_token))).toMatchObject({ isPunchOutMode: true, punchOutHookUrl: HOOK, punchOutTarget: '_top' });
    // The same user's ordinary login is no punch-out session.
    expect(await getSettings(asBearer(await logIn('kupiec@firma.demo')))).toMatchObject({ isPunchOutMode: false, punchOutHookUrl: null, punchOutTarget: null });
  });

  it('gives each punch-out session a cart of its own, apart from the buyer’s cart in the shop', async () => {
    const [first, second] = getSeed().products.filter((p) => p.packKind === 'single' && !p.discontinued && p.stock > 100 && p.orderMultiple === 1 && p.deposit === null);
    const own = await logIn('kupiec@firma.demo');
    await addToCurrentCart({ productId: first.id, quantity: 3 }, asBearer(own));
    const session = (await punchOut()).access_token;
    expect((await getCurrentCart(undefined, asBearer(session))).shoppingCart.items).toEqual([]);
    await addToCurrentCart({ productId: second.id, quantity: 2 }, asBearer(session));
    expect((await getCurrentCart(undefined, asBearer(session))).shoppingCart.items.map((item) => [item.productId, item.quantity])).toEqual([[second.id, 2]]);
    expect((await getCurrentCart(undefined, asBearer(own))).shoppingCart.items.map((item) => [item.productId, item.quantity])).toEqual([[first.id, 3]]);
    // The next session starts empty again.
    expect((await getCurrentCart(undefined, asBearer((await punchOut()).access_token))).shoppingCart.items).toEqual([]);
  });

  it('does not place orders: the cart goes back to the procurement system', async () => {
    const [product] = getSeed().products.filter((p) => p.packKind === 'single' && !p.discontinued && p.stock > 100 && p.orderMultiple === 1 && p.deposit === null);
    const session = (await punchOut()).access_token;
    await addToCurrentCart({ productId: product.id, quantity: 1 }, asBearer(session));
    const refused = await failure(placeOrder({ paymentMethod: 'transfer', deliveryMethod: 'courier' } as CheckoutForm, asBearer(session)));
    expect(refused).toMatchObject({ status: 403 });
    expect((await getCurrentCart(undefined, asBearer(session))).shoppingCart.items).toHaveLength(1);
  });

  it('accepts only http(s) hook URLs, answering 400 with the field', async () => {
    for (const hook of ['javascript:alert(1)', 'ftp://srm.meblomax.demo/oci']) {
      expect(await failure(punchOut(undefined, undefined, hook))).toMatchObject({
        status: 400, code: 'VALIDATION', message: 'Adres powrotu koszyka (HOOK_URL) musi zaczynać się od http:// lub https://.', body: { field: 'spinacz_punch_out_hook_url' },
      });
    }
    expect(await failure(punchOut(undefined, undefined, 'nie adres'))).toMatchObject({ status: 400, code: 'VALIDATION', body: { field: 'spinacz_punch_out_hook_url' } });
  });

  it('sends the cart back only to a procurement system of the buyer’s company or the shop’s own demo system', async () => {
    const foreign = await failure(punchOut(undefined, undefined, 'https://attacker.example/oci'));
    expect(foreign).toMatchObject({ status: 400, code: 'HOOK-URL-NOT-ALLOWED', message: expect.stringMatching(/^Adres powrotu koszyka \(HOOK_URL\) nie należy/), body: { field: 'spinacz_punch_out_hook_url' } });
    // Meblomax's own system is not another company's.
    expect(await failure(punchOut('klient@spinacz.demo', 'Spinacz123!'))).toMatchObject({ status: 400, code: 'HOOK-URL-NOT-ALLOWED' });
    // A look-alike of the allowed origin (another port, scheme or a longer host) is another origin.
    for (const hook of ['https://srm.meblomax.demo.attacker.example/oci', 'http://srm.meblomax.demo/oci', 'https://srm.meblomax.demo:8443/oci']) {
      expect(await failure(punchOut(undefined, undefined, hook)), hook).toMatchObject({ status: 400, code: 'HOOK-URL-NOT-ALLOWED' });
    }
    // The shop's own origin: its demo procurement system.
    expect(postTokenResponse.parse(await punchOut(undefined, undefined, 'http://localhost/demo/system-zakupowy')).expires_in).toBe(7200);
  });

  it('refuses bad credentials and the guest login', async () => {
    expect(await failure(punchOut('kupiec@firma.demo', 'zle-haslo'))).toMatchObject({ status: 400, code: 'INVALID-CREDENTIALS' });
    expect(await failure(punchOut('guest', 'guest'))).toMatchObject({ status: 400, code: 'INVALID-CREDENTIALS' });
  });

  it('ends: an expired punch-out token is INVALID-TOKEN', async () => {
    const expired = issuePunchOutToken('2', { hookUrl: HOOK, target: null, sessionId: 'x1' }, -10);
    expect(await failure(getSettings(asBearer(expired)))).toMatchObject({ status: 401, code: 'INVALID-TOKEN' });
  });
});
