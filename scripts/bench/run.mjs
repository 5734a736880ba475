// `npm run bench -- --api` runs the demo API's load test instead (scripts/bench/api-load.mjs).
//
// `npm run bench`: builds the shop against the standalone demo API, serves it compressed, runs
// Lighthouse (mobile and desktop) on the main storefront pages one after another, prints one table
// with the targets marked, and writes bench-results/latest.json. It measures; it does not gate:
// the exit code is 0 unless something crashed.
//
// Environment: BENCH_API_PORT, BENCH_WEB_PORT (default: free ports), BENCH_OUT_DIR (default
// node_modules/.cache/spinacz-bench/dist, a place that ESLint, Vitest and git already ignore),
// CHROME_PATH (default /usr/bin/chromium), BENCH_PAGES (comma list, e.g. "home,product"),
// BENCH_FORMS ("mobile", "desktop" or both, the default), BENCH_HTTPS (0: HTTP/1.1 without TLS;
// default: HTTP/2 over TLS with a self-signed localhost certificate),
// BENCH_API_SCRIPT (default src/mocks/server.ts, run with tsx), BENCH_RESULTS_DIR (default bench-results),
// BENCH_ORIGIN (measure a shop that already runs there, e.g. `npm start` on http://localhost:4173,
// instead of building one; BENCH_OUT_DIR is then its build, e.g. dist), BENCH_RUNS (default 1:
// Lighthouse runs per page and form; with more, the row is the median run as Lighthouse picks it,
// and every run's score is kept).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_PATH, killChromes, medianRun, runLighthouse, score, summarise } from './lighthouse.mjs';
import { TARGETS, checkRow, printTable, writeJson } from './report.mjs';
import { freePort, killAllNow, startServer, stopAll, waitUntilAnswering, warmUp } from './servers.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
process.chdir(root);
const OUT_DIR = resolve(process.env.BENCH_OUT_DIR ?? 'node_modules/.cache/spinacz-bench/dist');
const RESULTS_DIR = resolve(process.env.BENCH_RESULTS_DIR ?? 'bench-results');
const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS ?? 1)) || 1);
const FORM_FACTORS = (process.env.BENCH_FORMS ?? 'mobile,desktop').split(',').map((name) => name.trim()).filter((name) => name === 'mobile' || name === 'desktop');
/** The libraries the storefront must never load, recognised by the modules of a built chunk. */
const HEAVY = [
  { name: 'refine', module: /[\\/]node_modules[\\/]@refinedev[\\/]/, marker: '@refinedev/' },
  { name: 'data-grid', module: /[\\/]node_modules[\\/]@mui[\\/]x-data-grid/, marker: 'MuiDataGrid' },
  { name: 'date-pickers', module: /[\\/]node_modules[\\/]@mui[\\/]x-date-pickers/, marker: 'MuiDateCalendar' },
];

const log = (message) => console.log(`[bench] ${message}`);

/** Production build for the demo API at `apiBase`; returns Map(chunk file name → heavy libraries inside). */
async function buildApp(apiBase) {
  process.env.VITE_API_BASE = apiBase;
  // The API is the demo API over HTTP, as under `npm start` (src/platform/config.ts): the demo pages stay.
  process.env.VITE_DEMO_API = 'server';
  const { build } = await import('vite');
  const flagged = new Map();
  let sawModules = false;
  const chunkOrigins = {
    name: 'spinacz-bench-chunk-origins',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const ids = output.modules
          ? Object.entries(output.modules).filter(([, info]) => (info?.renderedLength ?? 1) > 0).map(([id]) => id)
          : (output.moduleIds ?? []);
        if (ids.length) sawModules = true;
        const kinds = HEAVY.filter((heavy) => ids.some((id) => heavy.module.test(id))).map((heavy) => heavy.name);
        if (kinds.length) flagged.set(output.fileName, kinds);
      }
    },
  };
  await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true },
    plugins: [chunkOrigins],
  });
  if (!sawModules) {
    // The bundler gave no module lists: fall back to looking for marker strings in the chunks.
    log('no module lists from the bundler; finding Refine / data grid / date picker chunks by marker strings');
    return { flagged: flaggedByMarkers(), method: 'marker strings' };
  }
  return { flagged, method: 'bundler module ids' };
}

/** Map(chunk file name → heavy libraries inside) of the build in OUT_DIR, by marker strings. */
function flaggedByMarkers() {
  const flagged = new Map();
  const assets = join(OUT_DIR, 'assets');
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(assets, file), 'utf8');
    const kinds = HEAVY.filter((heavy) => text.includes(heavy.marker)).map((heavy) => heavy.name);
    if (kinds.length) flagged.set(`assets/${file}`, kinds);
  }
  return flagged;
}

