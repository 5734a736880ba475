import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';
import { THIRD_PARTY_ORIGIN } from './chrome-helpers';

/**
 * The production server's security headers (scripts/serve.mjs, scripts/securityHeaders.mjs) and
 * the Content-Security-Policy at work: every page type loads under it with no violation reported.
 */

const PAPER = '/produkt/papier-ksero-pollux-a4-100-g-m2-500-ark-198552';
const ARTICLE = '/blog/jak-planowac-zakupy-biurowe';

/** Every CSP violation the page reports: its securitypolicyviolation events and the browser's console messages. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to (load|execute|apply|connect|frame|create|evaluate)/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|EvalError/i.test(error.message)) violations.push(`error: ${error.message}`);
  });
  return violations;
}

/** Opens a page as a new document (so its own headers apply) and waits until it has rendered and settled. */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toMatch(/script-src 'self' 'sha256-[^;]+;/);
  expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const decided = (consent: string) => [{ name: 'spinacz_consent', value: consent, url: test.info().project.use.baseURL! }];

test('the server sends the security headers: pages, assets, API-less 404s', async ({ request }) => {
  const home = await request.get('/');
  const headers = home.headers();
  const policy = headers['content-security-policy'];
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ https:\/\/third-party\.spinacz\.test;/);
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toMatch(/img-src 'self' data: blob:/);
  expect(policy).toMatch(/connect-src 'self' https:\/\/third-party\.spinacz\.test;/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toBeUndefined();

  // Every inline script of the page is allowed by its hash, and only those.
  const html = await home.text();
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).filter(Boolean);
  expect(inline.length).toBeGreaterThan(0);
  expect(policy.match(/'sha256-/g)).toHaveLength(inline.length);

  // The pages a procurement system frames: the shop itself (no hosts configured in this run) and no X-Frame-Options.
  for (const path of ['/punch-out?USERNAME=x', '/en/punch-out', '/moje-konto/zwroty-iframe', '/moje-konto/zwroty-iframe/12', '/en/my-account/returns-iframe']) {
    const framed = (await request.get(path)).headers();
    expect(framed['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(framed['x-frame-options'], path).toBeUndefined();
  }
  for (const path of ['/koszyk', '/moje-konto/zwroty', '/nie/ma/takiej/strony']) {
    expect((await request.get(path)).headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }

  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)![1];
  const asset = (await request.get(script)).headers();
  expect(asset['x-content-type-options']).toBe('nosniff');
  expect(asset['content-security-policy']).toBeUndefined();
  const worker = (await request.get('/mockServiceWorker.js')).headers();
  expect(worker['content-security-policy']).toBeUndefined();
  const missing = await request.get('/assets/nie-ma-takiego-pliku.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['x-content-type-options']).toBe('nosniff');
  // A missing picture is a missing file too, not a page.
  const picture = await request.get('/footer-logos/nie-ma-takiego-logo.png');
  expect(picture.status()).toBe(404);
  expect(picture.headers()['content-type']).toContain('text/plain');
});

test('the policy is enforced and the watch sees a violation (the check is not blind)', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.context().addCookies(decided('p0s0m0'));
  await visit(page, '/', /./);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
});

test('the catalogue pages load under the policy with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.context().addCookies(decided('p0s0m0'));
  await visit(page, '/', /./);
  await visit(page, '/kategoria/papier', 'Papier');
  await visit(page, PAPER, /Papier ksero Pollux/);
  await visit(page, '/wyszukiwarka?query=papier', /papier/);
  await visit(page, '/en', /./);
  expect(violations).toEqual([]);
});

test('the content pages, login, 404 and punch-out load under the policy with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.context().addCookies(decided('p0s0m0'));
  await visit(page, '/blog', 'Blog');
  await visit(page, ARTICLE, /Jak planować zakupy biurowe/);
  await visit(page, '/regulamin-sklepu', 'Regulamin sklepu');
  await visit(page, '/logowanie', 'Zaloguj się');
  await visit(page, '/nie/ma/takiej/strony', /./);
  await visit(page, '/punch-out', /./);
  expect(violations).toEqual([]);
});

test('a filled cart and the checkout load under the policy with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.context().addCookies(decided('p0s0m0'));
  await visit(page, PAPER, /Papier ksero Pollux/);
  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(page.getByRole('link', { name: /^Koszyk, 1 produkt/ })).toBeVisible();
  await visit(page, '/koszyk', /Koszyk/);
  await visit(page, '/proces-zamowienia', /./);
  expect(violations).toEqual([]);
});

test('account pages (the orders grid, an invoice PDF, the returns iframe) load under the policy with no violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  await page.context().addCookies(decided('p0s0m0'));
  await visit(page, '/logowanie', 'Zaloguj się');
  await logIn(page, 'akceptant@firma.demo');
  await expect(page).not.toHaveURL(/\/logowanie/);
  await visit(page, '/moje-konto/zamowienia', /Zamówienia/);
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await visit(page, '/moje-konto', /./);
  // An invoice PDF: made by the demo API in the page (pdfmake), saved through a blob: address.
  await visit(page, '/moje-konto/faktury', /Faktury/);
  const invoice = page.getByRole('grid', { name: 'Lista faktur' }).getByRole('button', { name: /^Pobierz PDF faktury / }).first();
  const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await visit(page, '/moje-konto/zwroty-iframe', /./);
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  expect(violations).toEqual([]);
});

