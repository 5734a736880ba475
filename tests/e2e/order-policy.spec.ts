import type { Page } from '@playwright/test';
import { expect, openLoggedIn, test } from './fixtures';

const cartLines = (page: Page) => page.getByRole('list', { name: 'Produkty w koszyku' }).getByRole('listitem');

/** An accepted order of the logged-in buyer on Marketing (a small one, within the limit), placed through the API. */
async function acceptedMarketingOrder(page: Page): Promise<{ id: number; number: string }> {
  return page.evaluate(async () => {
    const token = decodeURIComponent(document.cookie.split('; ').find((cookie) => cookie.startsWith('spinacz_auth='))?.split('=')[1] ?? '');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const list = (await (await fetch('/e-commerce/v1/sales-orders?limit=5', { headers })).json()) as { salesOrders: { id: number }[] };
    const detail = (await (await fetch(`/e-commerce/v1/sales-orders/${list.salesOrders[0].id}`, { headers })).json()) as { salesOrder: { items: { productId: number }[] } };
    await fetch('/e-commerce/v1/shopping-carts/current', { method: 'POST', headers, body: JSON.stringify({ productId: detail.salesOrder.items[0].productId, quantity: 1 }) });
    const placed = await fetch('/e-commerce/v1/checkout/orders', { method: 'POST', headers, body: JSON.stringify({ paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 12, insufficientStockDecision: 'waitForAll' }) });
    const body = (await placed.json()) as { salesOrder: { id: number; number: string; status: { id: string } } };
    if (body.salesOrder.status.id !== 'accepted') throw new Error(`expected an accepted order, got ${JSON.stringify(body)}`);
    return { id: body.salesOrder.id, number: body.salesOrder.number };
  });
}

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`an accepted Marketing order raised over the limit in edit mode waits for acceptance again (${viewport.width} px)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await openLoggedIn(page, 'kupiec@firma.demo', '/moje-konto');
    const order = await acceptedMarketingOrder(page);

    await page.goto(`/koszyk?edytuj-zamowienie=${order.id}`);
    await expect(page.getByRole('main').getByRole('region', { name: 'TRYB EDYCJI' })).toBeVisible();
    const quantity = cartLines(page).first().getByRole('textbox');
    await quantity.fill('5000');
    await quantity.press('Tab');
    await expect(page.getByText('Zamówienie zostało zaktualizowane')).toBeVisible({ timeout: 8000 });

    await page.goto(`/moje-konto/zamowienia/${order.id}`);
    await expect(page.getByRole('main').getByText('Oczekuje na akceptację').first()).toBeVisible();
    const history = page.getByRole('main').getByRole('list').filter({ hasText: 'Zmiana zamówienia' });
    await expect(history).toContainText('Piotr Zieliński');
    await expect(history).toContainText(/Wartość zamówienia: .+ → .+ brutto/);
    await expect(history).toContainText('czeka na ponowną akceptację');
  });
}
