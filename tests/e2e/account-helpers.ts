import type { Locator, Page } from '@playwright/test';
import { dismissCookies, open } from './catalogue-helpers';
import { expect, logIn, openLoggedIn } from './fixtures';

/** A demo user, still logged in from an earlier visit, opens `path` (the account's dashboard). */
export async function logInAs(page: Page, email: string, path = '/moje-konto'): Promise<void> {
  await openLoggedIn(page, email, path);
}

/** Logs a user in through the login page, the way a person does; the shop then opens the account's dashboard. */
export async function logInThroughForm(page: Page, email: string, password?: string): Promise<void> {
  await page.goto('/logowanie');
  await dismissCookies(page);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/moje-konto$/);
}

/** "Wyloguj się" from the header's account dropdown; the shop lands on the login page. */
export async function logOut(page: Page): Promise<void> {
  const account = page.getByRole('banner').getByRole('button', { name: /^Konto: / });
  const logOutButton = page.locator(`#${await account.getAttribute('aria-controls')}`).getByRole('button', { name: 'Wyloguj się' });
  // A click that lands while the header draws again can leave the dropdown shut: open it until it shows.
  await expect(async () => {
    if (!(await logOutButton.isVisible())) await account.click();
    await expect(logOutButton).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await logOutButton.click();
  await expect(page).toHaveURL(/\/logowanie$/);
  // The login page loads anew after a logout: the next step starts once it stands, not while it loads.
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
}

/**
 * From the demo mailbox listing a new company user's mail: opens "Twoje konto w Spinacz.pl zostało
 * utworzone" (greeting `firstName`), takes its "Ustaw hasło" link, logs the administrator out and
 * sets `password` through that link, as the new user does.
 */
export async function setPasswordFromWelcomeMail(page: Page, firstName: string, password: string): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'Twoje konto w Spinacz.pl zostało utworzone' }).click();
  await expect(page.getByText(`Dzień dobry, ${firstName}!`)).toBeVisible();
  const setPassword = await page.getByRole('main').getByRole('link', { name: 'Ustaw hasło' }).getAttribute('href');
  expect(setPassword).toMatch(/^\/przypomnienie-hasla\/.+/);
  // The administrator leaves; the new user opens her link.
  await page.goto('/moje-konto');
  await logOut(page);
  await page.goto(setPassword!);
  await expect(page.getByRole('heading', { level: 1, name: 'Ustaw nowe hasło' })).toBeVisible();
  await page.getByLabel(/^Nowe hasło/).fill(password);
  await page.getByLabel(/^Powtórz nowe hasło/).fill(password);
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hasło zostało zmienione' })).toBeVisible();
}