test('with consent, the configured third-party scripts load under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const requested: string[] = [];
  await page.context().route(`${THIRD_PARTY_ORIGIN}/**`, async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await route.fulfill({ contentType: 'text/javascript', body: 'window.thirdPartyRan = (window.thirdPartyRan || 0) + 1;' });
  });
  await page.context().addCookies(decided('p1s1m1'));
  await visit(page, '/', /./);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => requested.sort()).toEqual(['/chat.js', '/gtm.js', '/reviews-1.js', '/reviews-2.js']);
  await expect.poll(() => page.evaluate(() => (window as unknown as { thirdPartyRan?: number }).thirdPartyRan)).toBe(4);
  expect(violations).toEqual([]);
});

/**
 * A second server of the same build, as a host would run it: HTTPS (HSTS) and a procurement host
 * allowed to frame the punch-out, on ports of their own beside the suite's server. The procurement
 * system is a real local server (the browser lets only a local page frame a local one).
 */
test.describe('served over HTTPS with procurement hosts', () => {
  const port = Number(process.env.E2E_PORT ?? 4317) + 500;
  const origin = `https://localhost:${port}`;
  const PROCUREMENT = `http://127.0.0.1:${port + 1}`;
  let server: ChildProcess;
  let procurement: Server;

  test.beforeAll(async () => {
    server = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: { ...process.env, PORT: String(port), DIST_DIR: process.env.E2E_DIST ?? 'dist', HTTPS: '1', PROCUREMENT_ORIGINS: PROCUREMENT },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('running') && resolve());
      server.once('exit', (code) => reject(new Error(`serve.mjs ended (${code})`)));
    });
    // The procurement system's page: the shop's page named by ?frame= in a frame.
    procurement = createServer((request, response) => {
      const path = new URL(request.url ?? '/', PROCUREMENT).searchParams.get('frame') ?? '/';
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="pl"><title>System zakupowy</title><iframe title="Sklep" src="${origin}${path}"></iframe></html>`);
    });
    await new Promise<void>((resolve) => procurement.listen(port + 1, '127.0.0.1', resolve));
  });
  test.afterAll(() => {
    server?.kill();
    procurement?.close();
  });

  test('HSTS over HTTPS; the punch-out allows the procurement host, other pages no frame', async () => {
    const api = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
    const home = (await api.get(`${origin}/`)).headers();
    expect(home['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(home['content-security-policy']).toContain("frame-ancestors 'none'");
    const punchOut = (await api.get(`${origin}/punch-out`)).headers();
    expect(punchOut['content-security-policy']).toContain(`frame-ancestors 'self' ${PROCUREMENT}`);
    const asset = (await api.get(`${origin}/footer-logos/blik.svg`)).headers();
    expect(asset['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await api.dispose();
  });

  test('a procurement host may frame the punch-out and the returns iframe, no other page', async ({ browser }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    /** Whether the shop's page showed inside the procurement system's frame (a refused frame shows the browser's error page). */
    const shownInFrame = async (path: string) => {
      await page.goto(`${PROCUREMENT}/?frame=${encodeURIComponent(path)}`);
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      if (!frame || !frame.url().startsWith(origin)) return false;
      return frame.evaluate(() => Boolean(document.getElementById('root'))).catch(() => false);
    };
    expect(await shownInFrame('/punch-out')).toBe(true);
    expect(await shownInFrame('/moje-konto/zwroty-iframe')).toBe(true);
    expect(await shownInFrame('/')).toBe(false);
    expect(await shownInFrame('/koszyk')).toBe(false);
    await context.close();
  });
});