/** The pages to measure; slugs come from the running demo API, never made up. */
async function discoverPages(apiBase) {
  const pages = [{ page: 'home', path: '/' }];
  const skipped = [];
  let token = null;
  try {
    const response = await fetch(`${apiBase}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'password', username: 'guest', password: 'guest', client_id: 'spinacz', client_secret: 'spinacz' }),
    });
    if (response.ok) token = (await response.json()).access_token ?? null;
    else log(`guest token: POST /oauth2/token answered ${response.status}; listing calls go without a token`);
  } catch (error) {
    log(`guest token: ${error.message}`);
  }
  const firstSlug = async (path, listKey) => {
    try {
      const response = await fetch(`${apiBase}${path}`, {
        headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      if (!response.ok) {
        const missing = response.status === 404 || response.status === 501;
        return { reason: `GET ${path} answered ${response.status}${missing ? ' (not implemented yet)' : ''}` };
      }
      const slug = (await response.json())?.[listKey]?.[0]?.slug;
      return slug ? { slug } : { reason: `GET ${path} returned no ${listKey}[0].slug` };
    } catch (error) {
      return { reason: `GET ${path} failed: ${error.message}` };
    }
  };
  const add = (page, found, toPath) => {
    if (found.slug) pages.push({ page, path: toPath(encodeURIComponent(found.slug)) });
    else skipped.push({ page, reason: found.reason });
  };
  add('category', await firstSlug('/e-commerce/v1/categories/tree?level=1&nestingLevel=1', 'categories'), (slug) => `/kategoria/${slug}`);
  add('product', await firstSlug('/e-commerce/v1/products/search?limit=1', 'products'), (slug) => `/produkt/${slug}`);
  pages.push({ page: 'search', path: '/wyszukiwarka?query=papier' });
  add('blog', await firstSlug('/e-commerce/v1/contents?limit=1', 'contents'), (slug) => `/blog/${slug}`);
  // The cart and checkout are measured as a guest whose cart holds a few products.
  pages.push({ page: 'cart', path: '/koszyk', filledCart: true });
  pages.push({ page: 'checkout', path: '/proces-zamowienia', filledCart: true });
  // One page of the account area (Refine and the data grid), logged in as an approver.
  pages.push({ page: 'account', path: '/moje-konto/zamowienia', login: 'akceptant@firma.demo', account: true });
  const only = (process.env.BENCH_PAGES ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  return { pages: only.length ? pages.filter((page) => only.includes(page.page)) : pages, skipped };
}

/**
 * A new guest with products in the cart (the first products of a search, one of each): the cookies
 * a browser of that guest has. A fresh guest for every run, so no run sees another's changes.
 */
async function accessToken(apiBase, username, password) {
  const tokenResponse = await fetch(`${apiBase}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'password', username, password, client_id: 'spinacz', client_secret: 'spinacz' }),
  });
  if (!tokenResponse.ok) throw new Error(`token of ${username}: POST /oauth2/token answered ${tokenResponse.status}`);
  return (await tokenResponse.json()).access_token;
}

/** The cookies of a demo user's browser after logging in. */
async function loggedInUser(apiBase, login) {
  return { spinacz_auth: await accessToken(apiBase, login, 'Spinacz123!') };
}

async function guestWithFilledCart(apiBase) {
  const token = await accessToken(apiBase, 'guest', 'guest');
  const headers = { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const search = await fetch(`${apiBase}/e-commerce/v1/products/search?query=papier&limit=12`, { headers });
  const products = (await search.json()).products ?? [];
  let added = 0;
  for (const product of products) {
    if (added === 4) break;
    if (!product.canBeOrdered || product.category?.forAdults) continue;
    const response = await fetch(`${apiBase}/e-commerce/v1/shopping-carts/current`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId: product.id, quantity: Math.max(1, product.orderQuantityMultiple ?? 1) }),
    });
    if (response.ok) added += 1;
  }
  if (!added) throw new Error('no product could be put in the cart');
  return { spinacz_guest: token };
}

