import type { Page } from '@playwright/test';
import { cutTexts } from './account-helpers';
import { expect, expectNoAxeViolations, logIn, openLoggedIn, test, expectNoSidewaysScroll } from './fixtures';

test('a company buyer logs in and pages through the orders grid, 24 rows a page', async ({ page }) => {
  await page.goto('/logowanie');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await logIn(page, 'kupiec@firma.demo');
  await expect(page).toHaveURL(/\/moje-konto$/);

  await page.getByRole('navigation', { name: 'Menu konta' }).getByRole('link', { name: 'Zamówienia' }).click();
  await expect(page).toHaveURL(/\/moje-konto\/zamowienia/);
  const grid = page.getByRole('grid', { name: 'Lista zamówień' });
  const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(rows).toHaveCount(24);
  const firstNumber = await rows.first().locator('[data-field="number"]').textContent();
  expect(firstNumber).toMatch(/^ZS\/\d{4}\/\d{2}\/\d+$/);
  await expectNoAxeViolations(page);

  // On a 1024 px laptop every status reads whole ("Oczekuje na akceptację" is the longest), not cut short.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(rows.locator('[data-field="status"]').filter({ hasText: 'Oczekuje na akceptację' }).first()).toBeVisible();
  expect(await cutTexts(rows, 'status')).toEqual([]);
  // Names and cost centres take a second line there rather than being cut, and every column still fits.
  expect(await cutTexts(rows, 'createdBy')).toEqual([]);
  expect(await cutTexts(rows, 'costCenter')).toEqual([]);
  const gridBox = await grid.boundingBox();
  const lastHeader = await grid.getByRole('columnheader', { name: 'Akcje' }).boundingBox();
  expect((lastHeader?.x ?? Infinity) + (lastHeader?.width ?? 0)).toBeLessThanOrEqual((gridBox?.x ?? 0) + (gridBox?.width ?? 0));

  await page.getByRole('button', { name: /następnej strony/i }).click();
  await expect(rows).toHaveCount(24);
  await expect(rows.first().locator('[data-field="number"]')).not.toHaveText(firstNumber ?? '');
  await expect(page).toHaveURL(/currentPage=2/);
  await expect(page.getByText(/^25–48 z \d+$/)).toBeVisible();
});

test('the orders grid sorts by value on the server', async ({ page }) => {
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/zamowienia');
  const grid = page.getByRole('grid', { name: 'Lista zamówień' });
  await expect(grid.getByRole('row').filter({ has: page.getByRole('gridcell') })).toHaveCount(24);
  await grid.getByRole('columnheader', { name: /wartość/i }).click();
  await expect(page).toHaveURL(/grandTotal/);
  const cells = grid.locator('[data-field^="grandTotal"][role="gridcell"]');
  const amounts = async () =>
    (await cells.allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  // Sorted on the server: the page holds the 24 largest values, largest first.
  await expect.poll(async () => {
    const values = await amounts();
    return values.length === 24 && values.every((value, index) => index === 0 || values[index - 1] >= value);
  }).toBe(true);
  await grid.getByRole('columnheader', { name: /wartość/i }).click();
  await expect(page).toHaveURL(/grandTotal.*asc|asc.*grandTotal/);
  await expect.poll(async () => {
    const values = await amounts();
    return values.length === 24 && values.every((value, index) => index === 0 || values[index - 1] <= value);
  }).toBe(true);
});

test('a guest who opens the account area is sent to the login page and back after logging in', async ({ page }) => {
  await page.goto('/moje-konto/zamowienia');
  await expect(page).toHaveURL(/\/logowanie/);
  await logIn(page, 'kupiec@firma.demo');
  await expect(page).toHaveURL(/\/moje-konto\/zamowienia/);
  await expect(page.getByRole('grid', { name: 'Lista zamówień' })).toBeVisible();
});

test('the shop around the account area shows while the code of the area loads, with a loader where the area will be', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/AccountArea-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/zamowienia');
  // The header (search, cart) and the loader, not the boot screen, while the area's code is held back.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Spinacz – strona główna' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Ładowanie…' })).toBeVisible();
  await expect(ordersGrid(page)).toHaveCount(0);
  release();
  await expect(gridRows(page)).toHaveCount(24);
  await expect(page.getByRole('progressbar', { name: 'Ładowanie…' })).toHaveCount(0);
});

const ordersGrid = (page: Page) => page.getByRole('grid', { name: 'Lista zamówień' });
const gridRows = (page: Page) => ordersGrid(page).getByRole('row').filter({ has: page.getByRole('gridcell') });
const orderCards = (page: Page) => page.getByRole('list', { name: 'Lista zamówień' }).getByRole('listitem');
const statusCells = (page: Page) => ordersGrid(page).locator('[data-field="status"][role="gridcell"]');
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const cartLines = (page: Page) => page.getByRole('list', { name: 'Produkty w koszyku' }).getByRole('listitem');

