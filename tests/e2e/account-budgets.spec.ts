import type { Page } from '@playwright/test';
import { callApi, putIntoCart, toast } from './error-helpers';
import { expect, expectNoAxeViolations, openLoggedIn, test, expectNoSidewaysScroll } from './fixtures';

/**
 * Budgets (the company's administrator on /moje-konto/centra-kosztowe): a quarterly hard centre made
 * for the buyer shows at his checkout and refuses an order over it with spec §5's message; archived,
 * it is gone from his choice and stays in the administrator's list behind "Pokaż zarchiwizowane". On a
 * phone the centres are cards and a refused name stands beside its field with nothing typed lost.
 */

const CENTRES_PAGE = '/moje-konto/centra-kosztowe';
const ORDER_BUTTON = 'Zamówienie z obowiązkiem zapłaty';

async function openCentres(page: Page): Promise<void> {
  await openLoggedIn(page, 'akceptant@firma.demo', CENTRES_PAGE);

  await expect(page.getByRole('heading', { level: 1, name: 'Centra kosztowe' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dodaj centrum kosztowe' })).toBeVisible();
}

/** The buyer's checkout choice of cost centres, as the select lists them. */
async function checkoutCentres(page: Page): Promise<string[]> {
  const field = page.getByLabel('Centrum kosztowe');
  await expect(field).toBeVisible();
  return field.evaluate((select: HTMLSelectElement) => [...select.options].map((option) => option.text.trim()));
}

test.describe('budgets', () => {
  test('a quarterly hard centre for the buyer refuses his order over it; archived, it is gone from his checkout', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openCentres(page);
    // The account menu leads there.
    await expect(page.getByRole('navigation', { name: 'Menu konta' }).getByRole('link', { name: 'Centra kosztowe' })).toHaveAttribute('aria-current', 'page');
    const table = page.getByRole('table', { name: 'Centra kosztowe firmy' });
    await expect(table.getByRole('row', { name: /Administracja/ })).toContainText('Twardy – nie można przekroczyć');

    // The administrator adds the centre for Piotr Zieliński (kupiec@firma.demo).
    await page.getByRole('button', { name: 'Dodaj centrum kosztowe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dodaj centrum kosztowe' });
    await dialog.getByLabel('Nazwa').fill('Targi Poznań');
    await dialog.getByLabel('Rodzaj limitu').selectOption({ label: 'Twardy – nie można przekroczyć' });
    await dialog.getByLabel('Okres limitu').selectOption({ label: 'Kwartał' });
    await dialog.getByLabel(/^Limit netto/).fill('10');
    await dialog.getByRole('combobox', { name: 'Kto może zamawiać na tym centrum' }).click();
    await page.getByRole('option', { name: 'Piotr Zieliński' }).click();
    await dialog.getByRole('button', { name: 'Dodaj centrum' }).click();
    await expect(toast(page, 'Centrum kosztowe „Targi Poznań” zostało dodane.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row', { name: /Targi Poznań/ });
    await expect(row).toContainText('Kwartał');
    await expect(row).toContainText('Piotr Zieliński');
    await expect(row).toContainText(/10,00\s*zł/);
    // Only the chosen user orders on it: the administrator's own checkout does not offer it.
    await expect(row).toContainText('1 osoba');
    await expect(row).not.toContainText('Magdalena Wójcik');
    await page.screenshot({ path: test.info().outputPath('budgets-1440.png'), fullPage: true });
    await expectNoAxeViolations(page);
    const own = await callApi<{ costCenters: { name: string }[] }>(page, 'GET', '/cost-centers');
    expect(own.costCenters.map((centre) => centre.name)).not.toContain('Targi Poznań');

    // The buyer: the centre at checkout, and his cart over its 10 zł.
    await openLoggedIn(page, 'kupiec@firma.demo', '/koszyk');
    await callApi(page, 'DELETE', '/shopping-carts/current');
    await putIntoCart(page, 3);
    const { shoppingCart } = await callApi<{ shoppingCart: { total: { net: number } } }>(page, 'GET', '/shopping-carts/current');
    expect(shoppingCart.total.net).toBeGreaterThan(10);
    await page.goto('/proces-zamowienia');
    await expect(page.getByRole('heading', { level: 1, name: 'Zamówienie' })).toBeVisible();
    expect(await checkoutCentres(page)).toContain('Targi Poznań');
    await page.getByLabel('Centrum kosztowe').selectOption({ label: 'Targi Poznań' });
    await expect(page.locator('#checkout-costCenterId-helper-text')).toHaveText(/^wartość twoich zakupów to: [\d\s]+,\d{2}zł, a twój limit wynosi: 10,00zł$/);
    await expect(page.getByRole('button', { name: ORDER_BUTTON })).toBeDisabled();

    // The administrator archives it (asked first); it leaves the list and the buyer's choice.
    await openCentres(page);
    await page.getByRole('button', { name: 'Archiwizuj centrum Targi Poznań' }).click();
    const confirm = page.getByRole('dialog', { name: 'Zarchiwizować centrum kosztowe?' });
    await expect(confirm).toContainText('Złożone zamówienia i ich historia zostają.');
    await confirm.getByRole('button', { name: 'Archiwizuj' }).click();
    await expect(toast(page, 'Centrum kosztowe „Targi Poznań” zostało zarchiwizowane.')).toBeVisible();
    await expect(table.getByRole('row', { name: /Targi Poznań/ })).toHaveCount(0);
    await page.getByLabel('Pokaż zarchiwizowane').check();
    await expect(table.getByRole('row', { name: /Targi Poznań/ })).toContainText('Zarchiwizowane');
    await expect(page.getByRole('button', { name: 'Przywróć centrum Targi Poznań' })).toBeVisible();

    await openLoggedIn(page, 'kupiec@firma.demo', '/proces-zamowienia');
    await expect(page.getByRole('heading', { level: 1, name: 'Zamówienie' })).toBeVisible();
    expect(await checkoutCentres(page)).not.toContain('Targi Poznań');
  });

  test('on a phone the centres are cards; a name in use is refused beside its field and nothing typed is lost', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await openCentres(page);
    const cards = page.getByRole('list', { name: 'Centra kosztowe firmy' });
    await expect(cards.getByRole('listitem')).toHaveCount(4);
    await expect(cards.getByRole('listitem').filter({ hasText: 'Marketing' })).toContainText('Przekroczenie po akceptacji');
    // Nothing wider than the screen.
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('budgets-390.png'), fullPage: true });
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Edytuj centrum Dział IT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edytuj centrum kosztowe Dział IT' });
    await dialog.getByLabel('Nazwa').fill('Marketing');
    await dialog.getByLabel('Okres limitu').selectOption({ label: 'Rok' });
    await dialog.getByLabel(/^Limit netto/).fill('1500,50');
    await dialog.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(dialog.getByText('Centrum kosztowe o nazwie „Marketing” już istnieje. Wybierz inną nazwę.')).toBeVisible();
    await expect(dialog.getByLabel('Nazwa')).toBeFocused();
    await expect(dialog.getByLabel(/^Limit netto/)).toHaveValue('1500,50');
    await expect(dialog.getByLabel('Okres limitu')).toHaveValue('year');
    await page.screenshot({ path: test.info().outputPath('budgets-390-dialog.png') });
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Nazwa').fill('Dział IT i serwis');
    await dialog.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(toast(page, 'Centrum kosztowe „Dział IT i serwis” zostało zmienione.')).toBeVisible();
    const card = cards.getByRole('listitem').filter({ hasText: 'Dział IT i serwis' });
    await expect(card).toContainText('Rok');
    await expect(card).toContainText(/1500,50\s*zł|1\s500,50\s*zł/);
  });
});
