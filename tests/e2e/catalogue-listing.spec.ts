import { expect, expectNoAxeViolations, test } from './fixtures';
import { open, productTiles, tilePrice } from './catalogue-helpers';

test('a category pages to /strona/2 with 36 tiles, the reserved slot holding the newsletter tile', async ({ page }) => {
  await open(page, '/kategoria/papier');
  const main = page.getByRole('main');
  await expect(main.getByRole('article')).toHaveCount(36);
  await expect(productTiles(page)).toHaveCount(35);
  await expect(main.getByRole('article', { name: 'Zapisz się do newslettera' })).toBeVisible();
  const first = await productTiles(page).first().getByRole('heading').textContent();

  // Scrolled to as a user would: the tiles passed on the way are drawn and take their real height.
  const pages = main.getByRole('navigation', { name: 'Strony wyników' });
  await pages.scrollIntoViewIfNeeded();
  await expect(pages).toBeInViewport();
  await pages.getByRole('link', { name: 'Strona 2' }).click();
  await expect(page).toHaveURL(/\/kategoria\/papier\/strona\/2$/);
  await expect(main.getByRole('article')).toHaveCount(36);
  await expect(productTiles(page).first().getByRole('heading')).not.toHaveText(first ?? '');
  await expectNoAxeViolations(page);
});

test('a brand facet filters the listing, from any page back to page 1, and the URL reproduces it', async ({ page }) => {
  await open(page, '/kategoria/papier/strona/2');
  const facets = page.getByRole('complementary', { name: 'Filtry' });
  const brand = facets.getByRole('group', { name: 'Marka' }).getByRole('checkbox').first();
  const label = (await facets.getByRole('group', { name: 'Marka' }).locator('label').first().textContent()) ?? '';
  const brandName = label.replace(/\s*\(\d+\)\s*$/, '').trim();
  const count = Number(/\((\d+)\)/.exec(label)?.[1]);
  await brand.click();
  await expect(page).toHaveURL(/\/kategoria\/papier\?filters%5Bbrand%5D%5B%5D=[a-z0-9-]+$/);
  await expect(page.getByText(new RegExp(`^${count} produkt`))).toBeVisible();
  await expect(page.getByRole('button', { name: `Usuń filtr Marka: ${brandName}` })).toBeVisible();
  const tiles = productTiles(page);
  await expect(tiles.first()).toContainText(brandName);
  for (const text of await tiles.allTextContents()) expect(text).toContain(brandName);

  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Filtry' }).getByRole('group', { name: 'Marka' }).getByRole('checkbox').first()).toBeChecked();
  await expectNoAxeViolations(page);
});

test('sorting by price orders the tiles and goes back to page 1', async ({ page }) => {
  await open(page, '/kategoria/papier/strona/3');
  await page.getByRole('combobox', { name: 'Sortuj' }).selectOption({ label: 'Cena: od najniższej' });
  await expect(page).toHaveURL(/\/kategoria\/papier\?orderBy=priceAsc$/);
  const tiles = productTiles(page);
  const firstPrices = async () => {
    const prices: number[] = [];
    for (const tile of (await tiles.all()).slice(0, 12)) prices.push(await tilePrice(tile));
    return prices;
  };
  await expect.poll(async () => {
    const prices = await firstPrices();
    return prices.every((price, index) => index === 0 || prices[index - 1] <= price);
  }).toBe(true);
  await expect(tiles).toHaveCount(35);
  const prices = await firstPrices();

  await page.getByRole('combobox', { name: 'Sortuj' }).selectOption({ label: 'Cena: od najwyższej' });
  await expect(page).toHaveURL(/orderBy=priceDesc$/);
  await expect.poll(async () => tilePrice(tiles.first())).toBeGreaterThan(prices[prices.length - 1]);

  await page.getByRole('combobox', { name: 'Na stronie' }).selectOption('60');
  await expect(page).toHaveURL(/orderBy=priceDesc&perPage=60$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(60);
});

test('phones get the facets in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/kategoria/papier');
  await page.getByRole('button', { name: 'Filtry' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('group', { name: 'Marka' })).toBeVisible();
  await drawer.getByRole('group', { name: 'Marka' }).getByRole('checkbox').first().click();
  await expect(page).toHaveURL(/filters%5Bbrand%5D/);
  await expect(drawer.getByRole('group', { name: 'Marka' }).getByRole('checkbox').first()).toBeChecked();
  await drawer.getByRole('button', { name: /^Pokaż \d+ produkt/ }).click();
  await expect(drawer).toBeHidden();
  await expectNoAxeViolations(page);
});

test('choosing a pallet in a tile loads the pallet product into the tile', async ({ page }) => {
  await open(page, '/wyszukiwarka?query=papier%20ksero%20pollux%20a4%20100');
  const tile = productTiles(page).filter({ has: page.getByRole('heading', { name: 'Papier ksero Pollux A4 100 g/m², 500 ark.', exact: true }) });
  const pack = tile.getByRole('combobox', { name: 'Opakowanie' });
  await expect(pack).toBeVisible();
  const single = await tilePrice(tile);
  await pack.selectOption({ label: (await pack.locator('option', { hasText: 'Paleta' }).textContent()) ?? '' });
  const pallet = page.getByRole('main').getByRole('article', { name: /– paleta 240 ryz$/ });
  await expect(pallet).toBeVisible();
  await expect.poll(async () => tilePrice(pallet)).toBeGreaterThan(single * 100);
  await expect(pallet.getByRole('button', { name: /^Dodaj do koszyka: .*paleta 240 ryz$/ })).toBeEnabled();
});