/** Logs the approver in and opens the orders grid (cards on a phone), filtered to one status through the filter bar. */
async function openOrders(page: Page, status?: string): Promise<void> {
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/zamowienia');
  await expect(gridRows(page).or(orderCards(page)).first()).toBeVisible();
  if (status) await filterByStatus(page, status);
}

async function filterByStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(/filters/);
  await expect.poll(async () => [...new Set(await statusCells(page).allTextContents())]).toEqual([status]);
}

/** Opens the grid's first order from its number; returns the number. */
async function openFirstOrder(page: Page): Promise<string> {
  const link = gridRows(page).first().getByRole('link');
  const number = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Zamówienie ${number}` })).toBeVisible();
  return number;
}

test('an approver opens an order from the grid: lines, money, documents and the history', async ({ page }) => {
  await openOrders(page, 'Dostarczone');
  const number = await openFirstOrder(page);
  await expect(page).toHaveURL(/\/moje-konto\/zamowienia\/\d+$/);
  const lines = page.getByRole('table', { name: `Produkty zamówienia ${number}` });
  await expect(lines.getByRole('row').nth(1)).toBeVisible();
  // Each line's name leads to the product page.
  await expect(lines.getByRole('link').first()).toHaveAttribute('href', /^\/produkt\//);
  await expect(page.getByText('Razem brutto')).toBeVisible();
  const history = page.getByRole('list', { name: 'Historia zamówienia' }).getByRole('listitem');
  await expect(history.first()).toContainText('Złożone');
  await expect(history.last()).toContainText('Dostarczone');
  // A delivered order has its WZ note and an invoice that opens in the account's invoices.
  await expect(page.getByRole('region', { name: 'Dokumenty' }).getByRole('link').first()).toHaveAttribute('href', /^\/moje-konto\/faktury\/\d+$/);
  // Its parcel's tracking page opens in a new tab.
  await expect(page.getByRole('region', { name: 'Dostawa' }).getByRole('link')).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: 'Ścieżka' }).getByRole('link', { name: 'Zamówienia' }).click();
  await expect(gridRows(page).first()).toBeVisible();
  await page.goto('/moje-konto/zamowienia/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono zamówienia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć do listy zamówień' })).toBeVisible();
  await expect(page).toHaveTitle('Nie znaleziono zamówienia | Spinacz');

  // An address no order can have (a mistyped number) is told the same way, without asking the API.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/sales-orders\/[^/?]*abc/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/moje-konto/zamowienia/12abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono zamówienia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć do listy zamówień' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('copy order asks about the cart, fills it, and the header counts the products', async ({ page }) => {
  await openOrders(page, 'Dostarczone');
  await openFirstOrder(page);
  const names = await page.getByRole('table', { name: /^Produkty zamówienia/ }).getByRole('link').allTextContents();
  await page.getByRole('button', { name: 'Kopiuj do koszyka' }).click();
  const dialog = page.getByRole('dialog', { name: /^Kopiuj zamówienie/ });
  await expect(dialog.getByRole('button', { name: 'Dodaj do koszyka' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Wyczyść koszyk i dodaj' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, /koszyka/)).toBeVisible();
  // The cart query was invalidated: the header shows the order's products without a reload.
  await expect(page.getByRole('link', { name: new RegExp(`^Koszyk, ${names.length} produkt`) })).toBeVisible();
  await toast(page, /koszyka/).getByRole('link', { name: 'Przejdź do koszyka' }).click();
  await expect(page).toHaveURL(/\/koszyk$/);
  await expect(cartLines(page)).toHaveCount(names.length);
});

test('reorder in one click lands on the cart with the order’s products', async ({ page }) => {
  await openOrders(page, 'Wysłane');
  await openFirstOrder(page);
  const [firstName] = await page.getByRole('table', { name: /^Produkty zamówienia/ }).getByRole('link').allTextContents();
  await page.getByRole('button', { name: 'Zamów ponownie' }).click();
  await expect(page).toHaveURL(/\/koszyk$/);
  await expect(cartLines(page).filter({ hasText: firstName }).first()).toBeVisible();
});

test('an edited comment is saved and still shown after a reload', async ({ page }) => {
  await openOrders(page, 'W realizacji');
  await openFirstOrder(page);
  const comment = 'Proszę dostarczyć do recepcji na parterze.';
  await page.getByRole('button', { name: 'Edytuj komentarz' }).click();
  const dialog = page.getByRole('dialog', { name: /^Komentarz do zamówienia/ });
  await dialog.getByRole('textbox', { name: 'Komentarz' }).fill(comment);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toast(page, 'Zamówienie zostało zaktualizowane')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dane zamówienia' })).toContainText(comment);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Dane zamówienia' })).toContainText(comment);
});

test('the date filters are typed in the page\'s language: dd.mm.rrrr on a Polish page, dd/mm/yyyy on the English one in a Polish browser', async ({ page }) => {
  await openOrders(page);
  const from = page.getByRole('group', { name: /^Data od/ });
  await expect(from).toContainText('dd.mm.rrrr');
  await from.getByRole('spinbutton').first().click();
  await page.keyboard.type('0102');
  // Day and month typed, the year not yet: what was typed stays, nothing is applied.
  await expect(from).toContainText('01.02.rrrr');
  await page.keyboard.type('2026');
  await expect(from).toContainText('01.02.2026');
  await page.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(/2026-02-01/);
  const to = page.getByRole('group', { name: /^Data do/ });
  await to.getByRole('spinbutton').first().click();
  await page.keyboard.type('01012026');
  await expect(page.getByText('Data zakończenia nie może być wcześniejsza niż data rozpoczęcia')).toBeVisible();
  await expectNoAxeViolations(page);

  // The same filtered list in English (the browser stays Polish).
  await page.goto(page.url().replace('/moje-konto/zamowienia', '/en/my-account/orders'));
  const english = page.getByRole('group', { name: /^Date from/ });
  await expect(english).toContainText('01/02/2026');
  await expect(page.getByRole('group', { name: /^Date to/ })).toContainText('dd/mm/yyyy');
});

test('a status filter narrows the grid, is kept in the URL and survives a reload; reset brings all back', async ({ page }) => {
  await openOrders(page);
  const all = await page.getByText(/^\d+ zamówie/).textContent();
  await filterByStatus(page, 'Wysłane');
  await expect(page).toHaveURL(/filters\[0\]\[field\]=status/);
  const filtered = await page.getByText(/^\d+ zamówie/).textContent();
  expect(Number.parseInt(filtered ?? '', 10)).toBeLessThan(Number.parseInt(all ?? '', 10));
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Wysłane');
  await expect.poll(async () => [...new Set(await statusCells(page).allTextContents())]).toEqual(['Wysłane']);
  await expect(page.getByText(/^\d+ zamówie/)).toHaveText(filtered ?? '');

  await page.getByRole('button', { name: 'Wyczyść filtry' }).click();
  await expect(page).not.toHaveURL(/filters/);
  await expect(page.getByText(/^\d+ zamówie/)).toHaveText(all ?? '');
});

test('on a 390 px phone the orders are cards (number, date, status, buyer, cost centre, value, "Edytuj zamówienie"), sorted and paged, and the filters fold away', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await openOrders(page);
  const cards = orderCards(page);
  await expect(cards).toHaveCount(24);
  const first = cards.first();
  await expect(first.getByRole('link', { name: /^ZS\// })).toBeVisible();
  await expect(first.getByRole('term')).toHaveText(['Data złożenia', 'Status', 'Zamawiający', 'Centrum kosztowe', /^Wartość/]);
  // An order still open keeps its edit on the card ("Edytuj zamówienie", named with its number).
  await expect(cards.getByRole('button', { name: /^Edytuj zamówienie ZS\// }).first()).toBeVisible();
  // The status is spelled out in full, not cut short as in a narrow grid column.
  const status = first.getByRole('definition').nth(1);
  expect(await status.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
  await expect(page.getByRole('grid')).toHaveCount(0);
  // Sorting by value, lowest first, asks the server and keeps the choice in the address.
  await page.getByRole('combobox', { name: 'Sortuj' }).selectOption({ label: 'Wartość netto: rosnąco' });
  await expect(page).toHaveURL(/grandTotal/);
  await expect(page).toHaveURL(/asc/);
  const values = async () =>
    (await cards.locator('dd').filter({ hasText: /zł/ }).allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  await expect.poll(async () => { const shown = await values(); return shown.length === 24 && shown.every((value, index) => index === 0 || shown[index - 1] <= value); }).toBe(true);
  // The next page.
  const firstNumber = await first.getByRole('link').textContent();
  await page.getByRole('navigation', { name: 'Lista zamówień – strony' }).getByRole('button', { name: 'Strona 2' }).click();
  await expect(page).toHaveURL(/currentPage=2/);
  await expect(first.getByRole('link')).not.toHaveText(firstNumber ?? '');
  // Nothing makes the page scroll sideways.
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
  // The folded filters' date pickers are not downloaded until the filters are opened.
  expect(scripts.filter((path) => path.includes('DateInput'))).toEqual([]);
  await page.getByRole('button', { name: 'Filtry' }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Data/ }).first().getByRole('spinbutton').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
