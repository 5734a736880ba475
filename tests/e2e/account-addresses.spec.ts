import type { Page } from '@playwright/test';
import { callApi, toast } from './error-helpers';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, openLoggedIn, test } from './fixtures';

/**
 * Delivery addresses (the company's administrator on /moje-konto/adresy): deleting the default would
 * name the address that takes its place; another address becomes the default one; deleting asks
 * first (cancel keeps it), and the book the checkout reads is then the one shown. At 1440 px and on a 390 px
 * phone.
 */

const ADDRESSES_PAGE = '/moje-konto/adresy';
const OFFICE = 'Meblomax sp. z o.o. – biuro';
const SHOWROOM = 'Meblomax – salon firmowy';

const card = (page: Page, name: string) => page.getByRole('list', { name: 'Adresy dostawy' }).getByRole('listitem', { name });

async function openAddresses(page: Page, login: string): Promise<void> {
  await openLoggedIn(page, login, ADDRESSES_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Adresy dostawy' })).toBeVisible();
  await expect(card(page, OFFICE)).toBeVisible();
}

async function defaultAddressName(page: Page): Promise<string | undefined> {
  const { deliveryAddresses } = await callApi<{ deliveryAddresses: { name: string; isDefault: boolean }[] }>(page, 'GET', '/users/current/delivery-addresses');
  return deliveryAddresses.find((address) => address.isDefault)?.name;
}

for (const width of [1440, 390]) {
  test(`the administrator makes another address the default and deletes the old one, asked first (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAddresses(page, 'akceptant@firma.demo');
    await expect(card(page, OFFICE)).toContainText('Domyślny');
    await expect(card(page, SHOWROOM)).not.toContainText('Domyślny');
    // Deleting the default would name the address that takes its place; cancelled, nothing changes.
    await page.getByRole('button', { name: `Usuń adres: ${OFFICE}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Usunąć adres dostawy?' });
    await expect(confirm).toContainText(`Adres „${OFFICE}” jest adresem domyślnym. Po jego usunięciu domyślnym adresem zostanie „${SHOWROOM}”.`);
    await confirm.getByRole('button', { name: 'Anuluj' }).click();
    await expect(confirm).toBeHidden();

    await page.getByRole('button', { name: `Ustaw jako domyślny adres: ${SHOWROOM}` }).click();
    await expect(toast(page, `Adres „${SHOWROOM}” jest teraz domyślnym adresem dostawy.`)).toBeVisible();
    await expect(card(page, SHOWROOM)).toContainText('Domyślny');
    await expect(card(page, OFFICE)).not.toContainText('Domyślny');
    expect(await defaultAddressName(page)).toBe(SHOWROOM);

    // Deleting asks first; cancelling keeps the address.
    await page.getByRole('button', { name: `Usuń adres: ${OFFICE}` }).click();
    await expect(confirm).toContainText(`Adres „${OFFICE}” zniknie z listy adresów dostawy. Złożone zamówienia zachowają swój adres.`);
    await confirm.getByRole('button', { name: 'Anuluj' }).click();
    await expect(confirm).toBeHidden();
    await expect(card(page, OFFICE)).toBeVisible();

    await page.getByRole('button', { name: `Usuń adres: ${OFFICE}` }).click();
    await confirm.getByRole('button', { name: 'Usuń adres' }).click();
    await expect(toast(page, 'Adres dostawy został usunięty.')).toBeVisible();
    await expect(card(page, OFFICE)).toHaveCount(0);
    await expect(card(page, SHOWROOM)).toContainText('Domyślny');
    if (width === 390) await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // The default is now the one the checkout proposes; the deleted one is gone from the book.
    const { deliveryAddresses } = await callApi<{ deliveryAddresses: { name: string }[] }>(page, 'GET', '/users/current/delivery-addresses');
    expect(deliveryAddresses.map((address) => address.name)).not.toContain(OFFICE);
    expect(await defaultAddressName(page)).toBe(SHOWROOM);
  });
}
