import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import { issueToken } from '../../src/mocks/http/auth';
import { BROWSER_TOKEN_SECRET_KEY, setTokenSecret } from '../../src/mocks/http/tokenSigning';
import { COOKIE } from '../../src/api/cookies';
import { USERS } from '../../src/mocks/db/seed/accounts';

/** axe-core itself, evaluated in the page once per document (no script tag: the shop's CSP would refuse it). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe on the page once nothing is loading and its running transitions have ended (colours measured halfway through a
 * fade are not the page's colours) and fails with the list of violations, if any.
 *
 * axe runs in the page in one pass and sends back only the violations. (The Playwright wrapper's
 * default mode opens a second page to merge per-frame results and ships every passing node across:
 * four times slower on a listing page, for a shop that has no frames of its own.)
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Parts still loading (aria-busy, e.g. a listing faded while its new results arrive) are measured
  // once they have loaded.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // A transition a state change is about to start (a drawer's backdrop fading out once it is closed)
  // begins in the next frames: wait two frames, then for what runs, and look again until nothing does.
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round += 1) {
      // (A page in the background gets no frames: 100 ms then.)
      await Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 100)),
      ]);
      const running = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const summary = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false });
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`,
    );
  }, AXE_TAGS);
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Waits until the shop has started: the page's own main content stands where the boot screen was (the
 * first HTML's busy <main> with the shop's name, shown until the demo API and the router are ready).
 */
export async function expectShopStarted(page: Page): Promise<void> {
  await expect(page.getByRole('main').and(page.locator(':not([aria-busy="true"])'))).toBeVisible();
}

/**
 * The page does not scroll sideways at the viewport's width (a phone's, by default): asked until the
 * layout has followed a change of the viewport (React re-renders for the new width after a resize).
 */
export async function expectNoSidewaysScroll(page: Page, width = 390): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Logs a demo user in through the login page, the way a person does. */
export async function logIn(page: Page, email: string, password = 'Spinacz123!'): Promise<void> {
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^hasło|^password/i).fill(password);
  await page.getByRole('button', { name: /^zaloguj się$|^log in$/i }).click();
}

/** The key the in-browser demo API signs with in these tests (it keeps its key in localStorage), so a test can sign a login. */
const TEST_TOKEN_SECRET = 'spinacz-e2e-token-secret-0123456789';
setTokenSecret(TEST_TOKEN_SECRET);

/** The cookie choice "reject all", made up front where the banner is not the test's subject. */
export const CONSENT_COOKIE = { name: 'spinacz_consent', value: 'p0s0m0' };

/**
 * Opens `path` as a returning visitor who is still logged in as the demo user `email` (the auth cookie
 * a past login left, signed with this browser's demo key) and has made a cookie choice: one page load,
 * where the login form and the dashboard it opens would be two more. For journeys whose subject is not
 * the login: the login form is driven by `logIn`, in its own tests and where a guest's cart or list
 * must move over.
 */
export async function openLoggedIn(page: Page, email: string, path: string): Promise<void> {
  const user = USERS.find((candidate) => candidate.login === email);
  if (!user) throw new Error(`${email} is not a demo user of the seed`);
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: COOKIE.auth, value: issueToken('user', String(user.id)), url },
    { ...CONSENT_COOKIE, url },
  ]);
  await page.goto(path);
  await expectShopStarted(page);
}

/** React's words for a page whose server HTML and first render disagree (development and production builds). */
const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|419|423|425)/i;

export const test = base.extend({
  // Every page of every test: a hydration error in the console fails the test (the server's HTML and the app must agree).
  page: async ({ page }, provide) => {
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) hydrationErrors.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(error.message)) hydrationErrors.push(error.message);
    });
    await provide(page);
    expect(hydrationErrors, 'hydration errors in the console').toEqual([]);
  },
  context: async ({ context }, provide) => {
    await context.addInitScript(([storageKey, secret]) => {
      try {
        window.localStorage.setItem(storageKey, secret);
      } catch {
        // a frame without storage
      }
    }, [BROWSER_TOKEN_SECRET_KEY, TEST_TOKEN_SECRET] as const);
    await provide(context);
  },
});
export { expect };
