// @vitest-environment jsdom
import '../../i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie } from '../../api/cookies';
import { CONSENT_COOKIE } from '../../domain/consent';
import { EARLY_ACTION, STATIC_BANNER_ID, collapsedBannerMarkup } from './bannerMarkup';
import { ConsentBanner } from './ConsentBanner';
import { consentStore, openConsentSettings } from './consentStore';

beforeEach(() => {
  removeCookie(CONSENT_COOKIE);
  consentStore.set({ consent: null, settingsOpen: false });
});
afterEach(() => {
  cleanup();
  document.getElementById(STATIC_BANNER_ID)?.remove();
});

/** Renders the banner and waits for its first state's code (it loads on demand, its markup only when the page lacks it). */
async function renderBanner() {
  render(<ConsentBanner />);
  await act(async () => {
    await import('./CollapsedBanner');
    await import('./OwnBanner');
  });
}

describe('ConsentBanner', () => {
  it('offers the four kinds with nothing optional ticked', async () => {
    await renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Wybierz rodzaje' }));
    const boxes = (await screen.findAllByRole('checkbox')) as HTMLInputElement[];
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([[true, true], [false, false], [false, false], [false, false]]);
  });

  it('rejects everything and remembers it for a year', async () => {
    await renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Odrzuć wszystkie' }));
    expect(readCookie(CONSENT_COOKIE)).toBe('p0s0m0');
    expect(screen.queryByRole('button', { name: 'Odrzuć wszystkie' })).toBeNull();
  });

  it('saves a partial choice and opens again from the footer with it', async () => {
    await renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Wybierz rodzaje' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Statystyka/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz wybór' }));
    expect(readCookie(CONSENT_COOKIE)).toBe('p0s1m0');
    await act(async () => openConsentSettings());
    expect((screen.getByRole('checkbox', { name: /Statystyka/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Marketing/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('takes over the banner index.html wrote, without drawing a second one', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      collapsedBannerMarkup({ title: 'Szanujemy', text: 'Tekst <b>', rejectAll: 'Odrzuć wszystkie', acceptAll: 'Akceptuj wszystkie', customise: 'Wybierz rodzaje' }),
    );
    await renderBanner();
    expect(screen.getAllByRole('button', { name: 'Akceptuj wszystkie' })).toHaveLength(1);
    expect(screen.getByText('Tekst <b>')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Akceptuj wszystkie' }));
    expect(readCookie(CONSENT_COOKIE)).toBe('p1s1m1');
    expect(document.getElementById(STATIC_BANNER_ID)).toBeNull();
  });

  it('opens the choice of kinds from the written banner in its place', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      collapsedBannerMarkup({ title: 'Szanujemy', text: 'Tekst', rejectAll: 'Odrzuć wszystkie', acceptAll: 'Akceptuj wszystkie', customise: 'Wybierz rodzaje' }),
    );
    await renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Wybierz rodzaje' }));
    expect(await screen.findAllByRole('checkbox')).toHaveLength(4);
    expect(document.getElementById(STATIC_BANNER_ID)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Odrzuć wszystkie' })).toHaveLength(1);
  });

  it('carries out a click made on the written banner before the app started', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      collapsedBannerMarkup({ title: 'Szanujemy', text: 'Tekst', rejectAll: 'Odrzuć wszystkie', acceptAll: 'Akceptuj wszystkie', customise: 'Wybierz rodzaje' }),
    );
    document.getElementById(STATIC_BANNER_ID)?.setAttribute(EARLY_ACTION, 'reject');
    await renderBanner();
    expect(readCookie(CONSENT_COOKIE)).toBe('p0s0m0');
    expect(document.getElementById(STATIC_BANNER_ID)).toBeNull();
  });
});
