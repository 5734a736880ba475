// `npm run bench -- --api`: a bounded load test of the standalone demo API (src/mocks/server.ts) on
// loopback. CLIENTS simulated shoppers (default 200) each log in as a guest, then for SECONDS
// (default 20) call, one after another without pause, the search and cart operations a shopper
// uses most: product search, the search box's autocomplete, the current cart, add to cart. It
// reports requests, errors (non-2xx or no answer) and p50/p95/p99 latency per call, and the server's
// memory (RSS, heap) before, during and after the load, so a leak shows as a rising trend.
// Writes bench-results/api-load.json.
//
// Environment: BENCH_API_CLIENTS (default 200), BENCH_API_SECONDS (default 20, at most 120),
// BENCH_API_PORT (default: a free port), BENCH_API_SCRIPT (default src/mocks/server.ts, run with tsx).
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeJson } from './report.mjs';
import { freePort, startServer, waitUntilAnswering } from './servers.mjs';

const CLIENTS = Math.max(1, Number(process.env.BENCH_API_CLIENTS) || 200);
const SECONDS = Math.min(120, Math.max(1, Number(process.env.BENCH_API_SECONDS) || 20));
const SEARCHES = ['papier', 'toner', 'długopis', 'segregator', 'kawa', 'taśma', 'koperty', 'zszywacz', 'ręcznik', 'marker'];
const PREFIXES = ['pa', 'ton', 'dłu', 'seg', 'kaw', 'taś', 'kop', 'zsz', 'ręc', 'mar'];
const CALLS = ['search', 'autocomplete', 'getCart', 'addToCart'];

const log = (message) => console.log(`[bench --api] ${message}`);
const mb = (bytes) => Math.round(bytes / 1024 / 1024);

/** One keep-alive connection per client, as a browser keeps its connection to the API. */
const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS + 2 });

/** A request on the keep-alive agent; resolves with the status and the parsed JSON body (or null). */
/** The demo administrator key the load test starts its API with (its memory readings need it). */
const DEMO_ADMIN_KEY = `bench-${randomUUID()}`;

function call(base, { method = 'GET', path, token, body, form, headers: extra = {} }) {
  return new Promise((resolveCall) => {
    const url = new URL(path, base);
    const payload = form ? new URLSearchParams(form).toString() : body ? JSON.stringify(body) : undefined;
    const headers = { Accept: 'application/json', 'Accept-Language': 'pl', ...extra };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (payload) {
      headers['Content-Type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
      headers['Content-Length'] = Buffer.byteLength(payload);
    }
    const outgoing = request({ agent, hostname: url.hostname, port: url.port, path: url.pathname + url.search, method, headers }, (incoming) => {
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('end', () => {
        let json = null;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // not JSON
        }
        resolveCall({ status: incoming.statusCode ?? 0, json });
      });
      incoming.on('error', (error) => resolveCall({ status: 0, json: null, error: error.message }));
    });
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', (error) => resolveCall({ status: 0, json: null, error: error.message }));
    outgoing.end(payload);
  });
}

const guestLogin = (base) =>
  call(base, { method: 'POST', path: '/oauth2/token', form: { grant_type: 'password', username: 'guest', password: 'guest', client_id: 'spinacz', client_secret: 'spinacz' } });

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Products any guest can put in the cart, with the quantity the shop accepts. */
async function orderableProducts(base, token) {
  const found = new Map();
  for (const query of SEARCHES) {
    const { status, json } = await call(base, { path: `/e-commerce/v1/products/search?query=${encodeURIComponent(query)}&limit=24`, token });
    if (status !== 200) throw new Error(`product search for "${query}" answered ${status}`);
    for (const product of json?.products ?? []) {
      if (!product.canBeOrdered || product.category?.forAdults) continue;
      found.set(product.id, Math.max(1, product.orderQuantityMultiple ?? 1));
    }
  }
  if (!found.size) throw new Error('no orderable product found');
  return [...found].map(([productId, quantity]) => ({ productId, quantity }));
}

async function memory(base) {
  const { status, json } = await call(base, { path: '/demo-api/server-memory', headers: { 'X-Demo-Admin-Key': DEMO_ADMIN_KEY } });
  return status === 200 ? { at: Date.now(), rss: json.rss, heapUsed: json.heapUsed } : null;
}

/** One shopper: a guest login, then search, autocomplete, cart and add to cart in turn until the deadline. */
async function shopper(index, base, products, deadline, samples, errors) {
  const login = await guestLogin(base);
  if (login.status !== 200 || !login.json?.access_token) {
    errors.login.push(`${login.status} ${login.error ?? login.json?.code ?? ''}`.trim());
    return;
  }
  const token = login.json.access_token;
  for (let turn = index; Date.now() < deadline; turn += 1) {
    const name = CALLS[turn % CALLS.length];
    const word = turn % SEARCHES.length;
    const options =
      name === 'search'
        ? { path: `/e-commerce/v1/products/search?query=${encodeURIComponent(SEARCHES[word])}&limit=24`, token }
        : name === 'autocomplete'
          ? { path: `/e-commerce/v1/products/search/autocomplete?query=${encodeURIComponent(PREFIXES[word])}&limit=8`, token }
          : name === 'getCart'
            ? { path: '/e-commerce/v1/shopping-carts/current', token }
            : { method: 'POST', path: '/e-commerce/v1/shopping-carts/current', token, body: products[turn % products.length] };
    const started = performance.now();
    const answer = await call(base, options);
    samples[name].push(performance.now() - started);
    if (answer.status < 200 || answer.status >= 300) errors[name].push(`${answer.status} ${answer.error ?? answer.json?.code ?? ''}`.trim());
  }
}

