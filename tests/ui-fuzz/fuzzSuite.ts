import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { answeredRequests, createFuzzServer } from './fakerApi';
import { axeViolations, failureTexts, leakedValues } from './pageChecks';
import { renderScreen, SETTLE_LIMIT_MS } from './renderScreen';
import { caseName, type ScreenCase } from './screenCases';

/**
 * Seeds 1..8 by default: 55 screens × 8 pages of random contract-valid data in `npm test` (twenty
 * seeds took 350 s of the unit step's 390 s on 2 cores). `UI_FUZZ_SEEDS=200 npx vitest run tests/ui-fuzz`
 * tries more.
 */
export const SEEDS = Array.from({ length: Number(process.env.UI_FUZZ_SEEDS ?? 8) }, (_, index) => index + 1);

const FIXED_NOW = new Date('2026-06-15T10:00:00Z');

/**
 * Every case, every seed: the screen renders the faker API's answers without crashing, leaves no
 * raw value on the page, and axe finds nothing. A failure names the seed, so it can be run alone
 * (`-t "<screen> seed <n>"`) and it shows the same page again.
 */
export function fuzzScreens(cases: ScreenCase[]): void {
  const server = createFuzzServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // One fixed day: faker's dates are drawn relative to "now", and screens show periods ending
    // today, so a seed gives the same page on any day.
    vi.useFakeTimers({ toFake: ['Date'], now: FIXED_NOW });
    // React reports every thrown render error and act() notice on the console: the checks below
    // report what matters, with the seed.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => {
    cleanup();
    vi.useRealTimers();
    server.close();
    vi.restoreAllMocks();
  });

  describe.each(cases.map((item) => [caseName(item), item] as const))('%s', (_, item) => {
    it.each(SEEDS)(`${caseName(item)} seed %i`, async (seed) => {
      const started = performance.now();
      const rendered = await renderScreen(item, seed);
      const renderedAt = performance.now();
      const where = `${item.url} seed ${seed}; calls: ${answeredRequests().join(', ')}`;
      expect(rendered.crash, `crashed at ${where}`).toBeNull();
      expect(document.body.textContent, `crash text at ${where}`).not.toContain('FUZZ-CRASH');
      expect(rendered.stillLoading, `still loading after the wait at ${where}`).toBe(false);
      expect(leakedValues(document.body), `raw values at ${where}`).toEqual([]);
      // The unknown-path screen is the one screen whose content is "not found".
      if (caseName(item) !== 'notFound') expect(failureTexts(document.body), `an error or "not found" instead of the screen at ${where}`).toEqual([]);
      expect(rendered.pathname, `left the screen for another route at ${where}`).toBe(new URL(item.url, 'http://localhost').pathname);
      const axeStarted = performance.now();
      const violations = await axeViolations(document.body);
      if (process.env.UI_FUZZ_TIMES) console.info(`${caseName(item)} ${seed}: render ${Math.round(renderedAt - started)} ms, axe ${Math.round(performance.now() - axeStarted)} ms`);
      expect(violations, `axe at ${where}`).toEqual([]);
    }, SETTLE_LIMIT_MS + 20_000);
  });
}