function commandOutput(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** Builds the shop and starts the demo API and the web server (the API behind it), as `npm start` does. */
async function buildAndServe() {
  const apiPort = Number(process.env.BENCH_API_PORT) || (await freePort());
  let webPort = Number(process.env.BENCH_WEB_PORT) || (await freePort());
  while (webPort === apiPort) webPort = await freePort();
  const apiBase = `http://localhost:${apiPort}`;
  // The shop is served over HTTP/2 with TLS, as a host or CDN serves it; BENCH_HTTPS=0 measures HTTP/1.1.
  const https = process.env.BENCH_HTTPS !== '0';
  if (https) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // this script's own requests to the self-signed server
  const webOrigin = `${https ? 'https' : 'http'}://localhost:${webPort}`;

  // The API is served behind the web server (same origin, compressed), as a shop is deployed.
  log(`building with VITE_API_BASE=${webOrigin} VITE_DEMO_API=server (the demo API behind the web server) into ${relative(root, OUT_DIR)}/ …`);
  const buildStarted = Date.now();
  const { flagged, method } = await buildApp(webOrigin);
  log(
    `built in ${((Date.now() - buildStarted) / 1000).toFixed(0)} s; Refine / data grid chunks (${method}): ` +
      ([...flagged].map(([file, kinds]) => `${file} [${kinds.join(', ')}]`).join(', ') || 'none'),
  );

  log(`starting the demo API on ${apiBase} and the web server on ${webOrigin} …`);
  const api = startServer({
    name: 'demo API',
    command: 'npx',
    args: ['--no-install', 'tsx', process.env.BENCH_API_SCRIPT ?? 'src/mocks/server.ts'],
    // Every bench starts from the seed: the API's data goes to a folder of its own.
    env: { PORT: String(apiPort), DEMO_DATA_DIR: mkdtempSync(join(tmpdir(), 'spinacz-bench-data-')) },
    logFile: join(RESULTS_DIR, 'api.log'),
  });
  const web = startServer({
    name: 'web server',
    command: process.execPath,
    args: ['scripts/serve.mjs'],
    env: { PORT: String(webPort), DIST_DIR: OUT_DIR, API_ORIGIN: apiBase, HTTPS: https ? '1' : '0' },
    logFile: join(RESULTS_DIR, 'web.log'),
  });
  const [apiUp, webUp] = await Promise.all([
    waitUntilAnswering(api, `${apiBase}/e-commerce/v1/settings`),
    waitUntilAnswering(web, `${webOrigin}/`),
  ]);
  log(`demo API answers (${apiUp.status} after ${apiUp.ms} ms), web server answers (${webUp.status} after ${webUp.ms} ms)`);

  const warmed = await warmUp(webOrigin, OUT_DIR);
  log(`warmed the web server's compression cache (${warmed} files)`);
  return { apiBase, webOrigin, flagged, method, servers: [api, web] };
}

/**
 * BENCH_ORIGIN: an already running shop (e.g. `npm start`, its API at the same origin) is measured
 * as it is; BENCH_OUT_DIR must then be its build (dist/ for `npm start`), for sizes and markers.
 */
async function runningShop(origin) {
  const webOrigin = origin.replace(/\/$/, '');
  if (webOrigin.startsWith('https:')) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // a self-signed localhost certificate
  // Any answer of the API itself will do (it asks for a token); none, or the proxy's 502, will not.
  const response = await fetch(`${webOrigin}/e-commerce/v1/settings`).catch((error) => ({ status: error.message }));
  if (!(typeof response.status === 'number' && response.status < 500)) throw new Error(`BENCH_ORIGIN ${webOrigin}: GET /e-commerce/v1/settings answered ${response.status}`);
  log(`measuring the running shop at ${webOrigin} (build: ${relative(root, OUT_DIR)}/)`);
  return { apiBase: webOrigin, webOrigin, flagged: flaggedByMarkers(), method: 'marker strings', servers: [] };
}

async function main() {
  const started = Date.now();
  const loadAtStart = loadavg().map((value) => Number(value.toFixed(2)));
  if (loadAtStart[0] > cpus().length) {
    log(`note: the machine is busy (load ${loadAtStart[0]} on ${cpus().length} cores); performance figures will be noisy`);
  }
  mkdirSync(join(RESULTS_DIR, 'lhr'), { recursive: true });
  const { apiBase, webOrigin, flagged, method, servers } = process.env.BENCH_ORIGIN ? await runningShop(process.env.BENCH_ORIGIN) : await buildAndServe();

  const { pages, skipped } = await discoverPages(apiBase);
  for (const skip of skipped) log(`skipping ${skip.page}: ${skip.reason}`);

  const rows = [];
  const total = pages.length * FORM_FACTORS.length;
  for (const { page, path, filledCart, login, account } of pages) {
    for (const formFactor of FORM_FACTORS) {
      const url = webOrigin + path;
      log(`(${rows.length + 1}/${total}) ${page} ${formFactor}: ${url}`);
      const runStarted = Date.now();
      const row = { page, path, url, formFactor, account: Boolean(account) };
      try {
        const runs = [];
        for (let run = 1; run <= RUNS; run++) {
          // Each run starts afresh: a new browser, and a new guest cart or login where the page needs one.
          const cookies = filledCart ? await guestWithFilledCart(apiBase) : login ? await loggedInUser(apiBase, login) : undefined;
          runs.push(await runLighthouse(url, formFactor, { cookies }));
          if (RUNS > 1) log(`    run ${run}/${RUNS}: perf ${score(runs.at(-1), 'performance') ?? '–'}`);
        }
        const lhr = medianRun(runs);
        writeJson(join(RESULTS_DIR, 'lhr', `${page}-${formFactor}.json`), lhr);
        row.result = summarise(lhr, { distDir: OUT_DIR, webOrigin, flagged });
        if (RUNS > 1) row.result.runScores = runs.map((run) => score(run, 'performance'));
        const r = row.result;
        log(
          `    ${RUNS > 1 ? 'median run: ' : ''}perf ${r.scores.performance ?? '–'}, a11y ${r.scores.accessibility ?? '–'}, LCP ${Math.round(r.lcpMs ?? 0)} ms, ` +
            `JS ${r.jsTransferKB.toFixed(1)} KB in ${r.scriptCount} scripts (${((Date.now() - runStarted) / 1000).toFixed(0)} s)` +
            (r.runtimeError ? ` — ${r.runtimeError}` : ''),
        );
      } catch (error) {
        row.error = error.message;
        log(`    failed: ${error.message}`);
      }
      row.checks = checkRow(row);
      rows.push(row);
      for (const server of servers) {
        if (server.exited) throw new Error(`${server.name} stopped during the benchmark (${JSON.stringify(server.exited)}); see ${server.logFile}`);
      }
    }
  }

  console.log('');
  printTable(rows);
  for (const skip of skipped) console.log(`Not measured: ${skip.page} — ${skip.reason}`);
  for (const row of rows) {
    const r = row.result;
    if (!r) continue;
    const problems = [];
    if (r.consoleErrors.length) problems.push(`${r.consoleErrors.length} console error(s), first: ${r.consoleErrors[0]}`);
    if (r.failedRequests.length) problems.push(`${r.failedRequests.length} failed request(s), first: ${r.failedRequests[0]}`);
    if (problems.length) console.log(`Note ${row.page}/${row.formFactor}: ${problems.join('; ')}`);
  }
  const verdicts = rows.flatMap((row) => Object.values(row.checks));
  const met = verdicts.filter(Boolean).length;
  console.log(`Targets met: ${met} of ${verdicts.length} checks.`);

  const lighthouseVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
  const file = join(RESULTS_DIR, 'latest.json');
  writeJson(file, {
    timestamp: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    lighthouseVersion,
    runsPerPage: RUNS,
    chromiumVersion: commandOutput(CHROME_PATH, ['--version']),
    nodeVersion: process.version,
    machine: { cores: cpus().length, loadAverageAtStart: loadAtStart, loadAverageAtEnd: loadavg().map((value) => Number(value.toFixed(2))) },
    git: { commit: commandOutput('git', ['rev-parse', 'HEAD']), dirty: Boolean(commandOutput('git', ['status', '--porcelain'])) },
    apiBase,
    webOrigin,
    buildDir: relative(root, OUT_DIR),
    targets: TARGETS,
    heavyChunks: { method, chunks: Object.fromEntries(flagged) },
    skipped,
    results: rows,
    targetsMet: { met, checks: verdicts.length },
  });
  log(`wrote ${relative(root, file)} (full Lighthouse reports in ${relative(root, join(RESULTS_DIR, 'lhr'))}/)`);
  return rows.some((row) => row.error) ? 1 : 0;
}

const onSignal = (signal) => {
  console.error(`[bench] ${signal}: stopping the servers`);
  killAllNow();
  killChromes();
  process.exit(130);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('exit', killAllNow);

let exitCode = 1;
try {
  // `npm run bench -- --api`: the demo API's load test instead of Lighthouse (scripts/bench/api-load.mjs).
  exitCode = process.argv.includes('--api') ? await (await import('./api-load.mjs')).runApiLoad({ resultsDir: RESULTS_DIR }) : await main();
} catch (error) {
  console.error(`[bench] crashed: ${error?.stack ?? error}`);
} finally {
  await stopAll();
  killChromes();
}
process.exit(exitCode);
