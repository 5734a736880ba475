import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Runs axe on the page once its running transitions have ended (colours measured halfway through a
 * fade are not the page's colours) and fails with the list of violations, if any.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** Logs a demo user in through the login page, the way a person does. */
export async function logIn(page: Page, email: string, password = 'Spinacz123!'): Promise<void> {
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^hasło|^password/i).fill(password);
  await page.getByRole('button', { name: /^zaloguj się$|^log in$/i }).click();
}

export const test = base;
export { expect };
