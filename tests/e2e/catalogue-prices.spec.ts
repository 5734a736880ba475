import { expect, expectNoAxeViolations, openLoggedIn, test } from './fixtures';
import { open, productTiles, tilePrice } from './catalogue-helpers';

test('the net/gross switch changes the tile prices and is remembered', async ({ page }) => {
  await open(page, '/kategoria/papier');
  const tile = productTiles(page).first();
  await expect(tile).toContainText('brutto');
  const gross = await tilePrice(tile);
  const prices = page.getByRole('banner').getByRole('group', { name: 'Ceny:' });
  await expect(prices.getByRole('button', { name: 'brutto' })).toHaveAttribute('aria-pressed', 'true');

  await prices.getByRole('button', { name: 'netto' }).click();
  await expect(prices.getByRole('button', { name: 'netto' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tile).toContainText('netto');
  const net = await tilePrice(tile);
  expect(net).toBeLessThan(gross);
  expect(net).toBeGreaterThan(gross / 1.24);
  await expectNoAxeViolations(page);

  // Guests: a cookie for 30 days
  const cookie = (await page.context().cookies()).find((item) => item.name === 'spinacz_net_price');
  expect(cookie?.value).toBe('1');
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
  await page.reload();
  await expect(productTiles(page).first()).toContainText('netto');
});

test('logged in: the switch saves the user setting; a subscriber has no reserved slot; read-only users cannot switch', async ({ page }) => {
  await openLoggedIn(page, 'klient@spinacz.demo', '/kategoria/papier');
  await expect(productTiles(page)).toHaveCount(36);
  await expect(page.getByRole('main').getByRole('article', { name: 'Zapisz się do newslettera' })).toHaveCount(0);

  const prices = page.getByRole('banner').getByRole('group', { name: 'Ceny:' });
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/users/current/settings/netPrices'));
  await prices.getByRole('button', { name: 'netto' }).click();
  const response = await saved;
  expect(response.request().postDataJSON()).toEqual({ newValue: 'on' });
  expect(response.status()).toBe(200);
  await expect(productTiles(page).first()).toContainText('netto');
  await page.reload();
  await expect(productTiles(page).first()).toContainText('netto');
  await expect(page.getByRole('banner').getByRole('group', { name: 'Ceny:' }).getByRole('button', { name: 'netto' })).toHaveAttribute('aria-pressed', 'true');
});

test('read-only net prices: the switch is disabled', async ({ page }) => {
  await openLoggedIn(page, 'dane@firma.demo', '/kategoria/papier');
  const prices = page.getByRole('banner').getByRole('group', { name: 'Ceny:' });
  await expect(prices.getByRole('button', { name: 'netto' })).toBeDisabled();
  await expect(prices.getByRole('button', { name: 'brutto' })).toBeDisabled();
});
