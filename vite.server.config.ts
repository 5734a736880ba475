import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { leanDependencies } from './scripts/vite/leanDependencies.ts';
import { localeFiles } from './scripts/vite/localeFiles.ts';
import { shortClassNames } from './scripts/vite/cssClassNames.ts';

const SERVER_DOMPURIFY = fileURLToPath(new URL('./src/app/server/serverDomPurify.ts', import.meta.url));

/** DOMPurify over jsdom's DOM: the app's `dompurify` imports get the server's instance (which imports the package itself). */
function serverDomPurify(): Plugin {
  return {
    name: 'spinacz-server-dompurify',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'dompurify' && importer !== SERVER_DOMPURIFY) return SERVER_DOMPURIFY;
      return null;
    },
  };
}

/**
 * The web server's rendering (src/serverEntry.ts: src/server with the app's page renderer) as one Node module, `<outDir>/.ssr/entry.mjs`,
 * with its dependencies inside: the build directory alone runs it (`npm run build`, `npm start`).
 * scripts/serve.mjs loads it when it has an API to read (API_ORIGIN); it never serves the folder.
 */
export default defineConfig(() => {
  const outDir = process.env.DIST_DIR ?? 'dist';
  return {
    // The app's modules as the client build resolves them (the body of public pages renders here too).
    plugins: [react(), localeFiles(fileURLToPath(new URL('./src/i18n/locales', import.meta.url))), serverDomPurify()],
    resolve: { alias: leanDependencies },
    // The class names of the browser's build (vite.config.ts), so that hydration finds the same ones.
    css: { modules: { generateScopedName: shortClassNames(fileURLToPath(new URL('.', import.meta.url))) } },
    // No public/ copy: the client build has it.
    publicDir: false,
    // The build's NODE_ENV, as the browser's build has it (production unless the builder set another):
    // left for run time, React and its server renderer would read it when the server starts, and a
    // server started without it (`npm start`, a container) would render with their development
    // builds, several times slower and with checks meant for a developer.
    define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV || 'production') },
    // Everything inside the one module but jsdom (the server's DOM for DOMPurify), which reads its own files at run time.
    ssr: { noExternal: true, external: ['jsdom'], target: 'node' },
    build: {
      ssr: 'src/serverEntry.ts',
      outDir: `${outDir}/.ssr`,
      emptyOutDir: true,
      target: 'node20',
      sourcemap: false,
      minify: false,
      // One module by design (the app's pages included), read from disk once at start.
      chunkSizeWarningLimit: 20_000,
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
