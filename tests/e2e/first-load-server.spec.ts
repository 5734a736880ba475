import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { freePort, startServer, stopAll, waitUntilAnswering } from '../../scripts/bench/servers.mjs';
import { expect, test } from './fixtures';

/**
 * The first page of a newcomer's `npm start`: the shop built for the demo API over HTTP, the Node
 * demo API behind the web server on one origin. A product or article page's main call starts from
 * index.html with the guest login, its picture with the answer, and the app uses that answer
 * instead of asking again.
 */
const DIST = resolve('node_modules/.cache/spinacz-e2e-server/dist');
let origin = '';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'], {
    env: { ...process.env, VITE_DEMO_API: 'server', VITE_API_BASE: '' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the build failed: ${build.stderr}`);
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const api = startServer({ name: 'demo API', command: 'npx', args: ['--no-install', 'tsx', 'src/mocks/server.ts'], env: { PORT: String(apiPort), HOST: '127.0.0.1', DEMO_DATA_DIR: mkdtempSync(join(tmpdir(), 'spinacz-e2e-data-')) } });
  const web = startServer({
    name: 'web server',
    command: process.execPath,
    args: ['scripts/serve.mjs'],
    env: { PORT: String(webPort), DIST_DIR: DIST, API_ORIGIN: `http://127.0.0.1:${apiPort}`, HTTPS: '0' },
  });
  origin = `http://localhost:${webPort}`;
  await Promise.all([waitUntilAnswering(api, `http://127.0.0.1:${apiPort}/e-commerce/v1/settings`), waitUntilAnswering(web, `${origin}/`)]);
});

test.afterAll(async () => {
  await stopAll();
});

/** Every request the page makes, by URL. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const paths = (requests: Request[], part: string) => requests.map((request) => new URL(request.url()).pathname + new URL(request.url()).search).filter((url) => url.includes(part));

/** The demo seed is deterministic: a paper anybody may buy. */
const product = { slug: 'papier-ksero-pollux-a4-100-g-m2-500-ark-198552', name: 'Papier ksero Pollux A4 100 g/m², 500 ark.' };

test('a product page on a phone asks for its product and category tree once, and for its main picture at 640 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requests = recordRequests(page);
  await page.goto(`${origin}/produkt/${product.slug}`);

  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const picture = page.getByRole('img', { name: product.name }).first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/w640-h640\/[^/]+\.avif$/);

  expect(paths(requests, `/e-commerce/v1/products/${product.slug}`)).toHaveLength(1);
  expect(paths(requests, '/e-commerce/v1/categories/tree?level=1&nestingLevel=2&orderBy=popularity')).toHaveLength(1);
  // The picture is asked for once, in the width the phone takes; never the large one.
  const mainPictures = paths(requests, '/images/convert/products/').filter((url) => url.includes(product.slug));
  expect(mainPictures.filter((url) => url.includes('/w640-h640/'))).toHaveLength(1);
  expect(mainPictures.filter((url) => url.includes('/w1200-h1200/'))).toHaveLength(0);
  // The entry's stylesheet is in the page: no chunk fetches it again.
  expect(paths(requests, '/assets/').filter((url) => /\/assets\/index-[\w-]+\.css/.test(url))).toEqual([]);

  // The page works as it does without the early call: add to cart.
  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Został dodany do koszyka' })).toBeVisible();
});

test('an article page asks for its article once and shows its picture', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto(`${origin}/blog/jak-planowac-zakupy-biurowe`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const picture = page.getByRole('main').locator('img').first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  expect(paths(requests, '/e-commerce/v1/contents/articles/jak-planowac-zakupy-biurowe')).toHaveLength(1);
});

test('a product no longer offered says so: the failed early call is asked again by the page', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto(`${origin}/produkt/dlugopis-zenith-60-0-7-mm-czerwony-139595`);
  await expect(page.getByRole('heading', { level: 1, name: 'Przepraszamy, ten produkt nie jest już w naszej ofercie.' })).toBeVisible();
  expect(paths(requests, '/e-commerce/v1/products/dlugopis-zenith-60-0-7-mm-czerwony-139595').length).toBeGreaterThanOrEqual(2);
});
