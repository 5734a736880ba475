// One Lighthouse run (fresh headless Chromium each time) and the figures the benchmark keeps from it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The benchmark's web server has a self-signed localhost certificate.
  '--ignore-certificate-errors',
];

/** Puts cookies into the fresh browser before the run (e.g. the token of a guest whose cart has products). */
async function setCookies(port, url, cookies) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    await page.setCookie(...Object.entries(cookies).map(([name, value]) => ({ name, value, url, sameSite: 'Lax' })));
  } finally {
    await browser.disconnect();
  }
}

/**
 * Runs Lighthouse on `url`; formFactor 'mobile' uses the defaults, 'desktop' the desktop config.
 * With `cookies` the browser starts with them and Lighthouse keeps the origin's storage (a page
 * measured with a filled cart).
 */
export async function runLighthouse(url, formFactor, { cookies } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (cookies) await setCookies(chrome.port, url, cookies);
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', ...(cookies ? { disableStorageReset: true } : {}) },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result?.lhr) throw new Error('Lighthouse returned no report');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * The representative run of several: Lighthouse's own choice, the run nearest the median first
 * contentful paint and time to interactive (its documentation: the median of five runs is about
 * twice as stable as one). A single run, or runs without those figures, give the first run.
 */
export function medianRun(runs) {
  if (runs.length === 1) return runs[0];
  try {
    return computeMedianRun(runs);
  } catch {
    return runs[0];
  }
}

export function killChromes() {
  try {
    chromeLauncher.killAll();
  } catch {
    // nothing to kill
  }
}

const gzipCache = new Map();
/** gzip -9 size of a built file (what scripts/serve.mjs sends to a gzip-only client). */
function gzipBytes(distDir, pathname) {
  if (gzipCache.has(pathname)) return gzipCache.get(pathname);
  const file = join(distDir, decodeURIComponent(pathname));
  const size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : null;
  gzipCache.set(pathname, size);
  return size;
}

/** A category's score out of 100 (null when Lighthouse gave none). */
export const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/**
 * The benchmark's figures from one report. `flagged` maps built chunk file names ("assets/x.js")
 * to the heavy libraries they contain (refine, data-grid).
 */
export function summarise(lhr, { distDir, webOrigin, flagged }) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests
    .filter((item) => item.resourceType === 'Script')
    .map((item) => {
      const url = new URL(item.url);
      const local = url.origin === webOrigin;
      const path = url.pathname.replace(/^\//, '');
      return {
        url: item.url,
        transferBytes: item.transferSize ?? 0,
        gzipBytes: local ? gzipBytes(distDir, path) : null,
        heavy: local ? (flagged.get(path) ?? []) : [],
      };
    });
  const sum = (key) => scripts.reduce((total, script) => total + (script[key] ?? 0), 0);
  const heavyChunks = scripts.filter((script) => script.heavy.length).map((script) => ({ url: script.url, contains: script.heavy }));
  const consoleErrors = (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) =>
    String(item.description ?? item.url ?? '').slice(0, 300),
  );
  const failedRequests = requests
    .filter((item) => item.statusCode >= 400 || item.finished === false)
    .map((item) => `${item.statusCode} ${item.url}`);
  return {
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings ?? [],
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    jsTransferKB: sum('transferBytes') / 1024,
    jsGzipKB: sum('gzipBytes') / 1024,
    scriptCount: scripts.length,
    scripts,
    heavyChunks,
    consoleErrors,
    failedRequests,
    failedAudits: {
      accessibility: failingAudits(lhr, 'accessibility'),
      bestPractices: failingAudits(lhr, 'best-practices'),
      seo: failingAudits(lhr, 'seo'),
    },
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? null,
  };
}

/** Ids of the scored audits of a category that did not pass (to see at once what costs points). */
function failingAudits(lhr, categoryId) {
  const refs = lhr.categories[categoryId]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => ref.id);
}
