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
import { mkdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { CHROME_PATH, killChromes, medianRun, runLighthouse, score, summarise } from './lighthouse.mjs';
import { CONSENT_GIVEN, discoverPages, guestWithFilledCart, loggedInUser, returningGuest } from './pages.mjs';
import { TARGETS, checkRow, printTable, writeJson } from './report.mjs';
import { killAllNow, stopAll } from './servers.mjs';
import { FORM_FACTORS, OUT_DIR, RESULTS_DIR, root, RUNS, VISITORS, log } from './settings.mjs';
import { buildAndServe, runningShop } from './shop.mjs';

process.chdir(root);

function commandOutput(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
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
  const total = pages.length * FORM_FACTORS.length * VISITORS.length;
  /** A fresh browser's cookies for one run: the page's own (cart, login) and, returning, the consent and guest token. */
  const cookiesFor = async ({ filledCart, login }, visitor) => {
    const own = filledCart ? await guestWithFilledCart(apiBase) : login ? await loggedInUser(apiBase, login) : null;
    if (visitor === 'first') return own ?? undefined;
    return own ? { ...own, ...CONSENT_GIVEN } : await returningGuest(apiBase);
  };
  for (const pageToMeasure of pages) {
    const { page, path, account } = pageToMeasure;
    for (const visitor of VISITORS) for (const formFactor of FORM_FACTORS) {
      const url = webOrigin + path;
      log(`(${rows.length + 1}/${total}) ${page} ${formFactor} ${visitor} visitor: ${url}`);
      const runStarted = Date.now();
      const row = { page, path, url, formFactor, visitor, account: Boolean(account) };
      try {
        const runs = [];
        for (let run = 1; run <= RUNS; run++) {
          // Each run starts afresh: a new browser, and a new guest cart or login where the page needs one.
          const cookies = await cookiesFor(pageToMeasure, visitor);
          runs.push(await runLighthouse(url, formFactor, { cookies }));
          if (RUNS > 1) log(`    run ${run}/${RUNS}: perf ${score(runs.at(-1), 'performance') ?? '–'}`);
        }
        const lhr = medianRun(runs);
        writeJson(join(RESULTS_DIR, 'lhr', `${page}-${formFactor}-${visitor}.json`), lhr);
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
    if (problems.length) console.log(`Note ${row.page}/${row.formFactor}/${row.visitor}: ${problems.join('; ')}`);
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
