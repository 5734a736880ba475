import { defineConfig } from 'vite';

/**
 * The web server's rendering (src/server/entry.ts) as one Node module, `<outDir>/.ssr/entry.mjs`,
 * with its dependencies inside: the build directory alone runs it (`npm run build`, `npm start`).
 * scripts/serve.mjs loads it when it has an API to read (API_ORIGIN); it never serves the folder.
 */
export default defineConfig(() => {
  const outDir = process.env.DIST_DIR ?? 'dist';
  return {
    // No public/ copy: the client build has it.
    publicDir: false,
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/server/entry.ts',
      outDir: `${outDir}/.ssr`,
      emptyOutDir: true,
      target: 'node20',
      sourcemap: false,
      minify: false,
      rolldownOptions: {
        output: { entryFileNames: 'entry.mjs', codeSplitting: false },
        // React Router's "use client" lines mean nothing on a server that renders no component.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
      },
    },
  };
});
