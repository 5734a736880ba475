import type { Locator, Page } from '@playwright/test';
import { logInAs, sidewaysOverflow, tickInGrid } from './account-helpers';
import { answerNext, callApi, findProducts } from './error-helpers';
import { expect, expectNoAxeViolations, test, expectNoSidewaysScroll } from './fixtures';

const QUEUE = '/moje-konto/zamowienia-oczekujace';
const NO_ACCESS = 'Nie masz dostępu do tej części konta.';

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Menu konta' });
const queueLink = (scope: Page | Locator) => scope.getByRole('link', { name: /^Zamówienia oczekujące/ });

/** The approvers' count a menu entry shows (its pill; screen readers hear "3 do akceptacji"); 0 without a badge. */
async function badgeCount(link: Locator): Promise<number> {
  const text = (await link.textContent()) ?? '';
  const match = /(?:^|\D)(\d+) do akceptacji/.exec(text.replace(/\s+/g, ' '));
  if (!match) return 0;
  // The pill (hidden from screen readers) shows the same number as the sentence.
  await expect(link.locator('[aria-hidden="true"]').filter({ hasText: /^\d+$/ })).toHaveText(match[1]);
  return Number(match[1]);
}

/** The header's account dropdown: opens it, reads the queue entry's count, closes it again. */
async function headerCount(page: Page): Promise<number> {
  const button = page.getByRole('button', { name: /^Konto: / });
  await button.click();
  const link = queueLink(page.locator('header'));
  await expect(link).toBeVisible();
  const count = await badgeCount(link);
  await page.keyboard.press('Escape');
  await expect(link).toBeHidden();
  return count;
}

const queueGrid = (page: Page) => page.getByRole('grid', { name: 'Lista zamówień oczekujących na akceptację' });
const dataRows = (page: Page) => queueGrid(page).getByRole('row').filter({ has: page.getByRole('gridcell') });

