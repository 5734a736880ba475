// @vitest-environment jsdom
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { CurrentUserResponse } from '../../generated/model';
import { sessionStore } from '../../session/session';
import { clearDraft, restoreDraft, saveDraft } from './checkoutDraft';
import { GUEST_DEFAULTS } from './checkoutSchema';

beforeEach(() => sessionStorage.clear());

describe('checkout draft', () => {
  it('restores what was typed, nested fields included', () => {
    saveDraft('guest', { ...GUEST_DEFAULTS, firstName: 'Anna', address: { ...GUEST_DEFAULTS.address, city: 'Gniezno' }, userNewsletterAgreement: true });
    const restored = restoreDraft('guest', GUEST_DEFAULTS);
    expect(restored.firstName).toBe('Anna');
    expect(restored.address.city).toBe('Gniezno');
    expect(restored.address.phone1).toBe('+48');
    expect(restored.userNewsletterAgreement).toBe(true);
  });

  it('never keeps the passwords', () => {
    saveDraft('guest', { ...GUEST_DEFAULTS, password: 'Tajne-haslo1', passwordConfirmation: 'Tajne-haslo1' });
    expect(sessionStorage.getItem('spinacz-checkout-draft:guest')).not.toContain('Tajne');
    expect(restoreDraft('guest', GUEST_DEFAULTS).password).toBe('');
  });

  it('ignores unknown fields, wrong types and broken JSON', () => {
    sessionStorage.setItem('spinacz-checkout-draft:guest', JSON.stringify({ firstName: 5, evil: 'x', address: 'nope' }));
    expect(restoreDraft('guest', GUEST_DEFAULTS)).toEqual(GUEST_DEFAULTS);
    sessionStorage.setItem('spinacz-checkout-draft:guest', '{broken');
    expect(restoreDraft('guest', GUEST_DEFAULTS)).toEqual(GUEST_DEFAULTS);
  });

  it('keeps the two forms apart and forgets a placed order', () => {
    saveDraft('guest', { ...GUEST_DEFAULTS, firstName: 'Anna' });
    expect(restoreDraft('account', { firstName: '' }).firstName).toBe('');
    clearDraft('guest');
    expect(restoreDraft('guest', GUEST_DEFAULTS).firstName).toBe('');
  });

  it("keeps an account's draft to that account: another account (a company switch) starts from its own values, and a switch back finds the draft", () => {
    const loggedInAs = (id: number) => sessionStore.set({ status: 'ready', isLoggedIn: true, showNetPrices: true, currentUser: { user: { id } } as CurrentUserResponse });
    const before = sessionStore.get();
    onTestFinished(() => sessionStore.set(before));
    loggedInAs(3);
    saveDraft('account', { companyName: 'Meblomax sp. z o.o.', costCenterId: '12' });
    loggedInAs(4);
    expect(restoreDraft('account', { companyName: '', costCenterId: '' })).toEqual({ companyName: '', costCenterId: '' });
    saveDraft('account', { companyName: 'Meblomax Logistyka sp. z o.o.', costCenterId: '21' });
    loggedInAs(3);
    expect(restoreDraft('account', { companyName: '', costCenterId: '' })).toEqual({ companyName: 'Meblomax sp. z o.o.', costCenterId: '12' });
    clearDraft('account');
    expect(restoreDraft('account', { companyName: '', costCenterId: '' }).companyName).toBe('');
    loggedInAs(4);
    expect(restoreDraft('account', { companyName: '', costCenterId: '' }).companyName).toBe('Meblomax Logistyka sp. z o.o.');
  });
});
