// Add to cart → toast: how long a shopper waits, on a running shop (e.g. `npm start`), in Chromium.
//   node scripts/bench/add-to-cart.mjs [origin]     (default http://localhost:4173)
// Each run opens a product page as a new guest (a fresh browser context), waits until the page is
// quiet, clicks "Dodaj do koszyka" and measures, inside the page, from the click event to the frame
// that paints the "Został dodany do koszyka" toast: first the cold click (the cart's code and the
// toast's code still to load), then, after closing that toast, a warm click. Prints the figures
// (median and worst of RUNS runs) and writes bench-results/add-to-cart.json.
//
// Environment: RUNS (default 5), CPU_THROTTLE (e.g. 4: Chromium's CPU slowed down 4×, like the
// mobile Lighthouse run; default 1), CHROME_PATH (default /usr/bin/chromium), BENCH_RESULTS_DIR.
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_PATH } from './lighthouse.mjs';
import { writeJson } from './report.mjs';

const origin = (process.argv[2] ?? process.env.BENCH_ORIGIN ?? 'http://localhost:4173').replace(/\/$/, '');
const RUNS = Math.max(1, Number(process.env.RUNS) || 5);
const THROTTLE = Math.max(1, Number(process.env.CPU_THROTTLE) || 1);
const RESULTS_DIR = resolve(process.env.BENCH_RESULTS_DIR ?? 'bench-results');
const TOAST_TEXT = 'dodany do koszyka';
if (origin.startsWith('https:')) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

/** A product a guest can add with quantity 1, found through the shop's own API. */
async function productPath() {
  const token = await fetch(`${origin}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'password', username: 'guest', password: 'guest', client_id: 'spinacz', client_secret: 'spinacz' }),
  }).then((response) => response.json());
  const search = await fetch(`${origin}/e-commerce/v1/products/search?query=papier&limit=24`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token.access_token}` },
  }).then((response) => response.json());
  const product = (search.products ?? []).find((item) => item.canBeOrdered && !item.category?.forAdults && (item.orderQuantityMultiple ?? 1) === 1);
  if (!product) throw new Error('no product to add with quantity 1');
  return `/produkt/${encodeURIComponent(product.slug)}`;
}

/**
 * In the page: resolves with the ms from the next click on the add button to the first frame
 * painted after the toast was put into the page.
 */
function armMeasurement(text) {
  window.__toastTiming = new Promise((resolveTiming) => {
    let clickedAt = null;
    document.addEventListener(
      'click',
      (event) => {
        clickedAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (clickedAt === null) return;
      const toast = [...document.querySelectorAll('[role="status"]')].find((element) => element.textContent?.includes(text));
      if (!toast) return;
      observer.disconnect();
      const insertedAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => resolveTiming({ ms: performance.now() - clickedAt, inDomMs: insertedAt - clickedAt })));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

async function oneRun(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pl-PL', ignoreHTTPSErrors: true });
  const page = await context.newPage();
  try {
    if (THROTTLE > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    }
    await page.goto(url, { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: 'Dodaj do koszyka', exact: true });
    await button.waitFor({ state: 'visible' });
    await page.waitForTimeout(500); // the page settles as a shopper would read it
    const result = {};
    for (const kind of ['cold', 'warm']) {
      await page.evaluate(armMeasurement, TOAST_TEXT);
      await button.click();
      result[kind] = await page.evaluate(() => window.__toastTiming);
      // Close the toast, so the next click shows a new one.
      const toast = page.getByRole('status').filter({ hasText: TOAST_TEXT });
      await toast.getByRole('button').first().click();
      await toast.waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
    }
    return result;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

const load = loadavg().map((value) => Number(value.toFixed(2)));
const url = origin + (await productPath());
console.log(`[add-to-cart] ${url}: ${RUNS} runs, CPU ${THROTTLE}×, load ${load.join(' ')} on ${cpus().length} cores`);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
const runs = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const result = await oneRun(browser, url);
    runs.push(result);
    console.log(`[add-to-cart] run ${run + 1}: cold ${Math.round(result.cold.ms)} ms, warm ${Math.round(result.warm.ms)} ms`);
  }
} finally {
  await browser.close();
}
const summary = Object.fromEntries(
  ['cold', 'warm'].map((kind) => {
    const values = runs.map((run) => run[kind].ms);
    return [kind, { medianMs: Math.round(median(values)), worstMs: Math.round(Math.max(...values)) }];
  }),
);
console.log(`Add to cart → toast painted (CPU ${THROTTLE}×): cold median ${summary.cold.medianMs} ms (worst ${summary.cold.worstMs}), warm median ${summary.warm.medianMs} ms (worst ${summary.warm.worstMs}); target < 400 ms`);
mkdirSync(RESULTS_DIR, { recursive: true });
writeJson(join(RESULTS_DIR, `add-to-cart-cpu${THROTTLE}.json`), {
  timestamp: new Date().toISOString(),
  url,
  cpuThrottle: THROTTLE,
  machine: { cores: cpus().length, loadAverageAtStart: load, loadAverageAtEnd: loadavg().map((value) => Number(value.toFixed(2))) },
  summary,
  runs,
});
