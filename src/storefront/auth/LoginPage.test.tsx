// @vitest-environment jsdom
import '../../i18n';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { demoLoginExtras } from '../../demo/login/demoLoginExtras';
import { DemoLoginExtrasProvider } from '../../ui/demoLoginExtras';

const login = vi.fn();
let sessionEnded: string | null = null;
vi.mock('../../session/signInOut', () => ({
  login: (...args: unknown[]) => login(...args),
}));
vi.mock('../../session', () => ({
  takeRequestedPath: () => '/moje-konto/zamowienia',
  sessionEndNotice: () => sessionEnded,
  forgetSessionEndNotice: () => {
    sessionEnded = null;
  },
}));

const { LoginPage } = await import('./LoginPage');

afterEach(() => {
  cleanup();
  login.mockReset();
});

function renderLogin() {
  const router = createMemoryRouter(
    [
      {
        path: '/logowanie',
        element: (
          <DemoLoginExtrasProvider value={demoLoginExtras}>
            <LoginPage />
          </DemoLoginExtrasProvider>
        ),
      },
      { path: '/moje-konto/zamowienia', element: <p>Zamówienia</p> },
    ],
    { initialEntries: ['/logowanie'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const emailField = () => screen.getByLabelText(/Adres e-mail/);
const passwordField = () => screen.getByLabelText(/^Hasło/);

describe('LoginPage', () => {
  it('says why the shop logged the user out (her account deactivated) until she tries to log in again', async () => {
    sessionEnded = 'Twoje konto zostało dezaktywowane przez administratora firmy. Skontaktuj się z nim, aby je przywrócić.';
    login.mockResolvedValue(undefined);
    renderLogin();
    expect((await screen.findByRole('alert')).textContent).toBe('Twoje konto zostało dezaktywowane przez administratora firmy. Skontaktuj się z nim, aby je przywrócić.');
    fireEvent.change(emailField(), { target: { value: 'kupiec@firma.demo' } });
    fireEvent.change(passwordField(), { target: { value: 'Spinacz123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(login).toHaveBeenCalled());
    expect(sessionEnded).toBeNull();
  });

  it('shows the spec messages for empty and invalid fields', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findAllByText('To pole jest wymagane.')).toHaveLength(2);
    fireEvent.change(emailField(), { target: { value: 'kupiec' } });
    expect(await screen.findByText('Wprowadź poprawny adres e-mail.')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the server error and keeps the entered values', async () => {
    login.mockRejectedValue(new ApiError(400, 'INVALID-CREDENTIALS', 'Nieprawidłowy login lub hasło.'));
    renderLogin();
    fireEvent.change(emailField(), { target: { value: 'kupiec@firma.demo' } });
    fireEvent.change(passwordField(), { target: { value: 'zle-haslo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Nieprawidłowy login lub hasło.')).toBeTruthy();
    expect((emailField() as HTMLInputElement).value).toBe('kupiec@firma.demo');
    expect((passwordField() as HTMLInputElement).value).toBe('zle-haslo');
  });

  it('shows the demo accounts of a demo build beside the form', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Konta demonstracyjne' })).toBeTruthy();
    expect(screen.getByText('kupiec@firma.demo')).toBeTruthy();
  });

  it('goes to the requested page after login', async () => {
    login.mockResolvedValue(undefined);
    const router = renderLogin();
    fireEvent.change(emailField(), { target: { value: 'kupiec@firma.demo' } });
    fireEvent.change(passwordField(), { target: { value: 'Spinacz123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/moje-konto/zamowienia'));
    expect(login).toHaveBeenCalledWith('kupiec@firma.demo', 'Spinacz123!', { rememberMe: false });
  });
});
