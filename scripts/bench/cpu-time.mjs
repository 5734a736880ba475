#!/usr/bin/env node
/**
 * The processor time a page's main thread uses while it loads, to compare two builds of the shop on a
 * busy machine (README, "Performance benchmark"). Lighthouse models a slow phone from the wall time of
 * the main thread's tasks, which on a machine of few cores includes the time the thread waited for a
 * core; this counts the thread's own time (`tdur` of the trace's tasks) instead.
 *
 *   node scripts/bench/cpu-time.mjs http://localhost:4173 http://localhost:4174 -- /kategoria/papier /
 *
 * Each origin is a running shop (`npm start`, `PORT=4174 DIST_DIR=… node scripts/start.mjs --no-build`).
 * For each path, the origins take turns (CPU_TIME_RUNS loads each, 5 unless set): a phone's viewport, a
 * returning visitor (consent given), no throttling, five seconds from navigation. Printed: the median
 * milliseconds of style, layout, paint, HTML parsing, script and all tasks, and the longest task.
 */
import { chromium } from 'playwright';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.CPU_TIME_RUNS ?? 5);
const KINDS = {
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'Commit', 'PaintImage'],
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
  script: ['FunctionCall', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.callFunction', 'MajorGC', 'MinorGC'],
};

const split = process.argv.indexOf('--');
const origins = process.argv.slice(2, split < 0 ? undefined : split);
const paths = split < 0 ? ['/'] : process.argv.slice(split + 1);
if (!origins.length) {
  console.error('usage: node scripts/bench/cpu-time.mjs ORIGIN... [-- PATH...]');
  process.exit(2);
}

/** Each event's own processor time (its `tdur` less that of the events inside it), summed by name. */
function selfTimes(events) {
  const stack = [];
  const self = new Map();
  for (const event of events) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const own = (event.tdur ?? 0) / 1000;
    self.set(event.name, (self.get(event.name) ?? 0) + own);
    if (stack.length) self.set(stack.at(-1).name, (self.get(stack.at(-1).name) ?? 0) - own);
    stack.push(event);
  }
  return self;
}

async function measure(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: 'spinacz_consent', value: 'p1s1m1', url: origin }]);
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents;
  await context.close();
  const paint = trace.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error(`${origin}${path}: no first contentful paint in the trace`);
  const threads = new Map(trace.filter((event) => event.name === 'thread_name').map((event) => [`${event.pid}:${event.tid}`, event.args.name]));
  const main = trace
    .filter((event) => event.pid === paint.pid && event.ph === 'X' && threads.get(`${event.pid}:${event.tid}`) === 'CrRendererMain')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = selfTimes(main);
  const row = Object.fromEntries(Object.entries(KINDS).map(([kind, names]) => [kind, names.reduce((sum, name) => sum + (self.get(name) ?? 0), 0)]));
  const tasks = main.filter((event) => event.name === 'RunTask').map((event) => (event.tdur ?? 0) / 1000);
  return { ...row, total: tasks.reduce((sum, time) => sum + time, 0), longest: Math.max(0, ...tasks) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const path of paths) {
    const rows = new Map(origins.map((origin) => [origin, []]));
    for (let run = 0; run < RUNS; run++) for (const origin of origins) rows.get(origin).push(await measure(browser, origin, path));
    for (const [origin, runs] of rows) {
      const figures = Object.keys(runs[0]).map((key) => `${key} ${Math.round(median(runs.map((run) => run[key])))}`);
      console.log(`${path} ${origin}: ${figures.join(', ')} (ms, median of ${runs.length})`);
    }
  }
} finally {
  await browser.close();
}
