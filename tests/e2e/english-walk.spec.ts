/**
 * Walks every page type of the English shop and fails on Polish text: the common shop words of
 * tests/shared/polishWords.ts and any other word spelt with a Polish letter (proper names allowed).
 * Every offending word is printed with its context and the page it was on.
 */
import type { Page } from '@playwright/test';
import { describeHits, findPolish, POLISH_WORD_COUNT } from '../shared/polishWords';
import { dismissCookies, open, productTiles, searchBox } from './catalogue-helpers';
import { expect, logIn, test } from './fixtures';

/** Everything a person reads or hears on the page: the text, option lists, labels, alt texts and the title. */
async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    // Text marked as Polish (lang="pl", e.g. the language link "Polski") is announced as Polish.
    const polish = [...document.body.querySelectorAll<HTMLElement>('[lang|="pl"]')];
    const displays = polish.map((element) => element.style.display);
    for (const element of polish) element.style.display = 'none';
    const body = document.body.innerText;
    polish.forEach((element, index) => { element.style.display = displays[index]; });
    const parts = [document.title, body];
    for (const element of document.querySelectorAll('option, [aria-label], [placeholder], img[alt], [title]')) {
      if (element.closest('body [lang|="pl"]')) continue;
      if (element instanceof HTMLOptionElement) parts.push(element.textContent ?? '');
      for (const attribute of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(attribute);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
}

class Walk {
  readonly problems: string[] = [];
  readonly seen: string[] = [];

  constructor(private readonly page: Page) {}

  /** From now on every API call must ask for English (the mutator's Accept-Language). */
  recordLanguage(): void {
    this.page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/e-commerce/v1/') || url.pathname.startsWith('/e-commerce/v1/images/')) return;
      const language = request.headers()['accept-language'];
      if (language !== 'en') this.problems.push(`Accept-Language "${language}" on ${request.method()} ${url.pathname} (page ${new URL(this.page.url()).pathname})`);
    });
  }

  /** Checks the page as it is now; `where` names it in the report. */
  async check(where: string): Promise<void> {
    await this.page.waitForLoadState('networkidle');
    // Skeletons and spinners have gone: what is left is what a person reads.
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    const hits = findPolish(await pageTexts(this.page));
    this.seen.push(where);
    this.problems.push(...describeHits(hits, `${where} ${new URL(this.page.url()).pathname}`));
  }

  /** Opens a page, waits for its main content and checks it. */
  async visit(path: string, where: string): Promise<void> {
    await open(this.page, path);
    await this.check(where);
  }

  report(): void {
    console.log(`English walk: ${this.seen.length} pages checked against ${POLISH_WORD_COUNT} Polish words and stems.`);
    if (this.problems.length) console.log(this.problems.join('\n'));
    expect(this.problems, 'Polish words on English pages').toEqual([]);
  }
}

test.describe.configure({ timeout: 240_000 });

test('a guest walks the English shop and reads no Polish', async ({ page }) => {
  const walk = new Walk(page);
  // From a Polish page through the language link: what the Polish page fetched must not stay on the English one.
  await page.goto('/');
  await dismissCookies(page);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  // The cached Polish answers are fetched again in English: the menu's categories come back in English.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Office supplies' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  walk.recordLanguage();
  await walk.check('home after switching the language');
  await walk.visit('/en', 'home');

  await walk.visit('/en/category/papier-do-drukarek', 'category listing');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ index: 1 });
  await page.waitForLoadState('networkidle');
  await walk.check('category listing sorted');

  await productTiles(page).first().getByRole('heading').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await walk.check('product page');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /cart/i })).toBeVisible();
  await walk.check('product added toast');

  await searchBox(page).fill('paper');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await walk.check('search autocomplete');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/en\/search/);
  await expect(productTiles(page).first()).toBeVisible();
  await walk.check('search results');

  await walk.visit('/en/category/tonery-i-tusze', 'toner finder');
  const finder = page.getByRole('region', { name: /toner/i });
  await finder.getByRole('combobox').first().selectOption('HP');
  const model = finder.getByRole('combobox').nth(1);
  await expect(model).toBeEnabled();
  await model.selectOption({ index: 1 });
  await expect(productTiles(page).first()).toBeVisible();
  await walk.check('toner finder results');

  await walk.visit('/en/blog', 'blog list');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await walk.check('blog article');

  await walk.visit('/en/promotions', 'promotions');
  await page.getByRole('main').getByRole('link', { name: 'See the products' }).first().click();
  await expect(page).toHaveURL(/\/en\/promotions\/[a-z0-9-]+$/);
  await expect(productTiles(page).first()).toBeVisible();
  await walk.check('promotion');
  await walk.visit('/en/brands', 'brands');
  await walk.visit('/en/delivery-terms', 'text page');
  await walk.visit('/en/cart', 'cart');
  await walk.visit('/en/checkout', 'checkout');
  await walk.visit('/en/login', 'login');
  await walk.visit('/en/registration', 'registration');
  await walk.visit('/en/password-reminder', 'password reminder');
  await walk.visit('/en/no-such-page-at-all', '404');
  walk.report();
});

test('an approver walks the English account area and reads no Polish', async ({ page }) => {
  const walk = new Walk(page);
  walk.recordLanguage();
  await page.goto('/en/login');
  await dismissCookies(page);
  await logIn(page, 'akceptant@firma.demo');
  await expect(page).toHaveURL(/\/en\/my-account$/);
  await walk.check('account dashboard');

  await walk.visit('/en/my-account/orders', 'orders list');
  await page.getByRole('grid').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/my-account\/orders\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await walk.check('order detail');

  await walk.visit('/en/my-account/orders-awaiting-acceptance', 'orders awaiting acceptance');
  await walk.visit('/en/my-account/invoices', 'invoices');
  await page.getByRole('grid').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/my-account\/invoices\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await walk.check('invoice detail');
  await walk.visit('/en/my-account/complaints', 'complaints');
  await page.getByRole('grid').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await walk.check('complaint detail');
  await walk.visit('/en/my-account/reports', 'reports');
  await walk.visit('/en/my-account/list', 'shopping lists');
  await walk.visit('/en/my-account/offers', 'offers');
  await walk.visit('/en/my-account/mini-catalogues', 'mini-catalogues');
  await walk.visit('/en/my-account/notifications', 'notifications');
  await walk.visit('/en/my-account/settings', 'settings');
  await walk.visit('/en/checkout', 'checkout (company)');
  walk.report();
});
