import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4317);
/** Debian's Chromium headless shell (scripts/ensure-chromium.mjs installs it): no browser UI to start per test. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** Where the production build under test goes (parallel runs on one machine use their own). */
const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No second tries: a test that fails once is a failure to fix, not a coin toss (a retry would
  // hide a test that depends on timing).
  retries: 0,
  // A test's budget is its whole journey. On 2 shared cores the longest journeys (six page loads, each
  // booting the in-browser demo API) take up to 40 s; a CI machine a third slower must not fail them
  // for that. A step that hangs is still caught by its own 10 s expect timeout.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'pl-PL',
    viewport: { width: 1366, height: 900 },
    trace: 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A test's pages live seconds: V8's optimising tiers (Maglev, TurboFan) compile code that
        // rarely runs long enough to repay it. Without them, paired runs of the same specs took 7–21 % less time here.
        '--js-flags=--no-opt,--no-maglev',
      ],
    },
  },
  webServer: {
    command: `npx vite build --logLevel warn --outDir ${DIST} && npx vite build -c vite.server.config.ts --logLevel warn && node scripts/serve.mjs`,
    // The third-party scripts point at an address the consent tests serve themselves (page.route).
    env: {
      PORT: String(PORT),
      DIST_DIR: DIST,
      // Files a test reads once need no best compression: the quick one leaves the processor to the browsers.
      COMPRESSION: 'fast',
      VITE_TAG_MANAGER_SCRIPT_URL: 'https://third-party.spinacz.test/gtm.js',
      VITE_CHAT_SCRIPT_URL: 'https://third-party.spinacz.test/chat.js',
      VITE_REVIEWS_SCRIPT_URL: 'https://third-party.spinacz.test/reviews-1.js',
      VITE_REVIEWS_2_SCRIPT_URL: 'https://third-party.spinacz.test/reviews-2.js',
    },
    url: `http://localhost:${PORT}`,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
