import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadScreens } from './scripts/vite/preloadScreens.ts';
import { staticConsentBanner } from './scripts/vite/staticConsentBanner.ts';

/**
 * The code every storefront page needs on first paint goes into one "core" chunk instead of many
 * small shared chunks (each a request of its own): React, the router, the query cache, i18next,
 * emotion and the MUI pieces of the page chrome. Everything else keeps Rolldown's automatic
 * splitting, so the account area (Refine, data grid) and page-only code stay out of it.
 */
const CORE_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|@emotion[\\/][^\\/]+|stylis|@mui[\\/](system|styled-engine|utils|private-theming)|js-cookie|clsx|react-is|hoist-non-react-statics|use-sync-external-store|@babel[\\/]runtime)[\\/]/;
const CORE_MUI =
  /node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?(styles|CssBaseline|Container|IconButton|Button|ButtonBase|Typography|SvgIcon|Link|Box|utils|internal|colors|transitions|DefaultPropsProvider|zero-styled|GlobalStyles|useMediaQuery|InitColorSchemeScript|CircularProgress|InputBase|useLazyRipple)[\\/]/;
const isCore = (id: string) => CORE_PACKAGES.test(id) || CORE_MUI.test(id);

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

/** The few hundred bytes of CSS (the font faces) go into the page instead of a render-blocking request. */
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
          result = result.replace(tag, () => `<style>${String(asset.source)}</style>`);
        }
        return result;
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  return {
    plugins: [react(), preconnectToApi(env.VITE_API_BASE), preloadScreens(), staticConsentBanner(), inlineCss()],
    server: { port: Number(process.env.PORT ?? 5173) },
    preview: { port: Number(process.env.PORT ?? 4173) },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'core', test: isCore }] } },
      },
    },
  };
});
