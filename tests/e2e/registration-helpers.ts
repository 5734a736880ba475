import type { Page } from '@playwright/test';

/** The password the registration tests choose (it meets the §5 rules). */
export const REGISTRATION_PASSWORD = 'Bezpieczne1!';

/** The registration form of a company customer, filled as a person does. */
export async function fillCompanyRegistration(page: Page, email: string): Promise<void> {
  await page.getByRole('radio', { name: /^Firma/ }).check();
  await page.getByLabel(/^Nazwa firmy/).fill('Drukarnia Lis sp. z o.o.');
  await page.getByLabel(/^NIP/).fill('526-000-12-46');
  await page.getByLabel(/^Imię/).fill('Ewa');
  await page.getByLabel(/^Nazwisko/).fill('Lis');
  await page.getByLabel(/^Adres e-mail/).fill(email);
  await page.getByLabel(/^Telefon/).fill('+48 601 234 567');
  await page.getByLabel(/^Ulica i numer/).fill('ul. Długa 12');
  await page.getByLabel(/^Kod pocztowy/).fill('80-827');
  await page.getByLabel(/^Miejscowość/).fill('Gdańsk');
  await page.getByLabel(/^Hasło/).fill(REGISTRATION_PASSWORD);
  await page.getByLabel(/^Powtórz hasło/).fill(REGISTRATION_PASSWORD);
  await page.getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ }).check();
}
