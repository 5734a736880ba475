import { expect, expectNoAxeViolations, logIn, test } from './fixtures';
import { rejectCookies } from './chrome-helpers';

test('a closed announcement stays closed after a reload', async ({ page }) => {
  await page.goto('/');
  const announcement = page.getByRole('region', { name: 'Ogłoszenie' });
  await expect(announcement).toContainText(/\S/);
  await announcement.getByRole('button', { name: 'Zamknij ogłoszenie' }).click();
  await expect(announcement).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ogłoszenie' })).toHaveCount(0);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'spinacz_page_announcement');
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 8 * 3600 - 120);
  expect(cookie?.expires ?? 0).toBeLessThan(Date.now() / 1000 + 8 * 3600 + 120);
});

test('the info bar shows the free-delivery notice and the help dropdown the phone line', async ({ page }) => {
  await page.goto('/');
  await rejectCookies(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByText(/^Darmowa dostawa od [\d,]+\s*zł (brutto|netto)$/)).toBeVisible();
  await banner.getByRole('button', { name: 'Pomoc', exact: true }).click();
  await expect(banner.getByText('Koszt połączenia: 0,29 zł netto/min')).toBeVisible();
  await expect(banner.getByText('Od poniedziałku do piątku, 8:00–16:00')).toBeVisible();
  await expect(banner.getByRole('link', { name: /@/ })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Czat z konsultantem' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(banner.getByRole('button', { name: 'Czat z konsultantem' })).toBeHidden();
});

test('the language link keeps the page', async ({ page }) => {
  await page.goto('/kontakt');
  await rejectCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Polski' }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});

test('the header stays at the top while scrolling and the scroll-to-top button appears after a screen', async ({ page }) => {
  await page.goto('/blog');
  await rejectCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page.mouse.wheel(0, 1400);
  await expect(page.getByRole('button', { name: 'Przewiń do góry' })).toBeVisible();
  await expect(page.getByRole('search')).toBeInViewport();
  await page.getByRole('button', { name: 'Przewiń do góry' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('page views reach the dataLayer after each route change', async ({ page }) => {
  await page.goto('/');
  await rejectCookies(page);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Regulamin sklepu' }).click();
  await expect(page).toHaveURL(/\/regulamin-sklepu$/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: Array<{ event?: string; page_path?: string }> }).dataLayer?.filter((entry) => entry.event === 'page_view').map((entry) => entry.page_path)))
    .toEqual(['/', '/regulamin-sklepu']);
});

test('a logged-in buyer sees the account menu with "Powiadomienia" and logs out from it', async ({ page }) => {
  await page.goto('/logowanie');
  await rejectCookies(page);
  await logIn(page, 'kupiec@firma.demo');
  await expect(page).toHaveURL(/\/moje-konto$/);
  await page.goto('/');
  const account = page.getByRole('banner').getByRole('button', { name: /^Konto: / });
  await account.click();
  const panel = page.locator(`#${await account.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link', { name: /^Powiadomienia/ })).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Zamówienia/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page).toHaveURL(/\/logowanie$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
});

/** How much of a field's hint it shows: the hint's width in the field's font against the room for text. */
async function hintRoom(page: import('@playwright/test').Page) {
  return page.getByRole('combobox', { name: /szukaj produktów|search products/i }).evaluate((element) => {
    const input = element as HTMLInputElement;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { hint: Math.ceil(context.measureText(input.placeholder).width), room };
  });
}

test('on a 1024 px laptop the header search shows its whole hint in both languages; the category choice joins it on wider screens', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  for (const path of ['/', '/en']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { hint, room } = await hintRoom(page);
    expect(hint, `the hint on ${path} at 1024 px`).toBeLessThanOrEqual(room);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('combobox', { name: 'Search in category' })).toBeVisible();
  const { hint, room } = await hintRoom(page);
  expect(hint, 'the English hint beside the category choice at 1280 px').toBeLessThanOrEqual(room);
});
