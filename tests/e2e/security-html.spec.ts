import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * HTML from the API (an article's body, a text page, a product description) never runs script:
 * the demo API's answers get a payload of <script>, onerror= and javascript: links added, and
 * nothing of it runs. The Content-Security-Policy is bypassed here, so the sanitising alone is tested
 * (both through DOMPurify: src/storefront/content/sanitizeHtml.ts, src/ui/SafeHtml.tsx).
 */
test.use({ bypassCSP: true });

const MARK = 'Treść wstrzyknięta przez test';
const PAYLOAD = [
  `<p>${MARK}</p>`,
  '<script>window.xssRan = "script"; alert("script")</script>',
  '<img src="/nie-ma-takiego-obrazka.png" alt="" onerror="window.xssRan = \'onerror\'; alert(\'onerror\')">',
  '<a href="javascript:window.xssRan=\'link\';alert(\'link\')">Kliknij ten link</a>',
  '<a href="jav&#x09;ascript:window.xssRan=\'link2\'">Drugi link</a>',
  '<svg><animate onbegin="window.xssRan=\'svg\'" attributeName="x" dur="0.1s"></animate></svg>',
  '<iframe src="javascript:parent.xssRan=\'iframe\'"></iframe>',
  '<details open ontoggle="window.xssRan=\'toggle\'"><summary>Szczegóły</summary></details>',
].join('');

/** The app's fetch gets the payload put in front of every HTML field of articles, text pages and products. */
async function injectPayload(page: Page): Promise<string[]> {
  await page.addInitScript((payload) => {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!response.ok || !/\/e-commerce\/v1\/(contents\/(articles|pages)|products)\/[^/?]+(\?|$)/.test(url)) return response;
      const data = await response.clone().json();
      if (data.article) data.article.body = payload + data.article.body;
      if (data.page) data.page.content = payload + data.page.content;
      if (data.product) data.product.description = payload + (data.product.description ?? '');
      return new Response(JSON.stringify(data), { status: response.status, headers: response.headers });
    };
  }, PAYLOAD);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** What of the payload is left that could run, in the element showing the server's HTML. */
function runnable(page: Page) {
  // The last one: the not-blind check adds its own copy after the page's.
  return page.getByRole('main').getByText(MARK).last().locator('xpath=..').evaluate((content) => [
    ...Array.from(content.querySelectorAll('script, iframe, svg, object, embed'), (element) => `<${element.tagName.toLowerCase()}>`),
    ...Array.from(content.querySelectorAll('*')).flatMap((element) => Array.from(element.attributes).filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => `${element.tagName}[${attribute.name}]`)),
    ...Array.from(content.querySelectorAll('a[href]'), (anchor) => (anchor as HTMLAnchorElement).protocol).filter((protocol) => !/^(https?|mailto|tel):$/.test(protocol)),
  ]);
}

async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByText(MARK)).toBeVisible();
  // The javascript: links keep their text, not their address; clicking them does nothing.
  for (const name of ['Kliknij ten link', 'Drugi link']) {
    const link = main.getByText(name);
    if (await link.count()) await link.click();
  }
  await page.waitForTimeout(500);
  expect(await runnable(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { xssRan?: string }).xssRan)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

const consent = () => [{ name: 'spinacz_consent', value: 'p0s0m0', url: test.info().project.use.baseURL! }];

test('a blog article body with script payloads runs none of them', async ({ page }) => {
  const dialogs = await injectPayload(page);
  await page.context().addCookies(consent());
  await page.goto('/blog/jak-planowac-zakupy-biurowe');
  // The first page of a fresh server waits for its scripts' first compression.
  await expect(page.getByRole('heading', { level: 1, name: /Jak planować zakupy biurowe/ })).toBeVisible({ timeout: 30_000 });
  await expectNothingRan(page, dialogs);
  await expect(page.getByRole('main').getByText('Kliknij ten link')).toBeVisible();
  // The article's own text is still there.
  await expect(page.getByRole('heading', { name: 'Poznaj swoje zużycie' })).toBeVisible();
});

test('a text page and a product description with script payloads run none of them', async ({ page }) => {
  const dialogs = await injectPayload(page);
  await page.context().addCookies(consent());
  await page.goto('/regulamin-sklepu');
  await expect(page.getByRole('heading', { level: 1, name: 'Regulamin sklepu' })).toBeVisible({ timeout: 30_000 });
  await expectNothingRan(page, dialogs);
  await page.goto('/produkt/papier-ksero-pollux-a4-100-g-m2-500-ark-198552');
  await expect(page.getByRole('heading', { level: 1, name: /Papier ksero Pollux/ })).toBeVisible();
  await expectNothingRan(page, dialogs);
});

test('the same payload put into the page unsanitised does run (the check is not blind)', async ({ page }) => {
  const dialogs = await injectPayload(page);
  await page.context().addCookies(consent());
  await page.goto('/regulamin-sklepu');
  await expect(page.getByRole('heading', { level: 1, name: 'Regulamin sklepu' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('main').evaluate((main, payload) => main.insertAdjacentHTML('beforeend', `<div>${payload}</div>`), PAYLOAD);
  await expect.poll(() => page.evaluate(() => (window as unknown as { xssRan?: string }).xssRan)).toBeDefined();
  await expect.poll(() => dialogs.length).toBeGreaterThan(0);
  expect((await runnable(page)).length).toBeGreaterThan(0);
});
