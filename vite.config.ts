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
import { staticConsentBanner } from './scripts/vite/staticConsentBanner.ts';

/**
 * The code every storefront page needs on first paint goes into one "core" chunk instead of many
 * small shared chunks (each a request of its own): React, the router, the query cache, i18next.
 * The storefront's first page is plain CSS, so MUI and emotion are not in it: they load with the
 * parts built from them (dialogs, toasts, forms, the account area). Everything else keeps
 * Rolldown's automatic splitting, so the account area (Refine, data grid) and page-only code stay out.
 * The app's own code that every page runs (the entry's static imports) is one "shell" chunk.
 */
const CORE_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|js-cookie|use-sync-external-store)[\\/]/;
const isCore = (id: string) => CORE_PACKAGES.test(id);

/**
 * The small pieces the home page, listings and the product page all draw (price, picture, quantity
 * input, slider, skeletons, the tile's wiring, the age gate...): one "storefront" chunk instead of
 * some fifteen tiny ones, each a request of its own (over HTTP/1.1 they queue for six connections).
 * Only modules the home page loads anyway belong here, so its JavaScript does not grow.
 */
const STOREFRONT_COMMON = new RegExp(
  '/src/(' +
    [
      'ui/(Availability|LoadingButton|Price|ProductPicture|ProductTile|QuantityInput|Skeleton|Spinner|imageUrl)\\.',
      'ui/(slider|product-tile)/',
      'ui/modal/messageStore\\.',
      'storefront/home/(Section|ProductSlider)\\.',
      'session/ageGate\\.',
      'domain/(ageGate|quantity)\\.',
      'storefront/errors/cachedContent\\.',
      'storefront/layout/menu/useMenuTree\\.',
      'storefront/catalogue/useTileWiring\\.',
      'storefront/home/CategorySlider\\.',
    ].join('|') +
    ')',
);

/**
 * What the catalogue pages (category, search, brand, promotion, product) share and the home page
 * does not load: crumbs, the product grid, the not-found page, HTML content, the product and content
 * calls... One "catalogue" chunk (and one stylesheet) instead of a dozen small ones: over HTTP/1.1
 * the product page's data waited behind them for the six connections.
 */
const CATALOGUE_COMMON = new RegExp(
  '/src/(' +
    [
      'ui/(Breadcrumbs|Chip\\.module|Divider\\.module)\\.',
      'storefront/catalogue/(useCategoryCrumbs|useCategoryTree|ProductGrid)\\.',
      'storefront/errors/NotFoundPage\\.',
      'storefront/blog/ArticleTile\\.',
      'storefront/product/ProductGonePage\\.',
      'domain/pageSize\\.',
      'generated/api/(search-and-products|content-and-reports)/',
    ].join('|') +
    ')',
);

/**
 * What every MUI part needs before it draws anything: emotion, MUI's styling system, theme and
 * utilities, the transitions. They load together with the first dialog, form or account page
 * anyway, so one chunk instead of some twenty tiny ones (an account page asked for eighty scripts).
 * The components themselves stay in chunks of their own, so a storefront dialog does not bring the
 * account area's.
 */
const MUI_CORE = /\/node_modules\/(@emotion\/|@mui\/(system|styled-engine|utils|private-theming)\/|@mui\/material\/(styles|utils|internal|DefaultPropsProvider|GlobalStyles|useMediaQuery|transitions)\/|react-transition-group\/|stylis\/|hoist-non-react-statics\/|@babel\/runtime\/)/;

/** Server HTML through DOMPurify: the description renderer, the article renderer and DOMPurify itself, one chunk. */
const SANITISING = /\/node_modules\/dompurify\/|\/src\/(ui\/SafeHtml|storefront\/content\/sanitizeHtml)\./;

/** The outlined text field and select: the listings' toolbars and the checkout's forms, neither needing the other's chunk. */
const FIELDS = /\/src\/ui\/(OutlinedTextField|OutlinedNativeSelect|OutlineFrame)\./;

/** What the cart and the checkout (and the account area) share: their calls, money, the cart's sync, the edit-order banner. */
const BUYING_COMMON = new RegExp(
  '/src/(' +
    [
      'generated/api/(cart|account|shopping-lists|checkout)/',
      'domain/(money|oci|costCentre|deliveryDate)\\.',
      'storefront/cart/(cartSync|EditOrderBanner)\\.',
      'storefront/shopping-list/shoppingListQueries\\.',
      'storefront/checkout/placedOrder\\.',
    ].join('|') +
    ')',
);

/**
 * Forms: zod and react-hook-form, one chunk for every page with a form. (Not the shop's validation
 * rules: their messages are read by pages without forms too, e.g. the account area's grids.)
 */
const FORMS = /\/node_modules\/(zod|react-hook-form|@hookform\/resolvers)\/|\/src\/app\/zodJitless\./;

/** The listings' own machinery (category, search, brand and promotion pages; not the product page). */
const LISTING_COMMON = new RegExp(
  '/src/(' +
    [
      'storefront/catalogue/listing/(?!FacetDrawer\\.)',
      'storefront/catalogue/ListingStates\\.',
      'domain/listingQuery\\.',
      'ui/(PaginationLinks|CountedLinkList)\\.',
      'storefront/search/(autocomplete/AutocompletePopup|finder/TonerFinder)\\.',
    ].join('|') +
    ')',
);

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

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  // The API the first inline scripts call; VITE_DEMO_API=server without an API address (`npm start`):
  // the API answers at the page's own origin.
  const earlyApiBase = env.VITE_API_BASE || (env.VITE_DEMO_API === 'server' ? '/' : undefined);
  return {
    plugins: [
      react(),
      localeFiles(LOCALES_DIR),
      preconnectToApi(env.VITE_API_BASE),
      earlyGuestLogin(earlyApiBase),
      earlyCalls(earlyApiBase),
      preloadScreens(),
      staticConsentBanner(),
      inlineCss(),
      demoOciHook(),
      contentSecurityPolicy(env),
    ],
    resolve: { alias: leanDependencies },
    server: { port: Number(process.env.PORT ?? 5173) },
    preview: { port: Number(process.env.PORT ?? 4173) },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      // Every browser the shop supports knows <link rel="modulepreload">. A lazy chunk's stylesheets
      // load before it runs, and the chunk itself is fetched beside them (not after them: one round
      // trip less for the cart's code on the first "Dodaj do koszyka", a dialog, the footer…); the
      // chunks it imports are preloaded by the page itself (scripts/vite/preloadScreens.ts: the first
      // page's from the HTML, the next page's on navigation), so the list of every chunk's files
      // does not travel in the first script.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep === file)),
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
              { name: 'storefront', test: STOREFRONT_COMMON, priority: 5 },
              { name: 'fields', test: FIELDS, priority: 4 },
              { name: 'sanitising', test: SANITISING, priority: 4 },
              { name: 'catalogue', test: CATALOGUE_COMMON, priority: 4 },
              { name: 'listing', test: LISTING_COMMON, priority: 3 },
              { name: 'buying', test: BUYING_COMMON, priority: 2 },
              { name: 'forms', test: FORMS, priority: 2 },
            ],
          },
        },
      },
    },
  };
});
