// The production build the benchmark measures, and which of its chunks hold the libraries the
// storefront must never load (Refine, the data grid, the date pickers).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { log, OUT_DIR, root } from './settings.mjs';

/** The libraries the storefront must never load, recognised by the modules of a built chunk. */
const HEAVY = [
  { name: 'refine', module: /[\\/]node_modules[\\/]@refinedev[\\/]/, marker: '@refinedev/' },
  { name: 'data-grid', module: /[\\/]node_modules[\\/]@mui[\\/]x-data-grid/, marker: 'MuiDataGrid' },
  { name: 'date-pickers', module: /[\\/]node_modules[\\/]@mui[\\/]x-date-pickers/, marker: 'MuiDateCalendar' },
];

/** Production build for the demo API at `apiBase`; returns Map(chunk file name → heavy libraries inside). */
export async function buildApp(apiBase) {
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
  // The web server's part (vite.server.config.ts): the pages' heads, robots.txt, sitemaps and feeds, as `npm start` builds it.
  process.env.DIST_DIR = OUT_DIR;
  await build({ root, configFile: join(root, 'vite.server.config.ts'), mode: 'production', logLevel: 'warn' });
  if (!sawModules) {
    // The bundler gave no module lists: fall back to looking for marker strings in the chunks.
    log('no module lists from the bundler; finding Refine / data grid / date picker chunks by marker strings');
    return { flagged: flaggedByMarkers(), method: 'marker strings' };
  }
  return { flagged, method: 'bundler module ids' };
}

/** Map(chunk file name → heavy libraries inside) of the build in OUT_DIR, by marker strings. */
export function flaggedByMarkers() {
  const flagged = new Map();
  const assets = join(OUT_DIR, 'assets');
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(assets, file), 'utf8');
    const kinds = HEAVY.filter((heavy) => text.includes(heavy.marker)).map((heavy) => heavy.name);
    if (kinds.length) flagged.set(`assets/${file}`, kinds);
  }
  return flagged;
}
