import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServe, type RunningServe } from './serveForTests';

/**
 * scripts/serve.mjs passing calls on to an API whose connection breaks before it answers (a connection
 * the API was just closing, a restart): a read is asked once more, a change is never sent twice.
 */
let dist: string;
let api: Server;
let server: RunningServe | undefined;
let origin: string;
/** The calls the API received, by method and path; the next `breaks` of them are cut off unanswered. */
let received: string[] = [];
let breaks = 0;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'spinacz-proxy-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Spinacz</title>');
  api = createServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    request.resume();
    if (breaks > 0) {
      breaks -= 1;
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  server = await startServe({ DIST_DIR: dist, API_ORIGIN: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
  origin = server.origin;
});

afterAll(async () => {
  server?.stop();
  await new Promise((resolve) => api?.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

beforeEach(() => {
  received = [];
  breaks = 0;
});

describe('scripts/serve.mjs in front of an API whose connection breaks', () => {
  it('asks a read once more, and the browser gets the answer', async () => {
    breaks = 1;
    const answer = await fetch(`${origin}/e-commerce/v1/products/papier`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    expect(received).toEqual(['GET /e-commerce/v1/products/papier', 'GET /e-commerce/v1/products/papier']);
  });

  it('says "API down" (503, NETWORK) when the second try breaks too', async () => {
    breaks = 2;
    const answer = await fetch(`${origin}/e-commerce/v1/products/papier`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('2');
    expect((await answer.json()).code).toBe('NETWORK');
    expect(received).toHaveLength(2);
  });

  it('never sends a change twice: a broken order is answered 503 after one try', async () => {
    breaks = 1;
    const answer = await fetch(`${origin}/e-commerce/v1/checkout/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"paymentMethod":"transfer"}' });
    expect(answer.status).toBe(503);
    expect(received).toEqual(['POST /e-commerce/v1/checkout/orders']);
  });
});
