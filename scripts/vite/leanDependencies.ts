import { fileURLToPath } from 'node:url';

/**
 * Dependencies of the account area's libraries that the shop never runs, or runs in a heavier form
 * than it needs, replaced by a few lines each (scripts/vite/lean/): together about a quarter of the
 * account area's chunk (Refine), on every account page.
 * - side-channel (qs, through Refine's URL sync): a Map instead of a dozen ES5 helpers;
 * - papaparse (Refine's CSV import and export, not used by the shop);
 * - error-stack-parser (Refine's devtools trace, development only).
 */
const LEAN = ['side-channel', 'papaparse', 'error-stack-parser'] as const;

export const leanDependencies = LEAN.map((name) => ({
  find: new RegExp(`^${name}$`),
  replacement: fileURLToPath(new URL(`./lean/${name}.cjs`, import.meta.url)),
}));
