import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApi, type RunningDemoApi } from './startDemoApi';

/**
 * The Node demo API (src/mocks/server.ts) as it runs, attacked: from web pages of other origins (a
 * cross-site reset of the demo data, a token taken for a sandboxed frame, a preflight from a foreign
 * page), and by a password-guessing script from one address. Its own callers (no Origin, a configured
 * CORS origin, another address) are served.
 */
const ALLOWED = 'http://localhost:5173';
const GUEST_LOGIN = 'grant_type=password&username=guest&password=guest&client_id=spinacz&client_secret=spinacz';

/** An address of this machine other than loopback. */
const OUTSIDE = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal);

let server: RunningDemoApi;
let api: string;
let port: number;

beforeAll(async () => {
  server = await startDemoApi({ CORS_ORIGINS: ALLOWED });
  ({ api, port } = server);
}, 60_000);

afterAll(() => {
  server?.stop();
});

const login = (origin?: string) =>
  fetch(`${api}/oauth2/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(origin ? { Origin: origin } : {}) }, body: GUEST_LOGIN });

describe('the Node demo API and the pages of other origins', () => {
  it('a foreign page cannot reset the demo data: 403 FORBIDDEN-ORIGIN, no CORS headers', async () => {
    const answer = await fetch(`${api}/demo-api/reset`, { method: 'POST', headers: { Origin: 'https://evil.test', 'Content-Type': 'text/plain', 'Accept-Language': 'en' } });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ code: 'FORBIDDEN-ORIGIN', message: expect.stringContaining('CORS_ORIGINS') });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a sandboxed frame (Origin: null) gets no token, in Polish by default', async () => {
    const answer = await login('null');
    expect(answer.status).toBe(403);
    expect((await answer.json()).message).toMatch(/^To demo API odpowiada tylko/);
  });

  it('a foreign preflight is refused; the configured origin gets its own origin back, never a wildcard', async () => {
    const preflight = (origin: string) => fetch(`${api}/oauth2/token`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
    const foreign = await preflight('https://localhost.evil.test');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await preflight(ALLOWED);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    const token = await login(ALLOWED);
    expect(token.status).toBe(200);
    expect(token.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  });

  it('a client without a page (no Origin) is served', async () => {
    const answer = await login();
    expect(answer.status).toBe(200);
    expect((await answer.json()).spinacz_is_guest).toBe(true);
  });

  // (On a machine with loopback only there is no other address to try.)
  it.skipIf(!OUTSIDE)('listens on loopback only unless HOST says otherwise', async () => {
    const reached = await fetch(`http://${OUTSIDE!.address}:${port}/oauth2/token`, { method: 'POST', body: GUEST_LOGIN }).then(
      () => true,
      () => false,
    );
    expect(reached).toBe(false);
  });
});

describe('the Node demo API and a password-guessing script', () => {
  const tryLogin = (username: string, password: string, address: string) =>
    fetch(`${api}/oauth2/token`, {
      method: 'POST',
      // The web server in front (on this machine) names the caller's address.
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
      body: new URLSearchParams({ grant_type: 'password', username, password, client_id: 'spinacz', client_secret: 'spinacz' }),
    });

  it('twenty failures from one address, over many accounts, stop that address with 429 and Retry-After; another address logs in', async () => {
    const attacker = '203.0.113.7';
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await tryLogin(`ktos${attempt}@firma.demo`, 'Zgaduje1!', attacker)).status).toBe(400);
    const stopped = await tryLogin('kupiec@firma.demo', 'Spinacz123!', attacker);
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(60);
    expect((await stopped.json()).code).toBe('TOO-MANY-ATTEMPTS');
    expect((await tryLogin('kupiec@firma.demo', 'Spinacz123!', '198.51.100.9')).status).toBe(200);
  });
});
