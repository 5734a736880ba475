// @vitest-environment jsdom
import '../i18n';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The shop built for the Node demo API (`npm start`): its data is shared, a reset takes the key.
vi.mock('../platform/config', async (original) => ({ ...(await original<typeof import('../platform/config')>()), DEMO_API_IN_PAGE: false }));

const { ResetSection } = await import('./ResetSection');

const answers: Response[] = [];
const fetchMock = vi.fn(async () => answers.shift() ?? new Response(null, { status: 204 }));
const reload = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
});
afterEach(() => {
  cleanup();
  fetchMock.mockClear();
  reload.mockClear();
  vi.unstubAllGlobals();
});

const keyField = () => screen.getByLabelText('Klucz administratora demo') as HTMLInputElement;
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Tak, przywróć dane' }));

describe('resetting the data of the shared demo server', () => {
  it('asks for the demo administrator key, sends it, and reloads once the data is reset', async () => {
    render(<ResetSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Przywróć dane demonstracyjne' }));
    expect(keyField()).toHaveProperty('type', 'password');
    fireEvent.change(keyField(), { target: { value: ' klucz-z-konsoli-123 ' } });
    confirm();
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/demo-api\/reset$/);
    expect(new Headers(init.headers).get('X-Demo-Admin-Key')).toBe('klucz-z-konsoli-123');
  });

  it('an empty key is refused beside the field without a call; a wrong one is said and stays typed', async () => {
    render(<ResetSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Przywróć dane demonstracyjne' }));
    confirm();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Podaj prawidłowy klucz administratora demo.');
    expect(fetchMock).not.toHaveBeenCalled();

    answers.push(Response.json({ code: 'DEMO-ADMIN-KEY', message: 'Podaj prawidłowy klucz administratora demo (…).' }, { status: 403 }));
    fireEvent.change(keyField(), { target: { value: 'zgaduje-zgaduje' } });
    confirm();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Podaj prawidłowy klucz administratora demo.');
    expect(keyField().value).toBe('zgaduje-zgaduje');
    expect(keyField().getAttribute('aria-invalid')).toBe('true');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a server that does not answer is said so, and the key stays for another try', async () => {
    answers.push(new Response('bad gateway', { status: 502 }));
    render(<ResetSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Przywróć dane demonstracyjne' }));
    fireEvent.change(keyField(), { target: { value: 'klucz-z-konsoli-123' } });
    confirm();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringMatching(/^Nie udało się przywrócić danych/));
    expect(keyField().value).toBe('klucz-z-konsoli-123');
  });
});