async function openQueue(page: Page): Promise<number> {
  const link = queueLink(accountNav(page));
  await expect(link).toBeVisible();
  await expect.poll(() => badgeCount(link)).toBeGreaterThan(0);
  const count = await badgeCount(link);
  await link.click();
  await expect(page).toHaveURL(/\/moje-konto\/zamowienia-oczekujace/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zamówienia oczekujące' })).toBeVisible();
  await expect(dataRows(page)).toHaveCount(Math.min(count, 24));
  return count;
}

/** The order number of a grid row or a card (its first link). */
async function rowNumber(row: Locator): Promise<string> {
  return ((await row.getByRole('link').first().textContent()) ?? '').trim();
}

/** Accepts the two ticked orders through the bulk bar's button and its confirmation, which lists both. */
async function acceptBothSelected(page: Page, bulk: Locator, first: string, second: string): Promise<void> {
  await bulk.getByRole('button', { name: 'Akceptuj zaznaczone (2)' }).click();
  const approval = page.getByRole('dialog', { name: 'Akceptacja zamówień (2)' });
  await expect(approval.getByRole('cell', { name: first })).toBeVisible();
  await expect(approval.getByRole('cell', { name: second })).toBeVisible();
  await approval.getByRole('button', { name: 'Akceptuj zamówienia (2)' }).click();
  await expect(page.getByText('Zaakceptowano 2 zamówienia.')).toBeVisible();
}

test('an approver accepts one order from the grid and rejects another with a reason; the badges count down', async ({ page }) => {
  // Two decisions, each with its dialog, and the badges after them: a journey longer than one page's test.
  test.slow();
  await logInAs(page, 'akceptant@firma.demo');
  const before = await openQueue(page);
  expect(before).toBeGreaterThanOrEqual(2);
  expect(await headerCount(page)).toBe(before);
  await expectNoAxeViolations(page);

  // Accept the first row: the order approval validation shows the cost centre and the amount over the limit.
  const accepted = await rowNumber(dataRows(page).first());
  await page.getByRole('button', { name: `Akceptuj zamówienie ${accepted}` }).click();
  const approval = page.getByRole('dialog', { name: 'Akceptacja zamówienia' });
  await expect(approval).toBeVisible();
  await expect(approval.getByRole('columnheader', { name: 'Centrum kosztowe' })).toBeVisible();
  await expect(approval.getByRole('columnheader', { name: 'Ponad limit' })).toBeVisible();
  await expect(approval.getByRole('cell', { name: accepted })).toBeVisible();
  await expectNoAxeViolations(page);
  await approval.getByRole('button', { name: 'Akceptuj', exact: true }).click();
  await expect(page.getByText(`Zamówienie ${accepted} zostało zaakceptowane.`)).toBeVisible();
  await expect(approval).toBeHidden();
  await expect(queueGrid(page).getByRole('link', { name: accepted })).toHaveCount(0);
  await expect.poll(() => badgeCount(queueLink(accountNav(page)))).toBe(before - 1);
  expect(await headerCount(page)).toBe(before - 1);

  // Reject another: the reason is required.
  const rejected = await rowNumber(dataRows(page).first());
  await page.getByRole('button', { name: `Odrzuć zamówienie ${rejected}` }).click();
  const rejection = page.getByRole('dialog', { name: 'Odrzucenie zamówienia' });
  await expect(rejection).toBeVisible();
  await rejection.getByRole('button', { name: 'Odrzuć', exact: true }).click();
  await expect(rejection.getByText('To pole jest wymagane.')).toBeVisible();
  await expectNoAxeViolations(page);
  await rejection.getByRole('textbox', { name: /Powód odrzucenia/ }).fill('Proszę zamówić tańszy odpowiednik z naszej listy.');
  await rejection.getByRole('button', { name: 'Odrzuć', exact: true }).click();
  await expect(page.getByText(`Zamówienie ${rejected} zostało odrzucone.`)).toBeVisible();
  await expect(queueGrid(page).getByRole('link', { name: rejected })).toHaveCount(0);
  await expect.poll(() => badgeCount(queueLink(accountNav(page)))).toBe(before - 2);
  expect(await headerCount(page)).toBe(before - 2);
});

test('an order its buyer changed while the queue showed it is not accepted unseen: the approver is told and decides it again', async ({ page }) => {
  test.slow();
  await logInAs(page, 'akceptant@firma.demo');
  await openQueue(page);
  type Queue = { salesOrders: { id: number; number: string }[] };
  const { salesOrders } = await callApi<Queue>(page, 'GET', '/sales-orders/order-for-acceptance?limit=24&offset=0&filters[createdBy][]=2');
  const { id, number } = salesOrders[0];
  await expect(queueGrid(page).getByRole('link', { name: number })).toBeVisible();

  // Meanwhile the buyer, in her own browser, adds a product to the order in edit-order mode.
  const [extra] = await findProducts(page, 1);
  await page.evaluate(
    async ([orderId, productId]) => {
      const form = new URLSearchParams({ grant_type: 'password', username: 'kupiec@firma.demo', password: 'Spinacz123!', client_id: 'spinacz', client_secret: 'spinacz' });
      const { access_token: token } = (await (await fetch('/oauth2/token', { method: 'POST', body: form })).json()) as { access_token: string };
      const added = await fetch(`/e-commerce/v1/sales-orders/${orderId}/item`, {
        method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ productId, quantity: 1 }),
      });
      if (!added.ok) throw new Error(`the buyer's edit: ${added.status}`);
    },
    [id, extra.id] as const,
  );

  await page.getByRole('button', { name: `Akceptuj zamówienie ${number}` }).click();
  const approval = page.getByRole('dialog', { name: 'Akceptacja zamówienia' });
  await approval.getByRole('button', { name: 'Akceptuj', exact: true }).click();
  const alert = page.getByRole('main').getByRole('alert').filter({ hasText: number });
  await expect(alert).toContainText(`Zamówienie ${number} zostało w międzyczasie zmienione – sprawdź je i zdecyduj ponownie.`);
  // Nothing was decided: the order still waits in the queue, now as it is; accepted again, it goes.
  await expect(queueGrid(page).getByRole('link', { name: number })).toBeVisible();
  await page.getByRole('button', { name: `Akceptuj zamówienie ${number}` }).click();
  await approval.getByRole('button', { name: 'Akceptuj', exact: true }).click();
  await expect(page.getByText(`Zamówienie ${number} zostało zaakceptowane.`)).toBeVisible();
  await expect(queueGrid(page).getByRole('link', { name: number })).toHaveCount(0);
});

