import type { Page } from '@playwright/test';
import { addApprover, logInThroughForm, logOut, orderPaper, typeDay } from './account-helpers';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, openLoggedIn, test } from './fixtures';

/**
 * An approver away (issue 29): the administrator adds an approver, gives her the company's only level
 * and records her absence today with herself as the substitute. The buyer's order waits at that level
 * for the substitute, who finds it in her queue, accepts it, and the order's history names her.
 */
const APPROVER = { firstName: 'Ewa', lastName: 'Lis', email: 'ewa.lis@firma.demo', password: 'EwaLis2026!' };

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('while an approver is away her substitute decides her level: the queue says whom the order waits for, the history who accepted it', async ({ page }) => {
  test.setTimeout(180_000); // four logins, the mailbox, the checkout and three account screens on a shared machine
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/uzytkownicy');
  await addApprover(page, APPROVER);

  // The administrator's rule: above 10 zł the new approver decides.
  await logInThroughForm(page, 'akceptant@firma.demo');
  await page.goto('/moje-konto/reguly-akceptacji');
  await page.getByRole('button', { name: 'Dodaj regułę' }).click();
  const ruleDialog = page.getByRole('dialog', { name: 'Dodaj regułę akceptacji' });
  await ruleDialog.getByLabel('Próg poziomu 1 (netto, zł)').fill('10');
  await ruleDialog.getByLabel('Akceptuje na poziomie 1').selectOption({ label: 'Ewa Lis' });
  await ruleDialog.getByRole('button', { name: 'Zapisz regułę' }).click();
  await expect(toast(page, 'Dodano regułę akceptacji dla całej firmy.')).toBeVisible();

  // Her absence today, with the administrator as her substitute.
  await page.getByRole('button', { name: 'Dodaj nieobecność' }).click();
  const absence = page.getByRole('dialog', { name: 'Dodaj nieobecność' });
  await absence.getByLabel('Nieobecna osoba').selectOption({ label: 'Ewa Lis' });
  await absence.getByLabel('Zastępca').selectOption({ label: 'Magdalena Wójcik' });
  const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
  await typeDay(absence.getByRole('group', { name: /^Od/ }), today);
  await typeDay(absence.getByRole('group', { name: /^Do/ }), today);
  await absence.getByRole('button', { name: 'Zapisz nieobecność' }).click();
  await expect(toast(page, 'Zapisano nieobecność: Ewa Lis. W tym czasie o jej poziomach akceptacji decyduje Magdalena Wójcik.')).toBeVisible();
  await expect(absence).toBeHidden();
  await expect(page.getByText('Ewa Lis – zastępuje: Magdalena Wójcik')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Ewa Lis – zastępuje: Magdalena Wójcik')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logOut(page);

  // The buyer's order waits at the level of the approver who is away.
  await logInThroughForm(page, 'kupiec@firma.demo');
  const { number, orderId } = await orderPaper(page, 'Dział IT');
  await logOut(page);

  // The substitute finds it in her queue, waiting for her, and accepts it.
  await logInThroughForm(page, 'akceptant@firma.demo');
  await page.goto('/moje-konto/zamowienia-oczekujace');
  const queued = page.getByRole('main').getByRole('row').filter({ has: page.getByRole('link', { name: number }) });
  await expect(queued.getByText('czeka na: Magdalena Wójcik')).toBeVisible({ timeout: 30_000 });
  await page.goto(`/zaakceptuj-zamowienie?id=${orderId}`);
  await expect(page.getByRole('heading', { level: 2, name: `Zamówienie ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Akceptuj zamówienie' }).click();
  await page.getByRole('dialog', { name: 'Akceptacja zamówienia' }).getByRole('button', { name: 'Akceptuj', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Zamówienie ${number} zostało zaakceptowane.` })).toBeVisible();

  // The order's history names who decided.
  await page.goto(`/moje-konto/zamowienia/${orderId}`);
  const history = page.getByRole('list', { name: 'Historia zamówienia' });
  await expect(history.getByRole('listitem').filter({ hasText: /^Zaakceptowane/ })).toContainText('Magdalena Wójcik', { timeout: 30_000 });
});
