import { expect, expectNoAxeViolations, test } from './fixtures';
import { rejectCookies } from './chrome-helpers';

test('the desktop mega-menu opens on hover with subcategories, brands and the recommended product', async ({ page }) => {
  await page.goto('/');
  await rejectCookies(page);
  const menu = page.getByRole('navigation', { name: 'Kategorie produktów' });
  // The first category (the fixed Promocje and Outlet entries are there before the categories arrive).
  const first = menu.getByRole('listitem').filter({ hasNot: page.getByRole('link', { name: /^(Promocje|Outlet)$/ }) }).first();
  await expect(first).toBeVisible();
  const name = (await first.getByRole('link').first().textContent())?.trim() ?? '';
  await first.getByRole('link').first().hover();
  await expect(menu.getByRole('link', { name: `Wszystko w: ${name}` })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Sprawdź produkt/ })).toBeVisible();
  await expect(menu.getByRole('group', { name: `Polecane marki: ${name}` })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Promocje' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Outlet' })).toBeVisible();
  // The toners menu holds the finder: its brand select is enabled once the brands have come (and its
  // label changes colour then), so axe looks at it after that.
  const brands = menu.getByRole('combobox', { name: 'Marka urządzenia' });
  if (await brands.count()) await expect(brands).toBeEnabled();
  await expectNoAxeViolations(page);

  await page.getByRole('banner').getByRole('link', { name: 'Spinacz – strona główna' }).hover();
  await expect(menu.getByRole('link', { name: `Wszystko w: ${name}` })).toBeHidden();
});

test('the desktop mega-menu opens with the keyboard and closes with Escape', async ({ page }) => {
  await page.goto('/');
  await rejectCookies(page);
  const menu = page.getByRole('navigation', { name: 'Kategorie produktów' });
  const toggle = menu.getByRole('button', { name: /pokaż podkategorie/ }).nth(1);
  const name = ((await toggle.getAttribute('aria-label')) ?? '').replace(/ – pokaż podkategorie$/, '');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const all = menu.getByRole('link', { name: `Wszystko w: ${name}` });
  await expect(all).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.locator(`#${await toggle.getAttribute('aria-controls')}`).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(all).toBeHidden();
  await expect(toggle).toBeFocused();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu walks three levels of categories and back', async ({ page }) => {
    await page.goto('/');
    await rejectCookies(page);
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Promocje' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Zaloguj się' }).or(drawer.getByRole('link', { name: 'Zaloguj się' }))).toBeVisible();

    const level1 = drawer.getByRole('button', { name: /pokaż podkategorie/ }).first();
    const name1 = ((await level1.getAttribute('aria-label')) ?? '').replace(/ – pokaż podkategorie$/, '');
    await level1.click();
    await expect(drawer.getByRole('link', { name: `Wszystko w: ${name1}` })).toBeVisible();
    const level2 = drawer.getByRole('button', { name: /pokaż podkategorie/ }).first();
    const name2 = ((await level2.getAttribute('aria-label')) ?? '').replace(/ – pokaż podkategorie$/, '');
    await level2.click();
    await expect(drawer.getByRole('link', { name: `Wszystko w: ${name2}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await drawer.getByRole('button', { name: 'Wstecz' }).click();
    await expect(drawer.getByRole('link', { name: `Wszystko w: ${name1}` })).toBeVisible();
    await drawer.getByRole('button', { name: 'Wstecz' }).click();
    await expect(drawer.getByRole('button', { name: 'Wstecz' })).toBeHidden();
    await expect(drawer.getByRole('link', { name: 'Outlet' })).toBeVisible();

    await drawer.getByRole('button', { name: 'Zamknij menu' }).click();
    await expect(drawer).toBeHidden();
  });
});

test("a mouse user who rests on a header dropdown's button until the hover opens it, then clicks it, keeps it open", async ({ page }) => {
  await page.goto('/');
  await rejectCookies(page);
  const menu = page.getByRole('navigation', { name: 'Kategorie produktów' });
  const buttons = [
    menu.getByRole('button', { name: /pokaż podkategorie/ }).first(),
    page.getByRole('banner').getByRole('button', { name: 'Logowanie i rejestracja' }),
    page.getByRole('banner').getByRole('button', { name: 'Pokaż zawartość koszyka' }),
  ];
  for (const button of buttons) {
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)).toBeVisible();
    // The next click closes it.
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  }
});
