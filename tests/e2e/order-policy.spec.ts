import type { Page } from '@playwright/test';
import { callApi } from './error-helpers';
import { expect, openLoggedIn, test } from './fixtures';

const cartLines = (page: Page) => page.getByRole('list', { name: 'Produkty w koszyku' }).getByRole('listitem');

/** The first product of the logged-in buyer's newest order. */
async function productOfNewestOrder(page: Page): Promise<number> {
  const list = await callApi<{ salesOrders: { id: number }[] }>(page, 'GET', '/sales-orders?limit=5');
  const detail = await callApi<{ salesOrder: { items: { productId: number }[] } }>(page, 'GET', `/sales-orders/${list.salesOrders[0].id}`);
  return detail.salesOrder.items[0].productId;
}

/** An accepted order of the logged-in buyer on the centre (a small one: Marketing's limit holds it), placed through the API; with its net value. */
async function acceptedOrder(page: Page, costCenterId = 12): Promise<{ id: number; number: string; net: number; productId: number }> {
  const productId = await productOfNewestOrder(page);
  await callApi(page, 'POST', '/shopping-carts/current', { productId, quantity: 1 });
  const { salesOrder } = await callApi<{ salesOrder: { id: number; number: string; status: { id: string }; total: { net: number } } }>(
    page, 'POST', '/checkout/orders', { paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId, insufficientStockDecision: 'waitForAll' },
  );
  expect(salesOrder.status.id, 'a small order is placed accepted').toBe('accepted');
  return { id: salesOrder.id, number: salesOrder.number, net: salesOrder.total.net, productId };
}

/** The logged-in administrator's company-wide approval rule: above `threshold` zł net she decides (one level). */
async function companyRule(page: Page, threshold: number): Promise<void> {
  const { user } = await callApi<{ user: { id: number } }>(page, 'GET', '/users/current');
  await callApi(page, 'POST', '/companies/current/approval-rules', { costCenterId: null, levels: [{ threshold, approverId: user.id }] });
}

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`an accepted Marketing order raised over the limit in edit mode waits for acceptance again (${viewport.width} px)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await openLoggedIn(page, 'kupiec@firma.demo', '/moje-konto');
    const order = await acceptedOrder(page);

    await page.goto(`/koszyk?edytuj-zamowienie=${order.id}`);
    await expect(page.getByRole('main').getByRole('region', { name: 'TRYB EDYCJI' })).toBeVisible();
    const quantity = cartLines(page).first().getByRole('textbox');
    await quantity.fill('5000');
    await quantity.press('Tab');
    // The buyer is told, not only the approver.
    await expect(page.getByRole('status').filter({ hasText: `Zamówienie ${order.number} zostało zmienione. Po zmianie przekracza limit centrum kosztowego „Marketing” i czeka na ponowną akceptację.` })).toBeVisible({ timeout: 8000 });

    await page.goto(`/moje-konto/zamowienia/${order.id}`);
    await expect(page.getByRole('main').getByText('Oczekuje na akceptację').first()).toBeVisible();
    const history = page.getByRole('main').getByRole('list').filter({ hasText: 'Zmiana zamówienia' });
    await expect(history).toContainText('Piotr Zieliński');
    await expect(history).toContainText(/Wartość zamówienia: .+ → .+ brutto/);
    await expect(history).toContainText('czeka na ponowną akceptację');
  });
}

test('an accepted order raised past the company’s approval rule in edit mode waits for the rule’s approver, on a centre without a limit', async ({ page }) => {
  test.slow();
  await openLoggedIn(page, 'kupiec@firma.demo', '/moje-konto');
  const order = await acceptedOrder(page, 13);
  // Afterwards the administrator adds a rule the order is below: above its value (plus 10 zł) she decides.
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto');
  await companyRule(page, Math.ceil(order.net) + 10);

  await openLoggedIn(page, 'kupiec@firma.demo', `/koszyk?edytuj-zamowienie=${order.id}`);
  await expect(page.getByRole('main').getByRole('region', { name: 'TRYB EDYCJI' })).toBeVisible();
  const quantity = cartLines(page).first().getByRole('textbox');
  await quantity.fill('500');
  await quantity.press('Tab');
  await expect(page.getByRole('status').filter({
    hasText: `Zamówienie ${order.number} zostało zmienione. Po zmianie wymaga akceptacji zgodnie z regułami akceptacji firmy (poziomy: 1) i czeka na ponowną akceptację.`,
  })).toBeVisible({ timeout: 8000 });

  await page.goto(`/moje-konto/zamowienia/${order.id}`);
  await expect(page.getByRole('main').getByText('Oczekuje na akceptację').first()).toBeVisible();
  const history = page.getByRole('main').getByRole('list').filter({ hasText: 'Zmiana zamówienia' });
  await expect(history).toContainText('Po zmianie zamówienie wymaga akceptacji zgodnie z regułami akceptacji firmy (poziomy: 1) – czeka na ponowną akceptację.');

  // The checkout says it beforehand: the same product in the cart, over the threshold, will wait for the rule's level.
  await page.goto('/koszyk');
  await page.getByRole('main').getByRole('button', { name: 'Zakończ edycje' }).click();
  await expect(page.getByRole('main').getByRole('region', { name: 'TRYB EDYCJI' })).toBeHidden();
  await callApi(page, 'POST', '/shopping-carts/current', { productId: order.productId, quantity: 500 });
  await page.goto('/proces-zamowienia');
  await page.getByLabel('Centrum kosztowe').selectOption({ label: 'Dział IT' });
  await expect(page.getByRole('status').filter({ hasText: 'Po złożeniu zamówienie poczeka na akceptację zgodnie z regułami akceptacji firmy (1 poziom akceptacji).' })).toBeVisible();

  // The rule's approver finds it in her queue.
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/zamowienia-oczekujace');
  await expect(page.getByRole('grid', { name: 'Lista zamówień oczekujących na akceptację' }).getByRole('link', { name: order.number })).toBeVisible();
});

test('a buyer whose centre was taken from her cannot raise her order on it in edit mode; the shop says why and the order stays', async ({ page }) => {
  test.slow();
  await openLoggedIn(page, 'kupiec@firma.demo', '/moje-konto');
  const order = await acceptedOrder(page, 13);
  // The administrator leaves the buyer (user 2) only Marketing.
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto');
  await callApi(page, 'PATCH', '/companies/current/users/2', { costCenterIds: [12] });

  await openLoggedIn(page, 'kupiec@firma.demo', `/koszyk?edytuj-zamowienie=${order.id}`);
  await expect(page.getByRole('main').getByRole('region', { name: 'TRYB EDYCJI' })).toBeVisible();
  const quantity = cartLines(page).first().getByRole('textbox');
  const before = await quantity.inputValue();
  await quantity.fill('50');
  await quantity.press('Tab');
  const message = page.getByRole('dialog', { name: 'Komunikat' });
  await expect(message).toContainText('Zamówienie jest na centrum kosztowym „Dział IT”, na które nie możesz już zamawiać – możesz tylko zmniejszyć ilości albo usunąć produkty.', { timeout: 8000 });
  await message.getByRole('button', { name: 'OK' }).click();
  await expect(quantity).toHaveValue(before);
});
