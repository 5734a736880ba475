import type { Page } from '@playwright/test';
import { open } from './catalogue-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { fillCompanyRegistration, REGISTRATION_PASSWORD } from './registration-helpers';

const VIEWPORTS = [
  { name: 'desktop 1440 px', size: { width: 1440, height: 900 } },
  { name: 'phone 390 px', size: { width: 390, height: 844 } },
];
const ACTIVATION_SUBJECT = 'Aktywuj konto w sklepie Spinacz.pl';

async function register(page: Page, email: string): Promise<string> {
  await open(page, '/rejestracja');
  await fillCompanyRegistration(page, email);
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();
  return ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ');
}

/** The subjects of the demo mailbox's messages to an address, newest first. */
async function mailSubjects(page: Page, email: string): Promise<string[]> {
  await page.goto(`/demo/poczta?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Poczta demo' })).toBeVisible();
  const links = page.getByRole('main').getByRole('link', { name: /Spinacz\.pl/ });
  await expect(links.first()).toBeVisible();
  return links.allTextContents();
}

for (const { name, size } of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport: size });
    // A whole journey (buying, then deciding) on a shared machine.
    test.describe.configure({ timeout: 120_000 });

    test('logging in before activation says the account is not active yet and sends the link again', async ({ page }) => {
      const email = `nowa.${size.width}@drukarnia-lis.pl`;
      await register(page, email);
      await open(page, '/logowanie');
      await page.getByLabel(/e-mail/i).fill(email);
      await page.getByLabel(/^Hasło/).fill(REGISTRATION_PASSWORD);
      await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();

      const alert = page.getByRole('alert').filter({ hasText: 'Konto nie jest jeszcze aktywne' });
      await expect(alert).toContainText('Konto nie zostało jeszcze aktywowane. Kliknij link aktywacyjny z wiadomości, którą wysłaliśmy po rejestracji, albo wyślij go ponownie.');
      await expect(page.getByText('Nieprawidłowy login lub hasło.')).toHaveCount(0);
      await expect(page).toHaveURL(/\/logowanie$/);
      // What was typed stays.
      await expect(page.getByLabel(/e-mail/i)).toHaveValue(email);
      await expectNoAxeViolations(page);

      await alert.getByRole('button', { name: 'Wyślij link aktywacyjny ponownie' }).click();
      await expect(alert.getByRole('status')).toHaveText(`Jeśli adres ${email} czeka na aktywację konta, wysłaliśmy na niego ponownie link aktywacyjny. Link jest ważny 48 godzin.`);
      if (size.width === 390) await page.screenshot({ path: '.tmp/screens-accept/login-not-active-390.png', fullPage: true });

      // Two activation mails now: the first after registering, the second sent again; its link activates the account.
      const subjects = await mailSubjects(page, email);
      expect(subjects.filter((subject) => subject.includes(ACTIVATION_SUBJECT))).toHaveLength(2);
      await page.getByRole('main').getByRole('link', { name: ACTIVATION_SUBJECT }).first().click();
      await page.getByRole('main').getByRole('link', { name: 'Aktywuj konto', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Konto jest aktywne' })).toBeVisible();

      // A wrong password still learns nothing about the registration.
      await open(page, '/logowanie');
      await page.getByLabel(/e-mail/i).fill('inna@drukarnia-lis.pl');
      await page.getByLabel(/^Hasło/).fill(REGISTRATION_PASSWORD);
      await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
      await expect(page.getByText('Nieprawidłowy login lub hasło.')).toBeVisible();
    });

    test('registering an address already used answers exactly as a new one, and its owner is told by e-mail', async ({ page }) => {
      const fresh = await register(page, `nowa.firma.${size.width}@drukarnia-lis.pl`);
      const taken = await register(page, 'klient@spinacz.demo');
      // Word for word the same page (only the address differs): nothing tells that the account exists.
      expect(taken).toBe(fresh.replaceAll(`nowa.firma.${size.width}@drukarnia-lis.pl`, 'klient@spinacz.demo'));
      if (size.width === 390) await page.screenshot({ path: '.tmp/screens-accept/registration-neutral-390.png', fullPage: true });
      await expectNoAxeViolations(page);

      const subjects = await mailSubjects(page, 'klient@spinacz.demo');
      expect(subjects[0]).toContain('Próba założenia konta w sklepie Spinacz.pl');
      expect(subjects.some((subject) => subject.includes(ACTIVATION_SUBJECT))).toBe(false);
    });
  });
}
