import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench/servers.mjs';
import { startDemoApi, type RunningDemoApi } from './startDemoApi';

/**
 * An answer the API gives before it has read the request's body (too large, another origin) reaches
 * the client whole — straight from the Node demo API and through the web server in front of it, as
 * `npm start` runs them — instead of a reset connection, which the web server answered with 503
 * "the API does not answer" and the shop took for a dropped connection.
 */
let api: RunningDemoApi;
let web: ChildProcess;
let webOrigin: string;

beforeAll(async () => {
  api = await startDemoApi();
  const webPort = await freePort();
  const dist = mkdtempSync(join(tmpdir(), 'spinacz-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Spinacz</title>');
  web = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(webPort), API_ORIGIN: api.api, DIST_DIR: dist, HTTPS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    web.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('running') && resolve());
    web.once('exit', (code) => reject(new Error(`serve.mjs ended (${code})`)));
  });
  webOrigin = `http://127.0.0.1:${webPort}`;
}, 60_000);

afterAll(() => {
  web?.kill();
  api?.stop();
});

const MEGABYTE = 1024 * 1024;

/** A POST of `size` bytes sent in 64 KB pieces, declared by length (or chunked); the status and body that came back. */
function post(origin: string, path: string, size: number, headers: Record<string, string> = {}, { chunked = false } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${origin}${path}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': 'pl', ...(chunked ? {} : { 'Content-Length': String(size) }), ...headers } },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (text: string) => (body += text));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      },
    );
    sent.on('error', reject);
    const pieces = Math.ceil(size / 65_536);
    Readable.from(Array.from({ length: pieces }, (_, index) => Buffer.alloc(Math.min(65_536, size - index * 65_536), 0x61))).pipe(sent);
  });
}

describe('an answer given before the body is read', () => {
  const cases = [
    ['declared by its length', {}, false, ['api', 'web']],
    ['sent in chunks', {}, true, ['api', 'web']],
    // (The API itself answers such a client before it sends the body, without "100 Continue": a
    // client that sends it anyway is cut off, as HTTP allows. The web server answers "100 Continue" itself.)
    ['with "Expect: 100-continue" (as curl sends a large body)', { Expect: '100-continue' }, false, ['web']],
  ] as const;
  for (const [name, headers, chunked, through] of cases) {
    for (const server of through) {
      it(`a body over 1 MB ${name} gets 413 and the shop's message (${server === 'api' ? 'from the API' : 'through the web server'})`, async () => {
        const answer = await post(server === 'api' ? api.api : webOrigin, '/e-commerce/v1/shopping-carts/current', 3 * MEGABYTE, headers, { chunked });
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({ code: 'PAYLOAD-TOO-LARGE', message: 'Przesłane dane są za duże (najwyżej 1 MB).' });
      }, 30_000);
    }
  }

  it('a call from a page of another origin is refused with its reason even when it carries a body', async () => {
    const answer = await post(api.api, '/e-commerce/v1/shopping-carts/current', 2 * MEGABYTE, { Origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  }, 30_000);

  it('the API keeps answering afterwards', async () => {
    const settings = await fetch(`${webOrigin}/e-commerce/v1/settings`);
    expect(settings.status).toBe(401);
  });
});
