import { basename, relative } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Where the build writes which chunk holds each storefront module that has no chunk of its own. */
export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

/**
 * Vite's manifest names a chunk by the module it was made for; a module put into a shared chunk (a
 * chunk group, e.g. the not-found page in "catalogue") has no entry of its own. The web server finds
 * a rendered screen's stylesheets through the manifest (src/app/server/screenStyles.ts), so the
 * build writes, for each such storefront module, the manifest key of the chunk that holds it.
 */
export function moduleChunks(root: string): Plugin {
  return {
    name: 'spinacz-module-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const held: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const chunk = output as Rollup.OutputChunk;
        // The manifest's key of a chunk with no module of its own: "_" and its file name.
        const key = chunk.facadeModuleId ? relative(root, chunk.facadeModuleId) : `_${basename(chunk.fileName)}`;
        for (const id of chunk.moduleIds) {
          const module = relative(root, id);
          if (/^src\/storefront\/.+\.tsx$/.test(module) && id !== chunk.facadeModuleId) held[module] = key;
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULE_CHUNKS_FILE, source: JSON.stringify(held) });
    },
  };
}
