import { describe, expect, it } from 'vitest';
import common from '../../../i18n/locales/pl/common.json';
import { createTexts } from '../../../i18n/texts';
import { whoAndRole } from './whoAndRole';

const texts = createTexts({ language: 'pl', defaultNS: 'layout' });
texts.addResourceBundle('pl', 'common', common);
const t = texts.getFixedT('pl');

describe('the line under a signed-in user\'s name', () => {
  it('names the company and the role of a company user', () => {
    expect(whoAndRole({ user: { roleName: 'approver' }, company: { name: 'Firma Demo sp. z o.o.', isPrivateCustomer: false } }, t)).toBe('Firma Demo sp. z o.o. · Akceptujący');
  });

  it('calls a private customer a private customer, never "Administrator"', () => {
    expect(whoAndRole({ user: { roleName: 'admin' }, company: { name: 'Jan Kowalski', isPrivateCustomer: true } }, t)).toBe('Klient indywidualny');
  });
});
