import type { Page } from '@playwright/test';
import { addApprover, logInThroughForm, logOut, orderPaper } from './account-helpers';
import { delayNext } from './error-helpers';
import { expect, expectNoAxeViolations, logIn, openLoggedIn, test, expectNoSidewaysScroll } from './fixtures';

/**
 * Approval rules end to end (issue 29): the administrator adds a second approver and a company-wide
 * rule of two levels; the buyer's order waits for level 1 (the administrator, from the demo mailbox's
 * link), then for level 2 (the new approver, who gets the e-mail only then); the buyer's order is
 * accepted and its history shows both decisions.
 */
const APPROVER = { firstName: 'Ewa', lastName: 'Nowak', email: 'ewa.akceptant@firma.demo', password: 'EwaNowak2026' };

const navLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Menu konta' }).getByRole('link', { name: new RegExp(`^${name}`) });
const messages = (page: Page) => page.getByRole('list', { name: 'Wiadomości' }).getByRole('listitem');
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/** From the demo mailbox: the approval request to `email`, its "Zaakceptuj lub odrzuć", a login, and Accept. */
async function acceptFromMailbox(page: Page, email: string, number: string, password?: string): Promise<void> {
  await page.goto(`/demo/poczta?to=${encodeURIComponent(email)}`);
  await messages(page).getByRole('link', { name: `Zamówienie ${number} czeka na Twoją akceptację` }).click();
  await page.getByRole('link', { name: 'Zaakceptuj lub odrzuć' }).click();
  await expect(page).toHaveURL(/\/logowanie$/);
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { level: 2, name: `Zamówienie ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Akceptuj zamówienie' }).click();
  await page.getByRole('dialog', { name: 'Akceptacja zamówienia' }).getByRole('button', { name: 'Akceptuj', exact: true }).click();
}

test('a two-level approval: the administrator adds an approver and a rule, level 1 and level 2 accept from the mailbox, the buyer sees both decisions', async ({ page }) => {
  test.setTimeout(240_000); // five logins, the mailbox three times, two account screens and the checkout on a shared machine

  // The administrator adds an approver; the new user sets her password from the invitation in the demo mailbox.
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/uzytkownicy');
  await addApprover(page, APPROVER);

  // The administrator's rule for the whole company: level 1 above 10 zł (herself), level 2 above 20 zł (the new approver).
  await logInThroughForm(page, 'akceptant@firma.demo');
  await navLink(page, 'Reguły akceptacji').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reguły akceptacji' })).toBeVisible();
  // An administrator is told before changing a rule that orders already waiting keep their chain.
  await expect(page.getByText(/zamówienia, które już czekają na akceptację, przechodzą ścieżkę, z którą je złożono\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj regułę' }).click();
  const ruleDialog = page.getByRole('dialog', { name: 'Dodaj regułę akceptacji' });
  await expect(ruleDialog.getByLabel('Dla kogo')).toHaveValue('');
  await ruleDialog.getByLabel('Próg poziomu 1 (netto, zł)').fill('10');
  await ruleDialog.getByLabel('Akceptuje na poziomie 1').selectOption({ label: 'Magdalena Wójcik' });
  await ruleDialog.getByRole('button', { name: 'Dodaj poziom' }).click();
  await ruleDialog.getByLabel('Próg poziomu 2 (netto, zł)').fill('5');
  await ruleDialog.getByLabel('Akceptuje na poziomie 2').selectOption({ label: 'Ewa Nowak' });
  await ruleDialog.getByRole('button', { name: 'Zapisz regułę' }).click();
  // The thresholds rise: said by the field, nothing typed is lost.
  await expect(ruleDialog.getByText('Próg poziomu 2 musi być wyższy niż próg poziomu 1.')).toBeVisible();
  await expect(ruleDialog.getByLabel('Akceptuje na poziomie 2')).toHaveValue(/\d+/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '.tmp/screens-approvals/rule-dialog-1440.png' });
  await ruleDialog.getByLabel('Próg poziomu 2 (netto, zł)').fill('20');
  await ruleDialog.getByRole('button', { name: 'Zapisz regułę' }).click();
  await expect(ruleDialog).toBeHidden();
  await expect(toast(page, 'Dodano regułę akceptacji dla całej firmy.')).toBeVisible();
  const rule = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cała firma' }) });
  await expect(rule.getByText(/^Poziom 1: powyżej 10,00\szł → Magdalena Wójcik$/)).toBeVisible();
  await expect(rule.getByText(/^Poziom 2: powyżej 20,00\szł → Ewa Nowak$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '.tmp/screens-approvals/approval-rules-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Zmień regułę: Cała firma' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '.tmp/screens-approvals/approval-rules-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Zmień regułę: Cała firma' }).click();
  await expect(page.getByRole('dialog', { name: 'Zmień regułę: Cała firma' }).getByLabel('Próg poziomu 2 (netto, zł)')).toHaveValue('20');
  await page.screenshot({ path: '.tmp/screens-approvals/rule-dialog-390.png' });
  await page.getByRole('dialog', { name: 'Zmień regułę: Cała firma' }).getByRole('button', { name: 'Anuluj' }).click();
  await page.getByRole('button', { name: 'Dodaj nieobecność' }).click();
  await expect(page.getByRole('dialog', { name: 'Dodaj nieobecność' })).toBeVisible();
  await expect(page.locator('.MuiBackdrop-root').last()).toHaveCSS('opacity', '1');
  await page.screenshot({ path: '.tmp/screens-approvals/absence-dialog-390.png' });
  await page.getByRole('dialog', { name: 'Dodaj nieobecność' }).getByRole('button', { name: 'Anuluj' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });
  await logOut(page);

  // The buyer's order of paper on Dział IT (no limit there): the rule makes it wait.
  await logInThroughForm(page, 'kupiec@firma.demo');
  const { number, orderId } = await orderPaper(page, 'Dział IT');
  await logOut(page);

  // Level 1: only the administrator is asked; she accepts from the mailbox's link.
  await page.goto(`/demo/poczta?to=${encodeURIComponent(APPROVER.email)}`);
  await expect(messages(page).getByRole('link', { name: `Zamówienie ${number} czeka na Twoją akceptację` })).toHaveCount(0);
  await acceptFromMailbox(page, 'akceptant@firma.demo', number);
  await expect(page.getByRole('heading', { level: 2, name: `Zaakceptowano poziom 1 z 2 zamówienia ${number}.` })).toBeVisible();
  await expect(page.getByText('Zamówienie czeka teraz na decyzję na poziomie 2 z 2: Ewa Nowak.', { exact: false })).toBeVisible();
  await logOut(page);

  // Level 2: the new approver has the e-mail now; in her queue the order waits at level 2 for her.
  await logInThroughForm(page, APPROVER.email, APPROVER.password);
  await page.goto('/moje-konto/zamowienia-oczekujace');
  const queued = page.getByRole('main').getByRole('row').filter({ has: page.getByRole('link', { name: number }) });
  await expect(queued.getByText('Poziom 2 z 2')).toBeVisible({ timeout: 30_000 });
  await expect(queued.getByText('czeka na: Ewa Nowak')).toBeVisible();
  await page.screenshot({ path: '.tmp/screens-approvals/queue-1440.png' });
  await logOut(page);
  await acceptFromMailbox(page, APPROVER.email, number, APPROVER.password);
  await expect(page.getByRole('heading', { level: 2, name: `Zamówienie ${number} zostało zaakceptowane.` })).toBeVisible();
  await logOut(page);

  // The buyer's order: accepted, both decisions in its history.
  await logInThroughForm(page, 'kupiec@firma.demo');
  await page.goto(`/moje-konto/zamowienia/${orderId}`);
  const history = page.getByRole('list', { name: 'Historia zamówienia' });
  await expect(history.getByText('Akceptacja – poziom 1 z 2')).toBeVisible({ timeout: 30_000 });
  await expect(history.getByText('Akceptacja – poziom 2 z 2')).toBeVisible();
  await expect(history.getByRole('listitem').filter({ hasText: 'Akceptacja – poziom 1 z 2' })).toContainText('Magdalena Wójcik');
  await expect(history.getByRole('listitem').filter({ hasText: 'Akceptacja – poziom 2 z 2' })).toContainText('Ewa Nowak');
  await expect(page.getByRole('main').getByText('Zaakceptowane').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('adding a rule waits for the lists it offers: the button works once the cost centres are in, and the dialog offers them', async ({ page }) => {
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/uzytkownicy');
  await delayNext(page, 'getCostCenters', 3_000);
  await navLink(page, 'Reguły akceptacji').click();
  const add = page.getByRole('button', { name: 'Dodaj regułę' });
  await expect(add).toBeDisabled();
  await expect(add).toBeEnabled({ timeout: 15_000 });
  await add.click();
  const ruleDialog = page.getByRole('dialog', { name: 'Dodaj regułę akceptacji' });
  await expect(ruleDialog.getByLabel('Dla kogo').locator('option', { hasText: 'Dział IT' })).toHaveCount(1);
  await expect(ruleDialog.getByLabel('Akceptuje na poziomie 1').locator('option', { hasText: 'Magdalena Wójcik' })).toHaveCount(1);
});

test('an amount is read as the page’s language writes it: "5,000" is five thousand in English and refused in Polish, not taken for five', async ({ page }) => {
  await openLoggedIn(page, 'akceptant@firma.demo', '/en/my-account/approval-rules');
  await page.getByRole('button', { name: 'Add a rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an approval rule' });
  await dialog.getByLabel('Level 1 threshold (net, PLN)').fill('5,000');
  await dialog.getByLabel('Level 1 approver').selectOption({ label: 'Magdalena Wójcik' });
  await dialog.getByRole('button', { name: 'Save the rule' }).click();
  await expect(dialog).toBeHidden();
  const rule = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Whole company' }) });
  await expect(rule.getByText(/^Level 1: above PLN\s5,000\.00 → Magdalena Wójcik$/)).toBeVisible();
  // Changed again, the field shows the amount in the form's own way.
  await page.getByRole('button', { name: 'Change the rule: Whole company' }).click();
  await expect(page.getByRole('dialog').getByLabel('Level 1 threshold (net, PLN)')).toHaveValue('5000');

  // In Polish "5,000" could be five złoty: it is refused by its field, and what was typed stays.
  await page.goto('/moje-konto/reguly-akceptacji');
  await page.getByRole('button', { name: 'Zmień regułę: Cała firma' }).click();
  const polish = page.getByRole('dialog');
  await polish.getByLabel('Próg poziomu 1 (netto, zł)').fill('5,000');
  await polish.getByRole('button', { name: 'Zapisz regułę' }).click();
  await expect(polish.getByText('Podaj próg – kwotę netto w złotych, np. 5000 albo 5 000,50.')).toBeVisible();
  await expect(polish.getByLabel('Próg poziomu 1 (netto, zł)')).toHaveValue('5,000');
  await expectNoAxeViolations(page);
});
