import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy } from './scripts/vite/contentSecurityPolicy.ts';
import { demoOciHook } from './scripts/vite/demoOciHook.ts';
import { earlyGuestLogin } from './scripts/vite/earlyGuestLogin.ts';
import { earlyCalls } from './scripts/vite/earlyCalls.ts';
import { leanDependencies } from './scripts/vite/leanDependencies.ts';
import { localeFiles } from './scripts/vite/localeFiles.ts';
import { preloadScreens } from './scripts/vite/preloadScreens.ts';
import { pureGeneratedSchemas } from './scripts/vite/pureSchemas.ts';
import { staticConsentBanner } from './scripts/vite/staticConsentBanner.ts';
import { cachedFonts } from './scripts/vite/cachedFonts.ts';
import { moduleChunks } from './scripts/vite/moduleChunks.ts';
import { shortClassNames } from './scripts/vite/cssClassNames.ts';
import { productionRouter } from './scripts/vite/productionRouter.ts';
import { lazyChunkPreload } from './scripts/vite/lazyChunkPreload.ts';
import { BUYING_COMMON, CATALOGUE_COMMON, FIELDS, FORMS, INFO_BAR_TOOLS, isCore, LISTING_COMMON, MUI_CORE, SANITISING, STOREFRONT_COMMON } from './scripts/vite/chunkGroups.ts';

/** With a separate API origin the browser opens the connection while the scripts still load. */
function preconnectToApi(apiBase: string | undefined): Plugin {
  return {
    name: 'spinacz-preconnect-api',
    transformIndexHtml() {
      if (!apiBase) return [];
      const origin = new URL(apiBase).origin;
      return [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head-prepend' }];
    },
  };
}

/**
 * The entry's stylesheet (the font faces, the chrome's first looks) goes into the page instead of a
 * render-blocking request. A link to it of an unknown type stays beside it: the browser does not
 * fetch a stylesheet of a type it does not know, and Vite's preload helper, which loads a lazy
 * chunk's stylesheets (the entry's among them, whenever the chunk imports from the entry), sees it
 * is in the page already.
 */
function inlineCss(): Plugin {
  return {
    name: 'spinacz-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        let result = html;
        for (const asset of Object.values(context.bundle ?? {})) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          const tag = new RegExp(`<link rel="stylesheet"[^>]*href="/${asset.fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
          if (!tag.test(result)) continue;
          result = result.replace(tag, () => `<style>${String(asset.source)}</style><link rel="stylesheet" type="text/x-inlined" href="/${asset.fileName}">`);
        }
        return result;
      },
    },
  };
}

const LOCALES_DIR = fileURLToPath(new URL('./src/i18n/locales', import.meta.url));
const ROOT = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode, command }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  // The API the first inline scripts call; VITE_DEMO_API=server without an API address (`npm start`):
  // the API answers at the page's own origin.
  const earlyApiBase = env.VITE_API_BASE || (env.VITE_DEMO_API === 'server' ? '/' : undefined);
  const lazyPreload = lazyChunkPreload();
  return {
    plugins: [
      react(),
      productionRouter(),
      localeFiles(LOCALES_DIR),
      preconnectToApi(env.VITE_API_BASE),
      earlyGuestLogin(earlyApiBase),
      earlyCalls(earlyApiBase),
      preloadScreens(),
      lazyPreload.plugin,
      moduleChunks(fileURLToPath(new URL('.', import.meta.url))),
      staticConsentBanner(),
      cachedFonts(),
      inlineCss(),
      demoOciHook(),
      pureGeneratedSchemas(),
      contentSecurityPolicy(env),
    ],
    resolve: { alias: leanDependencies },
    // Built pages and scripts carry short class names (the server's build gives the same ones).
    css: command === 'build' ? { modules: { generateScopedName: shortClassNames(ROOT) } } : {},
    server: { port: Number(process.env.PORT ?? 5173) },
    preview: { port: Number(process.env.PORT ?? 4173) },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      // .vite/manifest.json: the web server links a server-rendered page's stylesheets from it (src/app/server/screenStyles.ts).
      manifest: true,
      // Every browser the shop supports knows <link rel="modulepreload">. A lazy chunk's stylesheets
      // load before it runs, and the chunk itself is fetched beside them (not after them: one round
      // trip less for the cart's code on the first "Dodaj do koszyka", a dialog, the footer…); the
      // chunks it imports are preloaded by the page itself (scripts/vite/preloadScreens.ts: the first
      // page's from the HTML, the next page's on navigation), so the list of every chunk's files
      // does not travel in the first script.
      modulePreload: {
        polyfill: false,
        resolveDependencies: lazyPreload.resolveDependencies,
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'core', test: isCore, priority: 20 },
              // Everything the entry imports statically loads on every page anyway: one chunk instead
              // of a dozen small shared ones, each of which repeats the imports of the others.
              { name: 'shell', tags: ['$initial'], priority: 10 },
              // After the shell, so that what every page runs stays in the shell (see STOREFRONT_COMMON).
              { name: 'mui-core', test: MUI_CORE, priority: 6 },
              { name: 'storefront', test: STOREFRONT_COMMON.test, priority: 5 },
              { name: 'fields', test: FIELDS.test, priority: 4 },
              { name: 'sanitising', test: SANITISING.test, priority: 4 },
              { name: 'catalogue', test: CATALOGUE_COMMON.test, priority: 4 },
              { name: 'listing', test: LISTING_COMMON.test, priority: 3 },
              { name: 'buying', test: BUYING_COMMON.test, priority: 2 },
              { name: 'forms', test: FORMS.test, priority: 2 },
              { name: 'infoBarTools', test: INFO_BAR_TOOLS.test, priority: 2 },
            ],
          },
        },
      },
    },
  };
});
