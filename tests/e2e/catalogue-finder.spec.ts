import { expect, expectNoAxeViolations, test } from './fixtures';
import { open, productTiles } from './catalogue-helpers';

test('the toner finder: brand, then model, lists the cartridges that fit', async ({ page }) => {
  await open(page, '/kategoria/tonery-i-tusze');
  const finder = page.getByRole('region', { name: 'Wyszukiwarka tonerów i tuszy' });
  await expect(finder).toBeVisible();
  await expectNoAxeViolations(page);

  // Brand and model are native selects: choosing an option is selecting it.
  await finder.getByRole('combobox', { name: 'Marka urządzenia' }).selectOption('HP');
  const model = finder.getByRole('combobox', { name: 'Model urządzenia', exact: true });
  await expect(model).toBeEnabled();
  const firstModel = model.getByRole('option').filter({ hasText: /\S/ }).first();
  const modelName = (await firstModel.textContent())?.trim() ?? '';
  await model.selectOption({ label: modelName });

  await expect(page).toHaveURL(/\/wyszukiwarka\?deviceBrand=HP&deviceModel=[^&]+&inkAndTonersOnly=true$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tonery i tusze do urządzenia HP ${modelName}`);
  const tiles = productTiles(page);
  await expect(tiles.first()).toBeVisible();
  for (const name of await tiles.getByRole('heading').allTextContents()) expect(name).toMatch(/toner|tusz|bęben|taśma|głowica|pojemnik/i);
});

test('the finder autocomplete finds OEM codes', async ({ page }) => {
  await open(page, '/kategoria/tonery-i-tusze');
  const input = page.getByRole('combobox', { name: 'Model urządzenia lub kod OEM' });
  await input.fill('CF2');
  const option = page.getByRole('listbox', { name: 'Urządzenia i kody OEM' }).getByRole('group', { name: 'Kody OEM' }).getByRole('option').first();
  await expect(option).toBeVisible();
  const code = (await option.textContent())?.split(' ')[0] ?? '';
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`oemCode=${code}&inkAndTonersOnly=true$`));
  await expect(productTiles(page).first()).toContainText(code);
});
