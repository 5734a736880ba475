import type { Page } from '@playwright/test';
import { logInThroughForm, setPasswordFromWelcomeMail } from './account-helpers';
import { callApi, findProducts, logInAs, messageDialog, openPage } from './error-helpers';
import { expect, test } from './fixtures';

/**
 * Three rules of the order policy (README "Order policy", src/domain/orderPolicy/) as a user meets
 * them: a user given only some cost centres sees and orders only on those; an accepted order changed
 * over its centre's hard limit is refused with spec §5's message and stays as it was; a quantity over
 * the maximum is refused with a sentence, never with the request's field name. Every test runs on a
 * desktop and on a phone.
 */

interface Centre {
  id: number;
  name: string;
  limit: number | null;
  limitAvailable: number | null;
  isLimitHard: boolean;
  canExceedAfterApproval: boolean;
}

interface Money {
  net: number;
  gross: number;
}

interface OrderDetail {
  salesOrder: {
    id: number;
    number: string;
    status: { id: string };
    total: Money;
    grandTotal: Money;
    items: { productId: number; name: string; quantity: number; priceObject: Money }[];
  };
}

/** An API call with the page's token (auth cookie, else the guest's) whose refusal is the subject: the status and the JSON body. */
function rawCall(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ([how, where, data]) => {
      const token = decodeURIComponent(/(?:^|; )spinacz_auth=([^;]*)/.exec(document.cookie)?.[1] ?? /(?:^|; )spinacz_guest=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Content-Type': 'application/json' };
      const response = await fetch(`/e-commerce/v1${where}`, { method: how, headers, body: JSON.stringify(data) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    [method, path, body] as const,
  );
}

const costCentres = async (page: Page): Promise<Centre[]> => (await callApi<{ costCenters: Centre[] }>(page, 'GET', '/cost-centers')).costCenters;

/** The cart's quantities as the server keeps them. */
async function serverQuantities(page: Page): Promise<Record<number, number>> {
  const { shoppingCart } = await callApi<{ shoppingCart: { items: { productId: number; quantity: number }[] } }>(page, 'GET', '/shopping-carts/current');
  return Object.fromEntries(shoppingCart.items.map((item) => [item.productId, item.quantity]));
}

/** An amount as spec §5's message writes it ("3456,70", "12 345,50" with a non-breaking space), as a pattern. */
function amountPattern(amount: number): string {
  const [whole, fraction] = amount.toFixed(2).split('.');
  return `${whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, '\\s') : whole},${fraction}`;
}

/** A delivery address for an order placed through the API by a user whose address book is empty. */
const OFFICE = { name: 'Meblomax sp. z o.o. – biuro', countryCode: 'PL', streetWithNumber: 'ul. Składowa 12', city: 'Poznań', zip: '61-897', phone1: '+48 61 852 40 00' };

const VIEWPORTS = [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { label, viewport } of VIEWPORTS) {
  test.describe(`cost-centre rules (${label})`, () => {
    test.use({ viewport });

    test('a user given only Marketing sees and buys only on Marketing', async ({ page }) => {
      // The administrator's setup, the mailbox, the password page, two logins and the checkout.
      test.slow();
      await logInAs(page, 'akceptant@firma.demo');
      const company = await costCentres(page);
      const marketing = company.find((centre) => centre.name === 'Marketing');
      const other = company.find((centre) => centre.name === 'Dział IT');
      expect(marketing, 'the company has Marketing').toBeTruthy();
      expect(other, 'the company has Dział IT').toBeTruthy();

      // The administrator adds a buyer with only Marketing ticked (the dialog's own journey is account-reports' subject).
      const email = `marketing.${label}.${Date.now()}@firma.demo`;
      await callApi(page, 'POST', '/companies/current/users', {
        firstName: 'Alicja', lastName: 'Nowicka', email, phone1: '+48 601 234 567', roleId: 2, costCenterIds: [marketing!.id],
      });

      // She sets her password from the e-mail in the demo mailbox and logs in.
      await page.goto(`/demo/poczta?to=${encodeURIComponent(email)}`);
      await setPasswordFromWelcomeMail(page, 'Alicja', 'AlicjaNowicka2026');
      await logInThroughForm(page, email, 'AlicjaNowicka2026');

      // Her centres are Marketing alone, in the API and in the checkout's choice.
      expect((await costCentres(page)).map((centre) => centre.name)).toEqual(['Marketing']);
      const [product] = await findProducts(page, 1);
      await callApi(page, 'POST', '/shopping-carts/current/items', { items: [{ productId: product.id, quantity: 1 }] });
      await page.goto('/proces-zamowienia');
      await expect(page.getByRole('heading', { level: 1, name: 'Zamówienie' })).toBeVisible();
      const centreField = page.getByLabel('Centrum kosztowe');
      await expect(centreField).toBeVisible();
      await expect(centreField).toHaveValue(String(marketing!.id));
      expect(await centreField.evaluate((select: HTMLSelectElement) => [...select.options].map((option) => option.text.trim()))).toEqual(['Marketing']);

      // An order on a centre she was not given is refused (403, the field named), in Polish; the cart stays.
      const order = { paymentMethod: 'transfer', deliveryMethod: 'courier', insufficientStockDecision: 'waitForAll', newDeliveryAddress: OFFICE };
      const refused = await rawCall(page, 'POST', '/checkout/orders', { ...order, costCenterId: other!.id });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'COST-CENTER-NOT-ASSIGNED',
        field: 'costCenterId',
        message: 'Nie możesz zamawiać na to centrum kosztowe – wybierz jedno ze swoich.',
      });
      expect(await serverQuantities(page)).toEqual({ [product.id]: 1 });

      // On Marketing she buys.
      const placed = await rawCall(page, 'POST', '/checkout/orders', { ...order, costCenterId: marketing!.id });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const { salesOrder } = placed.body as { salesOrder: { number: string; costCenter: { id: number; name: string } | null } };
      expect(salesOrder.number).toMatch(/ZS\/\d{4}\/\d{2}\/\d{6}/);
      expect(salesOrder.costCenter).toEqual({ id: marketing!.id, name: 'Marketing' });
    });

    test('an accepted order edited over its centre\'s hard limit is refused with the §5 message and keeps its lines', async ({ page }) => {
      // The order page, the edit-mode cart, a save past the debounce, a reload and the order page again.
      test.slow();
      await logInAs(page, 'kupiec@firma.demo');
      // The centre with a hard limit that may not be exceeded (Administracja in the demo data) and what it has left.
      const hard = (await costCentres(page)).find((centre) => centre.isLimitHard && !centre.canExceedAfterApproval && centre.limit !== null);
      expect(hard?.name, 'a centre with a hard limit that may not be exceeded').toBe('Administracja');
      const left = hard!.limitAvailable!;
      expect(left).toBeGreaterThan(100);

      // A small order on it: within the limit, accepted at once.
      const [product] = await findProducts(page, 1);
      await callApi(page, 'POST', '/shopping-carts/current/items', { items: [{ productId: product.id, quantity: 1 }] });
      const placed = await callApi<{ salesOrder: { id: number; number: string; status: { id: string } } }>(page, 'POST', '/checkout/orders', {
        paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: hard!.id, insufficientStockDecision: 'waitForAll',
      });
      expect(placed.salesOrder.status.id).toBe('accepted');
      const orderId = placed.salesOrder.id;
      const before = (await callApi<OrderDetail>(page, 'GET', `/sales-orders/${orderId}`)).salesOrder;
      expect(before.items.map((item) => [item.productId, item.quantity])).toEqual([[product.id, 1]]);
      // Enough pieces to pass what the centre has left without the order.
      const raised = Math.floor(left / before.items[0].priceObject.net) + 2;
      expect(raised).toBeLessThanOrEqual(100_000);

      await page.goto(`/moje-konto/zamowienia/${orderId}`);
      await expect(page.getByRole('main').getByText('Zaakceptowane').first()).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: 'Edytuj zamówienie', exact: true }).click();
      await expect(page).toHaveURL(/\/koszyk$/);
      const banner = page.getByRole('main').getByRole('region', { name: 'TRYB EDYCJI' });
      await expect(banner).toContainText(placed.salesOrder.number);
      const field = page.getByRole('textbox', { name: `Ilość: ${before.items[0].name}` });
      await expect(field).toHaveValue('1');

      await field.fill(String(raised));
      const dialog = messageDialog(page);
      await expect(dialog).toBeVisible({ timeout: 10_000 });
      await expect(dialog.getByText(new RegExp(`wartość twoich zakupów to: [\\d\\s]+,\\d{2}zł, a twój limit wynosi: ${amountPattern(left)}zł`))).toBeVisible();
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'Zamówienie zostało zaktualizowane' })).toHaveCount(0);

      // The line keeps its quantity; the order keeps its status and total.
      await page.reload();
      await expect(banner).toBeVisible();
      await expect(field).toHaveValue('1');
      const after = (await callApi<OrderDetail>(page, 'GET', `/sales-orders/${orderId}`)).salesOrder;
      expect(after.status.id).toBe('accepted');
      expect(after.total).toEqual(before.total);
      expect(after.grandTotal).toEqual(before.grandTotal);
      expect(after.items.map((item) => [item.productId, item.quantity])).toEqual([[product.id, 1]]);

      await banner.getByRole('button', { name: 'Zakończ edycje' }).click();
      await expect(banner).toBeHidden();
      await page.goto(`/moje-konto/zamowienia/${orderId}`);
      await expect(page.getByRole('main').getByText('Zaakceptowane').first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('list').filter({ hasText: 'Zmiana zamówienia' })).toHaveCount(0);
    });

    test('a quantity over 100 000 is refused with words a buyer reads', async ({ page }) => {
      await openPage(page, '/');
      const [product] = await findProducts(page, 1);
      await callApi(page, 'POST', '/shopping-carts/current/items', { items: [{ productId: product.id, quantity: 10 }] });

      // The API refuses it with the sentence of the quantity rule, not the field's name; the cart keeps 10.
      const refused = await rawCall(page, 'PATCH', '/shopping-carts/current', { productId: product.id, quantity: 100_001 });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Maksymalna ilość to 100\u00a0000.');
      expect(await serverQuantities(page)).toEqual({ [product.id]: 10 });

      // Every quantity the cart page sends from now on.
      const sent: number[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/e-commerce/v1/shopping-carts/current') {
          sent.push((request.postDataJSON() as { quantity: number }).quantity);
        }
      });
      await page.goto('/koszyk');
      const field = page.getByRole('textbox', { name: `Ilość: ${product.name}` });
      await expect(field).toHaveValue('10');

      // The field refuses it beside itself and says the previous quantity stays; what was typed stays to be corrected.
      // The same words as the API: "Maksymalna ilość to 100 000." (digits grouped as Polish writes them).
      await field.fill('100001');
      await expect(field).toHaveValue('100001');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const refusal = page.getByRole('alert').filter({ hasText: /Maksymalna ilość to 100\u00a0000\./ });
      await expect(refusal).toBeVisible();
      await expect(refusal).toContainText('Zachowano poprzednią ilość: 10');
      await expect(page.getByText(/Pole „quantity”/)).toHaveCount(0);
      await expect(messageDialog(page)).toHaveCount(0);
      expect(await serverQuantities(page)).toEqual({ [product.id]: 10 });

      // A whole number within the maximum goes in; the refused one was never sent.
      await field.fill('12');
      await expect(refusal).toHaveCount(0);
      await expect.poll(() => serverQuantities(page), { timeout: 10_000 }).toEqual({ [product.id]: 12 });
      expect(sent).toEqual([12]);
      await page.reload();
      await expect(field).toHaveValue('12');
    });
  });
}
