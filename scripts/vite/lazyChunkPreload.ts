import type { Plugin, Rollup } from 'vite';

type ChunkWithCss = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * What a lazy import preloads beside itself (Vite's `build.modulePreload.resolveDependencies`).
 * The chunks it imports are preloaded by the page itself (scripts/vite/preloadScreens.ts), so
 * none of them. The chunk itself only when it has stylesheets: Vite's preload helper waits for
 * them before it imports the chunk, and the chunk downloads meanwhile instead of after them. A
 * chunk without stylesheets is imported at once, so a preload of it would only repeat its address
 * in the importing chunk's code.
 */
export function lazyChunkPreload(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[] } {
  let bundle: Rollup.OutputBundle = {};
  const hasStylesheets = (file: string) => {
    const output = bundle[file] as ChunkWithCss | undefined;
    return Boolean(output?.type === 'chunk' && output.viteMetadata?.importedCss.size);
  };
  return {
    plugin: {
      name: 'spinacz-lazy-chunk-preload',
      apply: 'build',
      // Runs before Vite's own step that writes the preload lists (a build plugin of its last stage).
      generateBundle(_options, output) {
        bundle = output;
      },
    },
    resolveDependencies: (file, deps, { hostType }) => {
      if (hostType === 'html') return deps;
      return deps.includes(file) && [file, ...deps].some(hasStylesheets) ? [file] : [];
    },
  };
}