/** A person the administrator adds as an approver in the tests. */
export interface NewApprover {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * The administrator (logged in, on the users' page) adds an approver; the new user sets her password
 * from the invitation in the demo mailbox. The administrator is logged out afterwards.
 */
export async function addApprover(page: Page, approver: NewApprover): Promise<void> {
  await page.getByRole('button', { name: 'Dodaj użytkownika' }).click();
  const addUser = page.getByRole('dialog', { name: 'Dodaj użytkownika' });
  await addUser.getByLabel(/^Imię/).fill(approver.firstName);
  await addUser.getByLabel(/^Nazwisko/).fill(approver.lastName);
  await addUser.getByLabel(/^E-mail/).fill(approver.email);
  await addUser.getByLabel(/^Rola/).selectOption({ label: 'Akceptujący' });
  await addUser.getByRole('button', { name: 'Dodaj użytkownika' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Użytkownik ${approver.firstName} ${approver.lastName} został dodany.` })).toBeVisible();
  await page.getByRole('link', { name: 'Zobacz tę wiadomość w poczcie demo' }).click();
  await setPasswordFromWelcomeMail(page, approver.firstName, approver.password);
}

/** Paper ordered with deferred payment by courier on a cost centre (the buyer logged in); the order's number and id. */
export async function orderPaper(page: Page, costCentre: string, quantity = 5): Promise<{ number: string; orderId: string }> {
  await open(page, '/produkt/papier-ksero-pollux-a4-100-g-m2-500-ark-198552');
  await page.getByRole('textbox', { name: 'Ilość', exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Został dodany do koszyka' })).toBeVisible();
  await page.goto('/proces-zamowienia');
  const orderButton = page.getByRole('button', { name: 'Zamówienie z obowiązkiem zapłaty' });
  await expect(orderButton).toBeVisible();
  await page.getByLabel('Centrum kosztowe').selectOption({ label: costCentre });
  await page.getByRole('radio', { name: /Kurier DPD/ }).check();
  await page.getByRole('radio', { name: /Przelew z odroczonym terminem/ }).check();
  await orderButton.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie' })).toBeVisible();
  const number = /ZS\/\d{4}\/\d{2}\/\d{6}/.exec(await page.getByRole('main').innerText())![0];
  const orderId = /\/proces-zamowienia\/(\d+)/.exec(page.url())![1];
  return { number, orderId };
}

/** "01.10.2026" for an ISO day. */
export const polish = (day: string) => day.split('-').reverse().join('.');

/** A date field (dd.mm.rrrr) by its label: the group of its day, month and year. */
export const dateField = (page: Page, label: RegExp) => page.getByRole('group', { name: label });
/**
 * Types an ISO day into a date field as a user does: a click on the day, then the digits of dd.mm.rrrr
 * at a typist's pace (each digit moves the field's focus to its next section), and the field shows it.
 */
export async function typeDay(field: Locator, isoDay: string) {
  const box = (await field.boundingBox())!;
  await field.click({ position: { x: 18, y: box.height / 2 } });
  // The click selects the day section; a digit typed before it has focus would be lost.
  await expect(field.getByRole('spinbutton').first()).toBeFocused();
  await field.page().keyboard.type(polish(isoDay).replaceAll('.', ''), { delay: 40 });
  const [year, month, day] = isoDay.split('-').map(Number);
  for (const [index, value] of [day, month, year].entries()) await expect(field.getByRole('spinbutton').nth(index)).toHaveAttribute('aria-valuenow', String(value));
}
/** Empties a date field with the keyboard: all its sections selected, then Backspace. */
export async function clearDay(field: Locator) {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.press('ControlOrMeta+a');
  await field.page().keyboard.press('Backspace');
}

/**
 * Ticks (or unticks) a box of an account grid: a row's, or a column's in the "Kolumny" panel. The
 * data grid draws the change a task after the click (its selection and columns follow the page's
 * state in an effect), so the click is followed by a waiting assertion: Playwright's check() reads
 * the box at once and, on a busy machine, before the grid has drawn it.
 */
export async function tickInGrid(box: Locator, ticked = true): Promise<void> {
  await expect(box).toBeChecked({ checked: !ticked });
  await box.click();
  await expect(box).toBeChecked({ checked: ticked });
}

/** The texts of a grid's cells of `field` that are cut short: the cell, or something in it, holds more than it shows. */
export async function cutTexts(rows: Locator, field: string): Promise<string[]> {
  return rows
    .locator(`[data-field="${field}"]`)
    .evaluateAll((cells) => cells.filter((cell) => [cell, ...cell.querySelectorAll('*')].some((element) => element.scrollWidth > element.clientWidth + 1)).map((cell) => cell.textContent ?? ''));
}

/** How far a data grid's rows reach past its view (px): what a user would scroll sideways for. */
export async function sidewaysOverflow(grid: Locator): Promise<number> {
  return grid.locator('.MuiDataGrid-virtualScroller').evaluate((element) => element.scrollWidth - element.clientWidth);
}

/** The column headers whose titles a grid shows cut short, each with the width it needs and the width it has. */
export async function cutHeaders(grid: Locator): Promise<string[]> {
  return grid
    .locator('.MuiDataGrid-columnHeaderTitle')
    .evaluateAll((titles) => titles.filter((title) => title.scrollWidth > title.clientWidth + 1).map((title) => `${title.textContent} ${title.scrollWidth}/${title.clientWidth}`));
}
