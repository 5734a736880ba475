import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { THIRD_PARTY_ORIGIN } from './chrome-helpers';

/**
 * Serves the third-party scripts locally and records every request to them (on the context: the
 * demo API's service worker forwards the page's requests, and context routes see those too).
 */
async function recordThirdParty(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.context().route(`${THIRD_PARTY_ORIGIN}/**`, async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await route.fulfill({ contentType: 'text/javascript', body: 'window.spinaczChat = { open() { document.body.dataset.chatOpen = "yes"; } };' });
  });
  return requested;
}

test('the banner has nothing pre-ticked and "reject all" as prominent as "accept all"', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Szanujemy Twoją prywatność' });
  const reject = banner.getByRole('button', { name: 'Odrzuć wszystkie' });
  const accept = banner.getByRole('button', { name: 'Akceptuj wszystkie' });
  const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
  expect(rejectBox?.height).toBe(acceptBox?.height);
  expect(Math.abs((rejectBox?.width ?? 0) - (acceptBox?.width ?? 0))).toBeLessThan(2);
  expect(await reject.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(await accept.evaluate((element) => getComputedStyle(element).backgroundColor));
  await banner.getByRole('button', { name: 'Wybierz rodzaje' }).click();
  await expect(banner.getByRole('checkbox', { name: /Niezbędne/ })).toBeChecked();
  await expect(banner.getByRole('checkbox', { name: /Niezbędne/ })).toBeDisabled();
  for (const name of [/Preferencje/, /Statystyka/, /Marketing/]) await expect(banner.getByRole('checkbox', { name })).not.toBeChecked();
  await expectNoAxeViolations(page);
});

test('rejecting cookies loads no third-party script, and the chat asks for consent first', async ({ page }) => {
  const requested = await recordThirdParty(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Odrzuć wszystkie' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByText('Opinie klientów pokażemy po zgodzie na pliki cookies marketingowe.')).toBeVisible();
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);
  expect(await page.locator('script[data-third-party]').count()).toBe(0);

  await page.getByRole('banner').getByRole('button', { name: 'Pomoc', exact: true }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Czat z konsultantem' }).click();
  const agreement = page.getByRole('dialog', { name: 'Zgoda na czat' });
  await expect(agreement).toBeVisible();
  await expectNoAxeViolations(page);
  await agreement.getByRole('button', { name: 'Nie teraz' }).click();
  await expect(agreement).toBeHidden();
  expect(requested).toEqual([]);
});

test('accepting the chat agreement loads the chat, which opens 2 s later; the footer reopens the settings', async ({ page }) => {
  const requested = await recordThirdParty(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Odrzuć wszystkie' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Pomoc', exact: true }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Czat z konsultantem' }).click();
  await page.getByRole('dialog', { name: 'Zgoda na czat' }).getByRole('button', { name: 'Akceptuję i otwieram czat' }).click();
  await expect.poll(() => requested).toContain('/chat.js');
  expect(requested).toContain('/gtm.js');
  await expect(page.locator('body')).toHaveAttribute('data-chat-open', 'yes', { timeout: 5000 });

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia cookies' }).click();
  const banner = page.getByRole('region', { name: 'Szanujemy Twoją prywatność' });
  await expect(banner.getByRole('checkbox', { name: /Marketing/ })).toBeChecked();
  await banner.getByRole('checkbox', { name: /Marketing/ }).uncheck();
  await banner.getByRole('button', { name: 'Zapisz wybór' }).click();
  await expect(banner).toBeHidden();
  const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'spinacz_consent');
  expect(consent?.value).toBe('p1s1m0');
});

test('accepting everything loads the tag manager, the chat and both review widgets', async ({ page }) => {
  const requested = await recordThirdParty(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Akceptuj wszystkie' }).click();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => [...requested].sort()).toEqual(['/chat.js', '/gtm.js', '/reviews-1.js', '/reviews-2.js']);
});
