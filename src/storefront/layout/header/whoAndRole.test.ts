import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import common from '../../../i18n/locales/pl/common.json';
import { whoAndRole } from './whoAndRole';

const texts = createInstance();
void texts.init({ resources: { pl: { common } }, lng: 'pl', defaultNS: 'layout', initAsync: false });
const t = texts.getFixedT('pl');

describe('the line under a signed-in user\'s name', () => {
  it('names the company and the role of a company user', () => {
    expect(whoAndRole({ user: { roleName: 'approver' }, company: { name: 'Firma Demo sp. z o.o.', isPrivateCustomer: false } }, t)).toBe('Firma Demo sp. z o.o. · Akceptujący');
  });

  it('calls a private customer a private customer, never "Administrator"', () => {
    expect(whoAndRole({ user: { roleName: 'admin' }, company: { name: 'Jan Kowalski', isPrivateCustomer: true } }, t)).toBe('Klient indywidualny');
  });
});