test('an approver accepts two selected orders at once', async ({ page }) => {
  await logInAs(page, 'akceptant@firma.demo');
  const before = await openQueue(page);
  expect(before).toBeGreaterThanOrEqual(2);
  const rows = dataRows(page);
  const first = await rowNumber(rows.nth(0));
  const second = await rowNumber(rows.nth(1));
  await tickInGrid(rows.nth(0).getByRole('checkbox'));
  await tickInGrid(rows.nth(1).getByRole('checkbox'));
  const bulk = page.getByRole('region', { name: 'Działania na zaznaczonych zamówieniach' });
  await expect(bulk.getByText('Zaznaczono 2 zamówienia')).toBeVisible();
  await expect(bulk.getByRole('button', { name: 'Odrzuć zaznaczone (2)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await acceptBothSelected(page, bulk, first, second);
  await expect(queueGrid(page).getByRole('link', { name: first })).toHaveCount(0);
  await expect(queueGrid(page).getByRole('link', { name: second })).toHaveCount(0);
  await expect(bulk).toBeHidden();
  await expect.poll(() => badgeCount(queueLink(accountNav(page)))).toBe(before - 2);
  expect(await headerCount(page)).toBe(before - 2);
});

test('on a tablet (700 px) the queue cards are ticked for a decision on several orders', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await logInAs(page, 'akceptant@firma.demo', QUEUE);
  const cards = page.getByRole('list', { name: 'Lista zamówień oczekujących na akceptację' }).getByRole('listitem');
  await expect(cards.nth(1)).toBeVisible();
  const first = await rowNumber(cards.nth(0));
  const second = await rowNumber(cards.nth(1));
  await cards.nth(0).getByRole('checkbox', { name: `Zaznacz ${first}` }).check();
  await cards.nth(1).getByRole('checkbox', { name: `Zaznacz ${second}` }).check();
  const bulk = page.getByRole('region', { name: 'Działania na zaznaczonych zamówieniach' });
  await expect(bulk.getByText('Zaznaczono 2 zamówienia')).toBeVisible();
  await expectNoAxeViolations(page);
  await acceptBothSelected(page, bulk, first, second);
  await expect(cards.getByRole('link', { name: first })).toHaveCount(0);
  await expect(bulk).toBeHidden();
});

test('a buyer has no queue: no menu entry, and its address says so', async ({ page }) => {
  await logInAs(page, 'kupiec@firma.demo');
  await expect(accountNav(page).getByRole('link', { name: 'Zamówienia', exact: true })).toBeVisible();
  await expect(queueLink(accountNav(page))).toHaveCount(0);
  await page.getByRole('button', { name: /^Konto: / }).click();
  await expect(page.locator('header').getByRole('link', { name: 'Zamówienia', exact: true })).toBeVisible();
  await expect(queueLink(page.locator('header'))).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(QUEUE);
  await expect(page.getByText(NO_ACCESS)).toBeVisible();
  await expect(queueGrid(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a data-only user sees orders but no buying or deciding actions', async ({ page }) => {
  await logInAs(page, 'dane@firma.demo');
  await expect(queueLink(accountNav(page))).toHaveCount(0);
  await accountNav(page).getByRole('link', { name: 'Zamówienia', exact: true }).click();
  const grid = page.getByRole('grid', { name: 'Lista zamówień' });
  await expect(grid.getByRole('row').filter({ has: page.getByRole('gridcell') })).toHaveCount(24);
  await expect(grid.getByRole('button', { name: /^(Akceptuj|Odrzuć|Edytuj) zamówienie/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(QUEUE);
  await expect(page.getByText(NO_ACCESS)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Akceptuj|^Odrzuć/ })).toHaveCount(0);
});

test('on a phone the queue is cards with what a decision needs: amount, buyer, cost centre, date, the amount over the limit, a tick box and the actions', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, 'akceptant@firma.demo', QUEUE);
  await expect(page.getByRole('heading', { level: 1, name: 'Zamówienia oczekujące' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: /^Otwórz menu konta/ });
  await expect.poll(() => badgeCount(menuButton)).toBeGreaterThan(0);
  const cards = page.getByRole('list', { name: 'Lista zamówień oczekujących na akceptację' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const first = cards.first();
  await expect(first.getByRole('link')).toBeVisible();
  await expect(first.getByRole('term')).toHaveText(['Data złożenia', 'Zamawiający', 'Centrum kosztowe', /^Wartość (netto|brutto)$/, 'Ponad limit']);
  await expect(first.getByRole('definition').nth(3)).toHaveText(/zł$/);
  // The tick box for a decision on several orders is named after the order.
  const number = (await first.getByRole('link').textContent()) ?? '';
  const tick = first.getByRole('checkbox', { name: `Zaznacz ${number}` });
  await expect(tick).toBeVisible();
  await tick.press('Space');
  await expect(tick).toBeChecked();
  await expect(page.getByRole('region', { name: 'Działania na zaznaczonych zamówieniach' })).toContainText('Zaznaczono 1 zamówienie');
  await tick.press('Space');
  await expect(page.getByRole('region', { name: 'Działania na zaznaczonych zamówieniach' })).toHaveCount(0);
  await expect(first.getByRole('button', { name: /^Akceptuj zamówienie/ })).toBeInViewport();
  await expect(first.getByRole('button', { name: /^Odrzuć zamówienie/ })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  // A decision from a card opens the same confirmation as in the grid.
  await first.getByRole('button', { name: /^Odrzuć zamówienie/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Nothing makes the page scroll sideways.
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  const phoneCount = await badgeCount(menuButton);
  await menuButton.click();
  const drawerLink = queueLink(accountNav(page));
  await expect(drawerLink).toBeVisible();
  expect(await badgeCount(drawerLink)).toBe(phoneCount);
  await expectNoAxeViolations(page);
});

test.describe('a 1024 px screen', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('with approval rules in force the queue shows the level of approval, and still every order’s number, date, value and actions without scrolling sideways', async ({ page }) => {
    await logInAs(page, 'akceptant@firma.demo', QUEUE);
    await expect(dataRows(page).first()).toBeVisible();
    await expect(queueGrid(page).getByRole('columnheader', { name: /^Poziom akceptacji/ })).toHaveCount(0);

    // The queue as it stands once the company's rules put its orders in a chain of two levels.
    type Queue = { salesOrders: Record<string, unknown>[] };
    const queue = await callApi<Queue>(page, 'GET', '/sales-orders/order-for-acceptance?limit=24&offset=0&orderBy=createdAt&orderDirection=ASC');
    const inChain = {
      ...queue,
      salesOrders: queue.salesOrders.map((order) => ({ ...order, approval: { level: 1, levels: 2, waitingFor: { id: 3, name: 'Magdalena Wójcik' } } })),
    };
    await answerNext(page, 'getSalesOrdersForAcceptance', inChain);
    await queueGrid(page).getByRole('columnheader', { name: /^Data złożenia/ }).click();
    await expect(queueGrid(page).getByRole('columnheader', { name: /^Poziom akceptacji/ })).toBeVisible();
    await expect(dataRows(page).first().getByText('Poziom 1 z 2')).toBeVisible();

    const grid = queueGrid(page);
    const gridBox = (await grid.boundingBox())!;
    for (const name of [/^Numer zamówienia/, /^Data złożenia/, /^Wartość (netto|brutto)/, /^Poziom akceptacji/, /^Akcje/]) {
      const header = (await grid.getByRole('columnheader', { name }).boundingBox())!;
      expect(header.x + header.width, `${name.source} within the grid`).toBeLessThanOrEqual(gridBox.x + gridBox.width + 1);
    }
    // Nothing to scroll sideways inside the grid either.
    expect(await sidewaysOverflow(grid)).toBeLessThanOrEqual(8);
  });
});
