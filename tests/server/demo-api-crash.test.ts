import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../scripts/bench/servers.mjs';
import { startDemoApi, type RunningDemoApi } from './startDemoApi';

/**
 * The Node demo API killed as a crash kills (SIGKILL, no chance to write anything more) and started
 * again on the same data: the buyer's session and cart are still there. Meanwhile the web server in
 * front answers API calls with 503 and Retry-After instead of hanging or failing blankly.
 */
const started: RunningDemoApi[] = [];
afterAll(() => started.forEach((server) => server.stop()));

const login = (api: string) =>
  fetch(`${api}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'kupiec@firma.demo', password: 'Spinacz123!', client_id: 'spinacz', client_secret: 'spinacz' }),
  }).then(async (answer) => ((await answer.json()) as { access_token: string }).access_token);

const cart = (api: string, token: string) =>
  fetch(`${api}/e-commerce/v1/shopping-carts/current`, { headers: { Authorization: `Bearer ${token}` } }).then(async (answer) => ({
    status: answer.status,
    lines: answer.ok ? ((await answer.json()) as { shoppingCart: { items: { productId: number; quantity: number }[] } }).shoppingCart.items.map((item) => [item.productId, item.quantity]) : [],
  }));

/** The cart lines the demo API has written to its data file so far (none before its first write). */
function storedCartLines(dataDir: string): [number, number][] {
  const file = join(dataDir, 'state.json');
  if (!existsSync(file)) return [];
  const carts = (JSON.parse(readFileSync(file, 'utf8')) as { carts?: Record<string, { productId: number; quantity: number }[]> }).carts ?? {};
  return Object.values(carts).flatMap((lines) => lines.map((line): [number, number] => [line.productId, line.quantity]));
}

describe('a crash of the Node demo API', () => {
  it('keeps the session and the cart: a change older than a quarter of a second survives SIGKILL', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'spinacz-crash-'));
    const first = await startDemoApi({ DEMO_DATA_DIR: dataDir });
    started.push(first);
    const token = await login(first.api);
    const search = await fetch(`${first.api}/e-commerce/v1/products/search?query=papier&limit=24`, { headers: { Authorization: `Bearer ${token}` } });
    const product = ((await search.json()) as { products: { id: number; canBeOrdered: boolean; orderQuantityMultiple?: number }[] }).products.find((candidate) => candidate.canBeOrdered)!;
    const added = await fetch(`${first.api}/e-commerce/v1/shopping-carts/current`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId: product.id, quantity: 3 * (product.orderQuantityMultiple ?? 1) }),
    });
    expect(added.status).toBeLessThan(300);
    const before = await cart(first.api, token);
    expect(before.lines).toHaveLength(1);

    // The change is written a quarter of a second after it was made, by the server itself, with no
    // stop to prompt it (on a busy machine its timer may fire later: the file is read until it holds
    // the cart, not a set time waited).
    await vi.waitFor(() => expect(storedCartLines(dataDir)).toEqual(before.lines), { timeout: 10_000, interval: 50 });
    await first.crash();
    const second = await startDemoApi({ DEMO_DATA_DIR: dataDir, PORT: String(first.port) });
    started.push(second);
    expect(await cart(second.api, token)).toEqual(before);
  }, 90_000);

  it('the web server in front answers API calls with 503 and Retry-After while the API is down', async () => {
    const [webPort, apiPort] = [await freePort(), await freePort()];
    // (The web server needs a build to serve: a page is enough here.)
    const dist = mkdtempSync(join(tmpdir(), 'spinacz-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Spinacz</title>');
    const web = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: { ...process.env, PORT: String(webPort), API_ORIGIN: `http://127.0.0.1:${apiPort}`, DIST_DIR: dist },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        web.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('running') && resolve());
        let errors = '';
        web.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
        web.once('exit', (code) => reject(new Error(`serve.mjs ended (${code}): ${errors}`)));
      });
      const answer = await fetch(`http://127.0.0.1:${webPort}/e-commerce/v1/settings`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(await answer.json()).toMatchObject({ code: 'NETWORK' });
    } finally {
      web.kill();
    }
  }, 30_000);
});
