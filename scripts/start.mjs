// `npm start`: the shop as it runs in production, in one command. It builds the app for the demo
// API served over HTTP (VITE_DEMO_API=server: no demo API in the page, the demo pages stay), starts
// the Node demo API (src/mocks/server.ts) on an internal loopback port and the web server
// (scripts/serve.mjs) on PORT, which serves the build and passes the API paths on to the demo API,
// so the shop and its API share one origin. Ctrl-C stops both.
//
// Options: --no-build serves the existing build. Environment: PORT (default 4173), HOST (the web
// server's address, default 127.0.0.1), API_PORT (default: a free port), DIST_DIR (default dist),
// HTTPS=1 (HTTP/2 over TLS with a self-signed certificate, as in `npm run bench`).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, killAllNow, startServer, stopAll, waitUntilAnswering, warmUp } from './bench/servers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const DIST_DIR = resolve(process.env.DIST_DIR ?? 'dist');
const WEB_PORT = Number(process.env.PORT ?? 4173);
const https = process.env.HTTPS === '1';
const log = (message) => console.log(`[start] ${message}`);

function build() {
  log(`building the shop for the demo API behind the same origin into ${relative(root, DIST_DIR) || '.'}/ …`);
  // VITE_API_BASE empty: the page's own origin is the API (src/api/mutator.ts apiBase()), even when a .env sets one.
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', DIST_DIR, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_DEMO_API: 'server', VITE_API_BASE: '' },
  });
  if (result.status !== 0) throw new Error(`the build failed (exit code ${result.status ?? result.signal})`);
  // The web server's part: robots.txt, sitemaps, feeds, each page's head and a guest's page body (vite.server.config.ts).
  const server = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '-c', 'vite.server.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // The same build settings as the client's: the server renders the pages the browser hydrates.
    env: { ...process.env, DIST_DIR, VITE_DEMO_API: 'server', VITE_API_BASE: '' },
  });
  if (server.status !== 0) throw new Error(`the server build failed (exit code ${server.status ?? server.signal})`);
}

async function main() {
  if (process.env.VITE_API_BASE) log('note: VITE_API_BASE is ignored here, `npm start` runs the demo API; for another API: `npm run build`, then `npm run serve` (README)');
  if (!process.argv.includes('--no-build')) build();
  else if (!existsSync(resolve(DIST_DIR, 'index.html'))) throw new Error(`--no-build: there is no build in ${DIST_DIR}`);

  const apiPort = Number(process.env.API_PORT) || (await freePort());
  if (apiPort === WEB_PORT) throw new Error(`API_PORT and PORT are both ${apiPort}`);
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  if (https) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // only this script's own requests to the self-signed server
  const webOrigin = `${https ? 'https' : 'http'}://localhost:${WEB_PORT}`;

  // Resetting the shared demo data takes this key (the demo panel asks for it): DEMO_ADMIN_KEY, else one made now.
  const demoAdminKey = (process.env.DEMO_ADMIN_KEY?.length ?? 0) >= 16 ? process.env.DEMO_ADMIN_KEY : randomBytes(18).toString('hex');
  // The demo API listens on loopback only: the browser reaches it through the web server.
  const startApi = () =>
    startServer({
      name: 'demo API',
      command: 'npx',
      args: ['--no-install', 'tsx', 'src/mocks/server.ts'],
      env: { PORT: String(apiPort), HOST: '127.0.0.1', DEMO_ADMIN_KEY: demoAdminKey },
    });
  let api = startApi();
  const web = startServer({
    name: 'web server',
    command: process.execPath,
    args: ['scripts/serve.mjs'],
    env: { PORT: String(WEB_PORT), DIST_DIR, API_ORIGIN: apiOrigin, HTTPS: https ? '1' : '0' },
  });
  await Promise.all([waitUntilAnswering(api, `${apiOrigin}/e-commerce/v1/settings`), waitUntilAnswering(web, `${webOrigin}/`)]);
  const files = await warmUp(webOrigin, DIST_DIR);
  log(`compressed ${files} files of the build`);
  log(`Spinacz is ready: ${webOrigin}  (demo panel: ${webOrigin}/demo; Ctrl-C stops the shop and its demo API)`);
  if (demoAdminKey !== process.env.DEMO_ADMIN_KEY) log(`demo administrator key, asked for by "Przywróć dane demonstracyjne" (set DEMO_ADMIN_KEY to choose one): ${demoAdminKey}`);

  // A crashed demo API comes back by itself (its data is on disk, DEMO_DATA_DIR); meanwhile the web
  // server stays up and answers API calls with 503 and Retry-After. Five crashes within a minute, or the
  // web server stopping, end the whole thing: half a shop helps nobody.
  const crashes = [];
  await new Promise((resolveExit) => {
    const timer = setInterval(() => {
      if (stopping) return;
      if (api.exited && !web.exited) {
        const now = Date.now();
        crashes.push(now);
        while (crashes[0] < now - 60_000) crashes.shift();
        if (crashes.length < 5) {
          console.error(`[start] the demo API stopped (${JSON.stringify(api.exited)}); starting it again`);
          api = startApi();
          return;
        }
      }
      const stopped = [api, web].find((server) => server.exited);
      if (!stopped) return;
      clearInterval(timer);
      console.error(`[start] the ${stopped.name} stopped (${JSON.stringify(stopped.exited)}); stopping the other one`);
      resolveExit();
    }, 500);
  });
  return 1;
}

let stopping = false;
const onSignal = async (signal) => {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping the web server and the demo API`);
  await stopAll();
  process.exit(0);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('exit', killAllNow);

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`[start] ${error?.message ?? error}`);
} finally {
  await stopAll();
}
process.exit(exitCode);
