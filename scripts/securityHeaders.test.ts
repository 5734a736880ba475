import { describe, expect, it } from 'vitest';
import { COOKIE } from '../src/api/cookies';
import { ROUTES } from '../src/routing/routePaths';
import {
  FRAMEABLE_PAGES, HSTS, PUNCH_OUT_COOKIE, createSecurityHeaders, inlineScriptHashes, isFrameablePage, parseOrigins,
} from './securityHeaders.mjs';
import { cspSources } from './vite/contentSecurityPolicy';

const HTML = [
  '<!doctype html><html><head>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<script>window.a=1</script>',
  '<style>body{margin:0}</style></head><body>',
  '<script>window.a=1;\r\nwindow.b=2</script>',
  '</body></html>',
].join('');
// sha256 of the two inline scripts (the second with its line break as the browser sees it, "\n").
const HASH_A = "'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='";
const HASH_B = "'sha256-dMngcxF+3E8jiG8TyJiPBcGgZ/C73e4obRwlJSfrSJA='";

/** The CSP's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

const E2E_THIRD_PARTY = {
  VITE_TAG_MANAGER_SCRIPT_URL: 'https://third-party.spinacz.test/gtm.js',
  VITE_CHAT_SCRIPT_URL: 'https://third-party.spinacz.test/chat.js',
  VITE_REVIEWS_SCRIPT_URL: 'https://reviews.example.com/reviews-1.js',
};

describe('inline script hashes', () => {
  it('hashes every inline script of index.html and skips the ones loaded by src', () => {
    expect(inlineScriptHashes(HTML)).toEqual([HASH_A, HASH_B]);
  });
});

describe('the page policy', () => {
  const security = createSecurityHeaders({ indexHtml: HTML });
  const csp = directives(security.page('/')['Content-Security-Policy']);

  it('allows the shop\'s scripts and the inline ones by hash, never inline scripts or eval as such', () => {
    expect(csp['script-src']).toEqual(["'self'", HASH_A, HASH_B]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  });

  it('keeps the demo API working: its service worker, canvas pictures; inline styles for emotion', () => {
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'blob:', 'data:']));
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it('sends the hardening headers on pages, files and API answers', () => {
    for (const headers of [security.page('/koszyk'), security.file('.js'), security.file('.svg'), security.api({})]) {
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Strict-Transport-Security']).toBeUndefined();
    }
    expect(security.page('/')['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    // A script file keeps no policy of its own (the service worker's would govern its fetches).
    expect(security.file('.js')['Content-Security-Policy']).toBeUndefined();
    expect(security.file('.svg')['Content-Security-Policy']).toMatch(/default-src 'none'.*sandbox/);
  });

  it('sends HSTS only over HTTPS', () => {
    const overTls = createSecurityHeaders({ indexHtml: HTML, https: true });
    expect(overTls.page('/')['Strict-Transport-Security']).toBe(HSTS);
    expect(overTls.file('.css')['Strict-Transport-Security']).toBe(HSTS);
    expect(overTls.api({})['Strict-Transport-Security']).toBe(HSTS);
  });

  it('keeps the headers the API set and adds the missing ones', () => {
    const headers = security.api({ 'content-type': 'application/json', 'content-security-policy': "default-src 'self'" });
    expect(headers['content-security-policy']).toBe("default-src 'self'");
    expect(headers['Content-Security-Policy']).toBeUndefined();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    // JSON opened as a page runs nothing; a PDF or picture of the API keeps working in the browser's viewer.
    expect(security.api({ 'content-type': 'application/json; charset=utf-8' })['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(security.api({ 'Content-Type': 'application/pdf' })['Content-Security-Policy']).toBeUndefined();
  });
});

describe('framing', () => {
  const security = createSecurityHeaders({ indexHtml: HTML, procurementOrigins: 'https://zakupy.example.com, https://*.srm.example.org:8443' });
  const ancestors = (path: string, cookie?: string) => directives(security.page(path, cookie)['Content-Security-Policy'])['frame-ancestors'];

  it('refuses every frame on ordinary pages', () => {
    for (const path of ['/', '/koszyk', '/moje-konto/zwroty', '/punch-outs', '/moje-konto/zwroty-iframes', '/en/cart']) {
      expect(ancestors(path), path).toEqual(["'none'"]);
      expect(security.page(path)['X-Frame-Options']).toBe('DENY');
    }
  });

  it('lets only the procurement hosts frame the punch-out and returns iframe pages', () => {
    const allowed = ["'self'", 'https://zakupy.example.com', 'https://*.srm.example.org:8443'];
    for (const path of ['/punch-out', '/en/punch-out/', '/moje-konto/zwroty-iframe', '/moje-konto/zwroty-iframe/12', '/en/my-account/returns-iframe', '/en/my-account/returns-iframe/new/step']) {
      expect(ancestors(path), path).toEqual(allowed);
      expect(security.page(path)['X-Frame-Options']).toBeUndefined();
    }
  });

  it('keeps a punch-out session frameable by the procurement hosts on every page', () => {
    expect(ancestors('/koszyk', `a=1; ${PUNCH_OUT_COOKIE}=1`)).toEqual(["'self'", 'https://zakupy.example.com', 'https://*.srm.example.org:8443']);
    expect(ancestors('/koszyk', 'not_spinacz_punch_out=1')).toEqual(["'none'"]);
  });

  it('without configured hosts, the frameable pages may be framed by the shop itself only', () => {
    const unconfigured = createSecurityHeaders({ indexHtml: HTML });
    expect(directives(unconfigured.page('/punch-out')['Content-Security-Policy'])['frame-ancestors']).toEqual(["'self'"]);
    expect(directives(unconfigured.page('/koszyk', `${PUNCH_OUT_COOKIE}=1`)['Content-Security-Policy'])['frame-ancestors']).toEqual(["'none'"]);
  });

  it('names the routes and the cookie of the app', () => {
    expect(FRAMEABLE_PAGES.exact).toEqual([ROUTES['punch-out'].pl, ROUTES['punch-out'].en]);
    expect(FRAMEABLE_PAGES.withSubpaths).toEqual([ROUTES['dashboard-returns-iframe'].pl, ROUTES['dashboard-returns-iframe'].en]);
    expect(ROUTES['dashboard-returns-iframe-slug'].pl.startsWith(`${FRAMEABLE_PAGES.withSubpaths[0]}/`)).toBe(true);
    expect(isFrameablePage(ROUTES['dashboard-returns-iframe-slug'].en.replace(':slug', '7'))).toBe(true);
    expect(PUNCH_OUT_COOKIE).toBe(COOKIE.punchOut);
  });

  it('refuses procurement hosts that are no origins', () => {
    expect(parseOrigins('https://A.example.com/  http://localhost:8080')).toEqual(['https://a.example.com', 'http://localhost:8080']);
    expect(() => parseOrigins('https://example.com/zakupy')).toThrow(/PROCUREMENT_ORIGINS.*not an origin/);
    expect(() => parseOrigins("'unsafe-inline'")).toThrow();
    expect(() => parseOrigins('javascript:alert(1)')).toThrow();
    expect(() => createSecurityHeaders({ indexHtml: HTML, procurementOrigins: '*' })).toThrow();
  });
});

describe('hosts of the build', () => {
  it('adds nothing when no third-party script or API address is configured', () => {
    const csp = directives(createSecurityHeaders({ indexHtml: HTML, sources: cspSources({}) }).page('/')['Content-Security-Policy']);
    expect(csp['script-src']).toEqual(["'self'", HASH_A, HASH_B]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it('adds the configured third-party hosts to script-src and connect-src', () => {
    const sources = cspSources(E2E_THIRD_PARTY);
    const csp = directives(createSecurityHeaders({ indexHtml: HTML, sources }).page('/')['Content-Security-Policy']);
    expect(csp['script-src']).toEqual(["'self'", HASH_A, HASH_B, 'https://third-party.spinacz.test', 'https://reviews.example.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://third-party.spinacz.test', 'https://reviews.example.com']);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('allows Google\'s tag hosts with a tag manager container id', () => {
    const csp = directives(createSecurityHeaders({ indexHtml: HTML, sources: cspSources({ VITE_TAG_MANAGER_ID: 'GTM-ABC' }) }).page('/')['Content-Security-Policy']);
    expect(csp['script-src']).toContain('https://www.googletagmanager.com');
    expect(csp['connect-src']).toContain('https://*.google-analytics.com');
  });

  it('allows the API address of a build for another API origin', () => {
    const csp = directives(createSecurityHeaders({ indexHtml: HTML, sources: cspSources({ VITE_API_BASE: 'https://api.spinacz.example/v/' }) }).page('/')['Content-Security-Policy']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.spinacz.example']);
    expect(csp['img-src']).toContain('https://api.spinacz.example');
  });
});
