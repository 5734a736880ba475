// The shop the benchmark measures: built and served here with the demo API behind the web server,
// as `npm start` does, or one that already runs (BENCH_ORIGIN).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildApp, flaggedByMarkers } from './build.mjs';
import { freePort, startServer, waitUntilAnswering, warmUp } from './servers.mjs';
import { log, OUT_DIR, RESULTS_DIR, root } from './settings.mjs';

/** Builds the shop and starts the demo API and the web server (the API behind it), as `npm start` does. */
export async function buildAndServe() {
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
export async function runningShop(origin) {
  const webOrigin = origin.replace(/\/$/, '');
  if (webOrigin.startsWith('https:')) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // a self-signed localhost certificate
  // Any answer of the API itself will do (it asks for a token); none, or the proxy's 502, will not.
  const response = await fetch(`${webOrigin}/e-commerce/v1/settings`).catch((error) => ({ status: error.message }));
  if (!(typeof response.status === 'number' && response.status < 500)) throw new Error(`BENCH_ORIGIN ${webOrigin}: GET /e-commerce/v1/settings answered ${response.status}`);
  log(`measuring the running shop at ${webOrigin} (build: ${relative(root, OUT_DIR)}/)`);
  return { apiBase: webOrigin, webOrigin, flagged: flaggedByMarkers(), method: 'marker strings', servers: [] };
}
