import { expect, expectNoAxeViolations, test } from './fixtures';
import { rejectCookies } from './chrome-helpers';

test('an unknown URL shows the 404 page with its texts and content', async ({ page }) => {
  await page.goto('/to/nie/istnieje/wcale');
  await rejectCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ups... Coś poszło nie tak' })).toBeVisible();
  await expect(page.getByText('Ta strona nie istnieje. Prawdopodobnie została usunięta lub przeniesiona.')).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Przejdź na stronę główną' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kategorie produktów' }).getByRole('link').first()).toBeVisible();
  for (const title of ['Bestsellery', 'Hity cenowe', 'Najnowsze artykuły']) {
    const heading = page.getByRole('heading', { level: 2, name: title });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Bestsellery' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hity cenowe' }).getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveTitle(/Nie znaleziono strony/);
});

test('home shows the category slider, product tabs, promotions, news and brands', async ({ page }) => {
  await page.goto('/');
  await rejectCookies(page);
  await expect(page.getByRole('region', { name: 'Kategorie produktów' }).getByRole('link').first()).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Polecane produkty' });
  await tabs.scrollIntoViewIfNeeded();
  await expect(tabs.getByRole('tab', { name: 'Bestsellery' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  await tabs.getByRole('tab', { name: 'Hity cenowe' }).click();
  await expect(page).toHaveURL(/tabIndex=1/);
  await expect(tabs.getByRole('tab', { name: 'Hity cenowe' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tabIndex=2/);
  await expect(page.getByRole('tabpanel', { name: 'Nowości' }).getByRole('article').first()).toBeVisible();
  for (const title of ['Promocje', 'Aktualności', 'Marki']) {
    const heading = page.getByRole('heading', { level: 2, name: title, exact: true });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Marki' }).getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/?tabIndex=7');
  await expect(page.getByRole('tab', { name: 'Bestsellery' })).toHaveAttribute('aria-selected', 'true');
});

test('the blog lists 12 articles a page, pages on, and opens an article with related ones', async ({ page }) => {
  await page.goto('/blog');
  await rejectCookies(page);
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles).toHaveCount(12);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '24 wpisy na stronie' }).click();
  await expect(page).toHaveURL(/limit=24/);
  await expect(articles).toHaveCount(24);
  const firstOnPageOne = (await articles.first().getByRole('heading').textContent()) ?? '';
  await page.getByRole('navigation', { name: 'Strony wyników' }).getByRole('link', { name: 'Strona 2', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/strona\/2\?limit=24$/);
  await expect(articles.first().getByRole('heading')).not.toHaveText(firstOnPageOne);

  const title = (await articles.first().getByRole('heading').textContent())?.trim() ?? '';
  await articles.first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Powiązane artykuły' }).getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.locator('main a[href*="/blog/autor/"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Artykuły autora: / })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

const PAGES: Array<[string, RegExp | string]> = [
  ['/regulamin-sklepu', 'Regulamin sklepu'],
  ['/sposoby-platnosci', 'Sposoby płatności'],
  ['/deklaracja-dostepnosci', 'Deklaracja dostępności'],
  ['/utylizacja', 'Utylizacja'],
  ['/textPage/polityka-prywatnosci', 'Polityka prywatności'],
  ['/mapa-strony/kategorie', 'Mapa strony – kategorie'],
  ['/mapa-strony/strony', 'Mapa strony'],
  ['/newsletter/potwierdzenie', 'Potwierdzenie zapisu do newslettera'],
  // Without an OCI call and without a session the punch-out host shows the expiry warning (spec §4, §8).
  ['/punch-out', 'Sesja punch-out wygasła'],
];

for (const [path, title] of PAGES) {
  test(`${path} shows its page and is axe clean`, async ({ page }) => {
    await page.goto(path);
    await rejectCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
}

test('punch-out without an active session shows the expiry message', async ({ page }) => {
  await page.goto('/punch-out');
  await expect(page.getByText(/^Twoja sesja punchout wygasła\. Zaloguj się ponownie aby kontynuować zakupy\./)).toBeVisible();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('home, an article and 404 are axe clean at 390 px; footer columns fold', async ({ page }) => {
    await page.goto('/');
    await rejectCookies(page);
    await expect(page.getByRole('region', { name: 'Kategorie produktów' }).getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const column = footer.getByRole('button', { name: 'Informacje' });
    await column.scrollIntoViewIfNeeded();
    await expect(column).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: 'Regulamin sklepu' })).toBeHidden();
    await column.click();
    await expect(footer.getByRole('link', { name: 'Regulamin sklepu' })).toBeVisible();
    await page.goto('/nie/ma/takiej/strony');
    await expect(page.getByRole('heading', { level: 1, name: 'Ups... Coś poszło nie tak' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
