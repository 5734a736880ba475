// Targets, the printed table and bench-results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const TARGETS = {
  mobilePerformance: { min: 95, text: 'mobile performance ≥ 95 (with BENCH_RUNS > 1: of the median run)' },
  accessibility: { min: 100, text: 'accessibility 100' },
  cls: { max: 0.02, text: 'CLS ≤ 0.02' },
  homeJsGzipKB: { max: 150, text: 'home ≤ 150 KB JS (gzip -9 of the scripts it loaded)' },
  returningLcpMs: { max: 2000, text: 'returning visitor LCP ≤ 2.0 s on mobile (home, category, product)' },
  desktopPerformance: { min: 100, text: 'desktop performance 100 on storefront pages' },
  noHeavyChunks: { text: 'no Refine / data grid chunk on storefront pages (the account area loads them)' },
};

/** Pass/fail of each target that applies to one row (null = does not apply or not measured). */
export function checkRow(row) {
  const r = row.result;
  if (!r) return {};
  const checks = {};
  if (row.formFactor === 'mobile' && r.scores.performance != null) {
    checks.mobilePerformance = r.scores.performance >= TARGETS.mobilePerformance.min;
  }
  if (r.scores.accessibility != null) checks.accessibility = r.scores.accessibility >= TARGETS.accessibility.min;
  if (r.cls != null) checks.cls = r.cls <= TARGETS.cls.max;
  if (row.formFactor === 'desktop' && !row.account && r.scores.performance != null) checks.desktopPerformance = r.scores.performance >= TARGETS.desktopPerformance.min;
  if (row.visitor === 'returning' && row.formFactor === 'mobile' && ['home', 'category', 'product'].includes(row.page) && r.lcpMs != null) {
    checks.returningLcpMs = r.lcpMs <= TARGETS.returningLcpMs.max;
  }
  if (row.page === 'home') checks.homeJsGzipKB = r.jsGzipKB <= TARGETS.homeJsGzipKB.max;
  if (!row.account) checks.noHeavyChunks = r.heavyChunks.length === 0;
  return checks;
}

/** The range of several runs' scores, " [94–98]" (runs without a score left out). */
const runRange = (scores) => {
  const known = (scores ?? []).filter((value) => value != null);
  return known.length ? ` [${Math.min(...known)}–${Math.max(...known)}]` : '';
};
const mark = (ok) => (ok === undefined ? '' : ok ? ' ✓' : ' ✗');
const fixed = (value, digits = 0) => (value == null ? '–' : Number(value).toFixed(digits));

export function printTable(rows) {
  const header = ['page', 'form', 'visitor', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'JS gz KB', 'Refine / data grid'];
  const lines = rows.map((row) => {
    const r = row.result;
    if (!r || (r.runtimeError && r.scores.performance == null)) {
      return [row.page, row.formFactor, row.visitor, `error: ${row.error ?? r?.runtimeError ?? 'no result'}`];
    }
    const c = row.checks;
    const heavy = r.heavyChunks.length ? [...new Set(r.heavyChunks.flatMap((chunk) => chunk.contains))].join(', ') : 'none';
    // The account area's row names its page as such, so its JS reads beside the storefront's.
    return [
      row.page,
      row.formFactor,
      row.visitor,
      fixed(r.scores.performance) + mark(c.mobilePerformance ?? c.desktopPerformance) + runRange(r.runScores),
      fixed(r.scores.accessibility) + mark(c.accessibility),
      fixed(r.scores.bestPractices),
      fixed(r.scores.seo),
      fixed(r.lcpMs) + mark(c.returningLcpMs),
      fixed(r.tbtMs),
      fixed(r.cls, 3) + mark(c.cls),
      fixed(r.jsTransferKB, 1),
      fixed(r.jsGzipKB, 1) + mark(c.homeJsGzipKB),
      heavy + mark(c.noHeavyChunks),
    ];
  });
  const widths = header.map((title, index) =>
    Math.max(title.length, ...lines.filter((line) => line.length === header.length).map((line) => String(line[index]).length)),
  );
  const format = (cells) =>
    cells.length === header.length
      ? cells.map((cell, index) => (index < 3 || index === cells.length - 1 ? String(cell).padEnd(widths[index]) : String(cell).padStart(widths[index]))).join(' │ ')
      : `${String(cells[0]).padEnd(widths[0])} │ ${String(cells[1]).padEnd(widths[1])} │ ${String(cells[2]).padEnd(widths[2])} │ ${cells[3]}`;
  const rule = widths.map((width) => '─'.repeat(width)).join('─┼─');
  console.log(format(header).trimEnd());
  console.log(rule);
  for (const line of lines) console.log(format(line).trimEnd());
  console.log(
    '\nTargets (✓ pass / ✗ fail): ' + Object.values(TARGETS).map((target) => target.text).filter(Boolean).join(' · ') +
      '\nJS KB = transfer size of the script requests as loaded (scripts/serve.mjs sends Chromium brotli); JS gz KB = the same files gzip -9; 1 KB = 1024 bytes.',
  );
}

export function writeJson(file, data) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
}
