import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, type RunningServe } from '../../scripts/serveForTests';
import { startDemoApi, type RunningDemoApi } from './startDemoApi';

/**
 * Two web servers (scripts/serve.mjs with the build's server part) behind a round-robin proxy, as
 * N instances run behind a load balancer: one visitor's journey alternates between them and never
 * notices, because neither keeps anything of the visitor; each answers the first HTML of a page alike.
 */
let dist: string;
let api: RunningDemoApi;
const instances: RunningServe[] = [];
let proxy: Server;
let origin: string;
/** Which instance answered each request, in order. */
const served: number[] = [];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'spinacz-instances-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="pl"><head><title>Spinacz — artykuły biurowe dla firm</title><meta name="description" content="Sklep."></head><body><div id="root"></div></body></html>');
  // Built as `npm run build` builds it: without the test runner's NODE_ENV.
  const { NODE_ENV: _testRunners, ...environment } = process.env;
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '-c', 'vite.server.config.ts', '--logLevel', 'error'], { env: { ...environment, DIST_DIR: dist }, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`server build failed: ${build.stderr}`);
  api = await startDemoApi();
  for (let index = 0; index < 2; index += 1) instances.push(await startServe({ DIST_DIR: dist, API_ORIGIN: api.api }));
  let next = 0;
  proxy = createServer((request, response) => {
    const chosen = next;
    next = (next + 1) % instances.length;
    served.push(chosen);
    const target = new URL(instances[chosen].origin);
    const upstream = httpRequest({ hostname: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${(proxy.address() as AddressInfo).port}`;
}, 90_000);

afterAll(async () => {
  for (const instance of instances) instance.stop();
  api?.stop();
  await new Promise((resolve) => proxy?.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

const call = (path: string, init: RequestInit = {}) => fetch(`${origin}${path}`, { ...init, headers: { Origin: origin, ...(init.headers as Record<string, string>) } });

describe('two instances of the web server behind one address', () => {
  it('carry one visitor from product page to cart, each request on the other instance', async () => {
    served.length = 0;
    const token = (await (
      await call('/oauth2/token', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'grant_type=password&username=guest&password=guest&client_id=spinacz&client_secret=spinacz' })
    ).json()) as { access_token: string };
    const auth = { Authorization: `Bearer ${token.access_token}` };
    const search = (await (await call('/e-commerce/v1/products/search?limit=1&offset=0', { headers: auth })).json()) as { products: Array<{ id: number; slug: string; name: string }> };
    const product = search.products[0];

    const pages = await Promise.all([call(`/produkt/${product.slug}`), call(`/produkt/${product.slug}`)]);
    const [first, second] = await Promise.all(pages.map((answer) => answer.text()));
    expect(pages.map((answer) => answer.status)).toEqual([200, 200]);
    expect(first).toContain(`<title>${product.name} | Spinacz</title>`);
    expect(second).toBe(first);
    expect(first).toContain(`<link rel="canonical" href="${origin}/produkt/${product.slug}"`);
    expect(pages[0].headers.get('cache-control')).toMatch(/^public,/);

    const added = await call('/e-commerce/v1/shopping-carts/current/items', { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ items: [{ productId: product.id, quantity: 2 }] }) });
    expect(added.status).toBe(200);
    const { shoppingCart } = (await (await call('/e-commerce/v1/shopping-carts/current', { headers: auth })).json()) as { shoppingCart: { items: Array<{ productId: number; quantity: number }> } };
    expect(shoppingCart.items.map((item) => [item.productId, item.quantity])).toEqual([[product.id, 2]]);
    const cartPage = await call('/koszyk');
    expect(cartPage.headers.get('cache-control')).toBe('private, no-store');

    // Every step went to the instance the previous one did not.
    expect(new Set(served)).toEqual(new Set([0, 1]));
    expect(served.every((instance, index) => index === 0 || instance !== served[index - 1])).toBe(true);
  });

  it('answers 404 for an unknown product and never serves its own code', async () => {
    expect((await call('/produkt/nie-ma-takiego')).status).toBe(404);
    expect((await call('/.ssr/entry.mjs')).status).toBe(404);
    // The pages' template is no page of its own.
    const template = await call('/index.html');
    expect(template.status).toBe(404);
    expect(await template.text()).toContain('<meta name="robots" content="noindex"');
  });

  it('sends another spelling of an address to the page\'s own, through the web server', async () => {
    const moved = await call('/kategoria/papier/?perPage=60', { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/kategoria/papier?perPage=60');
  });
});

describe('the server build', () => {
  // A server is often started without NODE_ENV (`npm start`, a container): React must not decide then
  // to render with its development builds, several times slower and meant for a developer. (The two
  // instances above run with the test runner's NODE_ENV, "test".)
  it("renders with React's production builds whatever NODE_ENV the server starts with", () => {
    const entry = readFileSync(join(dist, '.ssr', 'entry.mjs'), 'utf8');
    expect(entry).toContain('renderToReadableStream');
    expect(entry).not.toMatch(/process\.env\.NODE_ENV/);
    expect(entry).not.toMatch(/react-dom-server\.node\.development|jsxDEV/);
  });
});
