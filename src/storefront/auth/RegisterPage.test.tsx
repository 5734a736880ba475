// @vitest-environment jsdom
import '../../i18n';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { demoLoginExtras } from '../../demo/login/demoLoginExtras';
import { DemoLoginExtrasProvider } from '../../ui/demoLoginExtras';

const registerUser = vi.fn();
vi.mock('../../generated/api/session-and-user/session-and-user', () => ({
  registerUser: (...args: unknown[]) => registerUser(...args),
}));

const { RegisterPage } = await import('./RegisterPage');

afterEach(() => {
  cleanup();
  registerUser.mockReset();
});

function renderPage() {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  const page = (
    <DemoLoginExtrasProvider value={demoLoginExtras}>
      <RegisterPage />
    </DemoLoginExtrasProvider>
  );
  const router = createMemoryRouter([{ path: '/rejestracja', element: page }], { initialEntries: ['/rejestracja'] });
  render(<RouterProvider router={router} />);
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

function fillCompanyForm() {
  fireEvent.click(screen.getByRole('radio', { name: /^Firma/ }));
  type(/^Nazwa firmy/, 'Drukarnia Lis sp. z o.o.');
  type(/^NIP/, '5260001246');
  type(/^Imię/, 'Ewa');
  type(/^Nazwisko/, 'Lis');
  type(/^Adres e-mail/, 'ewa.lis@drukarnia-lis.pl');
  type(/^Telefon/, '+48 601 234 567');
  type(/^Ulica i numer/, 'ul. Długa 12');
  type(/^Kod pocztowy/, '80-827');
  type(/^Miejscowość/, 'Gdańsk');
  type(/^Hasło/, 'Bezpieczne1!');
  type(/^Powtórz hasło/, 'Bezpieczne1!');
  fireEvent.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ }));
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));

describe('RegisterPage', () => {
  it('starts as a private customer with +48 and no consent ticked, and shows the §5 messages', async () => {
    renderPage();
    expect(field(/^Telefon/).value).toBe('+48');
    for (const checkbox of screen.getAllByRole('checkbox')) expect((checkbox as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText(/^NIP/)).toBeNull();
    submit();
    expect(await screen.findByText('Akceptacja regulaminu jest wymagana.')).toBeTruthy();
    expect(screen.getAllByText('To pole jest wymagane.').length).toBeGreaterThanOrEqual(7);
    type(/^Hasło/, 'Bezpieczne1!');
    type(/^Powtórz hasło/, 'Bezpieczne2!');
    expect(await screen.findByText('Wprowadzone hasła różnią się.')).toBeTruthy();
    expect(registerUser).not.toHaveBeenCalled();
  });

  it('puts the focus on the first field with an error, in the order of the form', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: /^Firma/ }));
    submit();
    await screen.findByText('Akceptacja regulaminu jest wymagana.');
    expect(document.activeElement).toBe(field(/^Nazwa firmy/));
  });

  it('checks the NIP of a company and sends the company data', async () => {
    registerUser.mockResolvedValue({ id: 'abc', email: 'ewa.lis@drukarnia-lis.pl', message: 'ok' });
    renderPage();
    fillCompanyForm();
    type(/^NIP/, '5260001247');
    submit();
    expect(await screen.findByText('Nieprawidłowy numer NIP.')).toBeTruthy();
    type(/^NIP/, '526-000-12-46');
    submit();
    expect(await screen.findByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeTruthy();
    expect(screen.getByText(/na adres ewa\.lis@drukarnia-lis\.pl/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Otwórz pocztę demo' }).getAttribute('href')).toBe('/demo/poczta?to=ewa.lis%40drukarnia-lis.pl');
    expect(registerUser.mock.calls[0][0]).toMatchObject({ isIndividual: false, companyName: 'Drukarnia Lis sp. z o.o.', taxId: '526-000-12-46', termsOfUseAgreement: true, newsletterAgreement: false });
  });

  it('shows a server field error beside its field and keeps everything entered', async () => {
    registerUser.mockRejectedValue(new ApiError(400, 'VALIDATION', 'Nieprawidłowy kod pocztowy.', { code: 'VALIDATION', message: 'Nieprawidłowy kod pocztowy.', field: 'address.zip' }));
    renderPage();
    fillCompanyForm();
    submit();
    const zip = field(/^Kod pocztowy/);
    expect(await screen.findByText('Nieprawidłowy kod pocztowy.')).toBeTruthy();
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(zip);
    expect(field(/^Nazwa firmy/).value).toBe('Drukarnia Lis sp. z o.o.');
    expect(field(/^Hasło/).value).toBe('Bezpieczne1!');
    expect(field(/^Powtórz hasło/).value).toBe('Bezpieczne1!');
  });

  it('offers login and a new password when an account uses the address', async () => {
    const message = 'Konto z adresem ewa.lis@drukarnia-lis.pl już istnieje. Zaloguj się albo, jeśli nie pamiętasz hasła, ustaw nowe hasło.';
    registerUser.mockRejectedValue(new ApiError(409, 'EMAIL-TAKEN', message, { code: 'EMAIL-TAKEN', message, field: 'email' }));
    renderPage();
    fillCompanyForm();
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    const emailGroup = field(/^Adres e-mail/).closest('div.MuiBox-root') as HTMLElement;
    expect(within(emailGroup).getByRole('link', { name: 'Zaloguj się' }).getAttribute('href')).toBe('/logowanie');
    expect(within(emailGroup).getByRole('link', { name: 'Ustaw nowe hasło' }).getAttribute('href')).toBe('/przypomnienie-hasla');
    expect(field(/^Adres e-mail/).value).toBe('ewa.lis@drukarnia-lis.pl');
  });
});
