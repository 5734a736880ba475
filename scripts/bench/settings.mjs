// The benchmark's settings from the environment (see run.mjs) and its log line. Paths are resolved
// from the repository's root, where run.mjs works.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const OUT_DIR = resolve(root, process.env.BENCH_OUT_DIR ?? 'node_modules/.cache/spinacz-bench/dist');
export const RESULTS_DIR = resolve(root, process.env.BENCH_RESULTS_DIR ?? 'bench-results');
export const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS ?? 1)) || 1);
export const FORM_FACTORS = (process.env.BENCH_FORMS ?? 'mobile,desktop').split(',').map((name) => name.trim()).filter((name) => name === 'mobile' || name === 'desktop');

export const log = (message) => console.log(`[bench] ${message}`);
/**
 * Who visits: a first-time visitor (no cookies: the cookie banner, a new guest) and a returning one
 * (consent given, a guest token from the earlier visit, or the login on the account page).
 */
export const VISITORS = (process.env.BENCH_VISITORS ?? 'first,returning').split(',').map((name) => name.trim()).filter((name) => name === 'first' || name === 'returning');