/** Runs the load test; returns the process exit code (0 unless something crashed or a call failed). */
export async function runApiLoad({ resultsDir = resolve('bench-results') } = {}) {
  mkdirSync(resultsDir, { recursive: true });
  const load = loadavg().map((value) => Number(value.toFixed(2)));
  if (load[0] > cpus().length) log(`note: the machine is busy (load ${load[0]} on ${cpus().length} cores); latencies will be noisy`);
  const port = Number(process.env.BENCH_API_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const logFile = join(resultsDir, 'api-load-server.log');
  log(`starting the demo API on ${base} (output in ${logFile}) …`);
  const server = startServer({
    name: 'demo API',
    command: 'npx',
    args: ['--no-install', 'tsx', process.env.BENCH_API_SCRIPT ?? 'src/mocks/server.ts'],
    env: { PORT: String(port), HOST: '127.0.0.1', DEMO_ADMIN_KEY, DEMO_DATA_DIR: mkdtempSync(join(tmpdir(), 'spinacz-load-data-')) },
    logFile,
  });
  await waitUntilAnswering(server, `${base}/e-commerce/v1/settings`);

  // Warm up: the search index and the code paths are built on first use, not under the load.
  const warm = await guestLogin(base);
  const products = await orderableProducts(base, warm.json?.access_token);
  const memorySamples = [await memory(base)].filter(Boolean);
  log(`${products.length} orderable products; ${CLIENTS} clients for ${SECONDS} s on search, autocomplete, get cart and add to cart …`);

  const samples = Object.fromEntries(CALLS.map((name) => [name, []]));
  const errors = Object.fromEntries([...CALLS, 'login'].map((name) => [name, []]));
  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  const sampler = setInterval(() => {
    void memory(base).then((sample) => sample && memorySamples.push(sample));
  }, 1000);
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => shopper(index, base, products, deadline, samples, errors)));
  clearInterval(sampler);
  const elapsed = (Date.now() - started) / 1000;
  // After the load, once the server had a moment to collect its garbage.
  await new Promise((resolveWait) => setTimeout(resolveWait, 2000));
  const after = await memory(base);
  if (after) memorySamples.push(after);

  const rows = CALLS.map((name) => {
    const sorted = samples[name].slice().sort((a, b) => a - b);
    const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
    return {
      call: name,
      requests: sorted.length,
      errors: errors[name].length,
      firstErrors: [...new Set(errors[name])].slice(0, 3),
      p50Ms: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1) ?? null),
    };
  });
  const requests = rows.reduce((sum, row) => sum + row.requests, 0) + CLIENTS;
  const errorCount = rows.reduce((sum, row) => sum + row.errors, 0) + errors.login.length;
  const during = memorySamples.filter((sample) => sample.at >= started && sample.at <= deadline);
  const points = {
    start: memorySamples[0] ?? null,
    middle: during[Math.floor(during.length / 2)] ?? null,
    end: during.at(-1) ?? null,
    afterLoad: after ?? null,
    peakRss: memorySamples.reduce((peak, sample) => Math.max(peak, sample.rss), 0),
  };

  console.log('');
  console.log(`Demo API under load: ${CLIENTS} clients, ${elapsed.toFixed(1)} s, ${requests} requests (${Math.round(requests / elapsed)}/s, guest logins included), ${errorCount} errors`);
  console.log('call          requests  errors   p50 ms   p95 ms   p99 ms   max ms');
  for (const row of rows) {
    console.log(
      `${row.call.padEnd(12)} ${String(row.requests).padStart(9)} ${String(row.errors).padStart(7)} ${String(row.p50Ms).padStart(8)} ${String(row.p95Ms).padStart(8)} ${String(row.p99Ms).padStart(8)} ${String(row.maxMs).padStart(8)}` +
        (row.firstErrors.length ? `   e.g. ${row.firstErrors.join('; ')}` : ''),
    );
  }
  if (errors.login.length) console.log(`guest logins failed: ${errors.login.length} (e.g. ${[...new Set(errors.login)].slice(0, 3).join('; ')})`);
  const describe = (label, sample) => (sample ? `${label} RSS ${mb(sample.rss)} MB, heap ${mb(sample.heapUsed)} MB` : `${label} –`);
  console.log(`Memory: ${[describe('start', points.start), describe('middle', points.middle), describe('end', points.end), describe('2 s after', points.afterLoad)].join(' · ')}; peak RSS ${mb(points.peakRss)} MB`);

  const file = join(resultsDir, 'api-load.json');
  writeJson(file, {
    timestamp: new Date().toISOString(),
    clients: CLIENTS,
    seconds: SECONDS,
    elapsedSeconds: Number(elapsed.toFixed(1)),
    nodeVersion: process.version,
    machine: { cores: cpus().length, loadAverageAtStart: load, loadAverageAtEnd: loadavg().map((value) => Number(value.toFixed(2))) },
    requests,
    errors: errorCount,
    loginErrors: errors.login.length,
    calls: rows,
    memory: { points, samples: memorySamples },
  });
  log(`wrote ${file}`);
  agent.destroy();
  return errorCount ? 1 : 0;
}
