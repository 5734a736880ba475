import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, type RunningServe } from './serveForTests';

/**
 * scripts/serve.mjs as it runs: a small build in a temporary folder, an API behind API_ORIGIN, and
 * the headers of its answers read over HTTP.
 */
const INLINE = ['window.first=1', 'window.second=2'];
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let dist: string;
let api: Server;
let server: RunningServe | undefined;
let origin: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'spinacz-serve-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><script>${INLINE[0]}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div><script>${INLINE[1]}</script></body></html>`);
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dist, 'csp-sources.json'), JSON.stringify({ apiBase: null, thirdParty: { tagManager: 'https://tags.example.com/gtm.js', chat: null, reviews: [] } }));

  api = createServer((request, response) => {
    if (request.url?.startsWith('/e-commerce/v1/documents/')) {
      response.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF-1.4');
      return;
    }
    if (request.url === '/e-commerce/v1/forwarded') {
      const { 'x-forwarded-host': host, 'x-forwarded-proto': proto, 'x-forwarded-for': peer } = request.headers;
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ host, proto, peer }));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ path: request.url, auth: request.headers.authorization ?? null }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiPort = (api.address() as AddressInfo).port;

  server = await startServe({ DIST_DIR: dist, API_ORIGIN: `http://127.0.0.1:${apiPort}`, PROCUREMENT_ORIGINS: 'https://zakupy.example.com' });
  origin = server.origin;
});

afterAll(async () => {
  server?.stop();
  await new Promise((resolve) => api?.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('scripts/serve.mjs', () => {
  it('sends a page the policy with the hashes of the inline scripts of the build it serves', async () => {
    const response = await fetch(`${origin}/kategoria/papier`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${sha(INLINE[0])} ${sha(INLINE[1])} https://tags.example.com;`);
    expect(policy).toContain('connect-src \'self\' https://tags.example.com;');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(await response.text()).toContain('<div id="root">');
  });

  it('lets the procurement host frame the punch-out, and a punch-out session everywhere', async () => {
    const punchOut = await fetch(`${origin}/punch-out?USERNAME=a`);
    expect(punchOut.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://zakupy.example.com");
    expect(punchOut.headers.get('x-frame-options')).toBeNull();
    const cart = await fetch(`${origin}/koszyk`, { headers: { Cookie: 'spinacz_punch_out=1' } });
    expect(cart.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://zakupy.example.com");
    expect(cart.headers.get('vary')).toContain('Cookie');
  });

  it('passes API answers on unchanged, with the hardening headers added', async () => {
    const answer = await fetch(`${origin}/e-commerce/v1/products/search?query=papier`, { headers: { Authorization: 'Bearer t' } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ path: '/e-commerce/v1/products/search?query=papier', auth: 'Bearer t' });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const pdf = await fetch(`${origin}/e-commerce/v1/documents/7.pdf`);
    expect(await pdf.text()).toBe('%PDF-1.4');
    expect(pdf.headers.get('content-security-policy')).toBeNull();
  });

  it('tells the API the origin the page called and who called, whatever the client claims', async () => {
    const answer = await fetch(`${origin}/e-commerce/v1/forwarded`, { headers: { 'X-Forwarded-Host': 'evil.test', 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '6.6.6.6' } });
    expect(await answer.json()).toEqual({ host: new URL(origin).host, proto: 'http', peer: '127.0.0.1' });
  });

  it('sends scripts without a policy of their own, and the hardening headers on missing files', async () => {
    const script = await fetch(`${origin}/assets/app.js`);
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fetch(`${origin}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers an address too long to read with a page that says so (431), whose style its policy allows', async () => {
    const response = await fetch(`${origin}/wyszukiwarka?query=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<h1>Adres jest za długi</h1>');
    expect(html).toContain('<a href="/">Przejdź na stronę główną</a>');
    expect(html).toContain('The address is too long');
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(response.headers.get('content-security-policy')).toContain(`style-src ${sha(style)};`);
    // The server still answers the next visitor.
    expect((await fetch(`${origin}/assets/app.js`)).status).toBe(200);
  });

  it('answers a request that is not HTTP with 400 and no page', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(origin).port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.endsWith('\r\n\r\n')).toBe(true);
  });
});
