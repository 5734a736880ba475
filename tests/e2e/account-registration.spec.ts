import type { Page } from '@playwright/test';
import { open } from './catalogue-helpers';
import { expect, expectNoAxeViolations, logIn, test, expectNoSidewaysScroll } from './fixtures';
import { fillCompanyRegistration, REGISTRATION_PASSWORD } from './registration-helpers';

const COMPANY_EMAIL = 'ewa.lis@drukarnia-lis.pl';
const PASSWORD = REGISTRATION_PASSWORD;

/** From the "check your inbox" page: the demo mailbox, the newest message with that subject, its link button. */
async function followMailLink(page: Page, subject: string, button: string): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'Otwórz pocztę demo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Poczta demo' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: subject }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: button }).click();
}

test('a company registers, activates the account from the demo mailbox and logs in', async ({ page }) => {
  await open(page, '/logowanie');
  await page.getByRole('main').getByRole('link', { name: 'Załóż konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Załóż konto' })).toBeVisible();
  await expect(page.getByLabel(/^Telefon/)).toHaveValue('+48');
  await expect(page.getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /newsletter/ })).not.toBeChecked();

  await fillCompanyRegistration(page, COMPANY_EMAIL);
  // A NIP with a wrong checksum is refused beside its field, before anything is sent.
  await page.getByLabel(/^NIP/).fill('5260001247');
  await page.getByLabel(/^NIP/).blur();
  await expect(page.getByText('Nieprawidłowy numer NIP.')).toBeVisible();
  await page.getByLabel(/^NIP/).fill('526-000-12-46');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: COMPANY_EMAIL })).toBeVisible();
  await expectNoAxeViolations(page);

  // No account before the link is opened.
  await followMailLink(page, 'Aktywuj konto w sklepie Spinacz.pl', 'Aktywuj konto');
  await expect(page).toHaveURL(/\/rejestracja\/[0-9a-f]{32}$/);
  const activationUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Konto jest aktywne' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible();
  await expect(page.getByLabel(/e-mail/i)).toHaveValue('');
  await logIn(page, COMPANY_EMAIL, PASSWORD);
  await expect(page).toHaveURL(/\/moje-konto$/);
  const company = await page.evaluate(async () => {
    const token = decodeURIComponent(/(?:^|; )spinacz_auth=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/e-commerce/v1/users/current?includeAcl=true', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    return ((await response.json()) as { company: { name: string; taxId: string } }).company;
  });
  expect(company).toMatchObject({ name: 'Drukarnia Lis sp. z o.o.', taxId: '5260001246' });

  // Guest-only: a logged-in customer on the registration page goes to the dashboard.
  await page.goto('/rejestracja');
  await expect(page).toHaveURL(/\/moje-konto$/);
  // The activation link works once.
  await page.goto(activationUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Konto jest już aktywne' })).toBeVisible();
  await expect(page.getByText('Konto zostało już aktywowane. Możesz się zalogować.')).toBeVisible();
});

// An address with an account gets the same answer as a new one: see account-activation.spec.ts.

test('a password is reset from the demo mailbox link and the new one logs in; the link works once', async ({ page }) => {
  await open(page, '/logowanie');
  await page.getByRole('main').getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nie pamiętasz hasła?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Adres e-mail/).fill('klient@spinacz.demo');
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Jeśli w naszym sklepie jest konto z adresem klient@spinacz.demo' })).toBeVisible();

  await followMailLink(page, 'Ustaw nowe hasło do konta w Spinacz.pl', 'Ustaw nowe hasło');
  await expect(page.getByRole('heading', { level: 1, name: 'Ustaw nowe hasło' })).toBeVisible();
  await expect(page.getByText('Nowe hasło do konta k***t@spinacz.demo.')).toBeVisible();
  const resetUrl = page.url();
  await page.getByLabel(/^Nowe hasło/).fill('NoweHaslo2026');
  await page.getByLabel(/^Powtórz nowe hasło/).fill('NoweHaslo2025');
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(page.getByText('Wprowadzone hasła różnią się.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Powtórz nowe hasło/).fill('NoweHaslo2026');
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hasło zostało zmienione' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Zaloguj się' }).click();
  await logIn(page, 'klient@spinacz.demo', 'Spinacz123!');
  await expect(page.getByText('Nieprawidłowy login lub hasło.')).toBeVisible();
  await page.getByLabel(/^hasło/i).fill('NoweHaslo2026');
  await page.getByRole('button', { name: /^zaloguj się$/i }).click();
  await expect(page).toHaveURL(/\/moje-konto$/);

  await page.goto(resetUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Ten link już nie działa' })).toBeVisible();
  await expect(page).toHaveTitle('Ten link już nie działa | Spinacz');
  await expect(page.getByRole('main').getByRole('link', { name: 'Poproś o nowy link' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a link no one sent, to activate an account or set a password, says so in its heading and in the tab', async ({ page }) => {
  await open(page, '/rejestracja/nieznany-link-123');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleźliśmy tego linku' })).toBeVisible();
  await expect(page).toHaveTitle('Nie znaleźliśmy tego linku | Spinacz');
  await expect(page.getByRole('main').getByRole('link', { name: 'Załóż konto ponownie' })).toBeVisible();
  await page.goto('/przypomnienie-hasla/nieznany-link-123');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleźliśmy tego linku' })).toBeVisible();
  await expect(page).toHaveTitle('Nie znaleźliśmy tego linku | Spinacz');
  await expect(page.getByRole('main').getByRole('link', { name: 'Poproś o nowy link' })).toBeVisible();
});

test('an unknown address gets the same confirmation and no message', async ({ page }) => {
  await open(page, '/przypomnienie-hasla');
  await page.getByLabel(/^Adres e-mail/).fill('nikt@spinacz.demo');
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();
  await expect(
    page.getByText('Jeśli w naszym sklepie jest konto z adresem nikt@spinacz.demo, wysłaliśmy na nie wiadomość z linkiem do ustawienia nowego hasła. Link jest ważny 60 minut.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Otwórz pocztę demo' }).click();
  await expect(page.getByText('Brak wiadomości do nikt@spinacz.demo.')).toBeVisible();
});

test('the registration form fits a phone and reads in English', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/rejestracja');
  await page.getByRole('radio', { name: /^Firma/ }).check();
  await expect(page.getByLabel(/^NIP/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await open(page, '/en/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByText('You must accept the shop terms.')).toBeVisible();
  await open(page, '/en/password-reminder');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
});
