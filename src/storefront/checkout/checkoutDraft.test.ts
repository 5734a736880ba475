// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
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
});
