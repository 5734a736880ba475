import { describe, expect, it } from 'vitest';
import { getCurrentUser, patchCurrentUserSetting, postToken } from '../../src/generated/api/session-and-user/session-and-user';
import { getCurrentUserResponse, postTokenResponse } from '../../src/generated/zod/session-and-user/session-and-user.zod';
import { DEMO_ACCOUNTS, issueToken } from '../../src/mocks';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const ALL = { includeAcl: true, includeCustomerServicePerson: true, includeDefaultCostCenter: true };
const credentials = (username: string, password: string) => ({ grant_type: 'password' as const, username, password, client_id: 'spinacz', client_secret: 'spinacz' });

describe('POST /oauth2/token', () => {
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

  it('refuses a wrong password or an unknown user with INVALID-CREDENTIALS', async () => {
    for (const [login, password] of [['kupiec@firma.demo', 'zle-haslo'], ['nikt@firma.demo', 'Spinacz123!']]) {
      expect(await failure(postToken(credentials(login, password)))).toMatchObject({ status: 400, code: 'INVALID-CREDENTIALS', message: 'Nieprawidłowy login lub hasło.' });
    }
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
