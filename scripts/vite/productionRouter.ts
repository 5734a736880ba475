import type { Plugin } from 'vite';

/** React Router's package file this plugin edits (the one module that holds the library). */
const ROUTER_MODULE = /node_modules\/react-router\/dist\/(development|production)\/chunk-[A-Z0-9]+\.mjs$/;

/**
 * React Router's package points every bundler at its development build: its warnings switched on,
 * and a `displayName` set on each component. Such an assignment keeps a component the shop never
 * renders (NavLink, Form and what they use) in the build, on every page, and so do its components
 * made by `forwardRef` without the mark that says the call has no side effects. A production build
 * turns the warnings off, drops the names and marks those calls.
 *
 * It also takes out Link's prefetching (`<Link prefetch>`). That works only inside React Router's
 * framework mode (a `<HydratedRouter>` and its route manifest); in the data router the shop runs, the
 * prefetch hook answers "never" and the prefetch links are never drawn. Yet their code (the
 * manifest's links, the RSC variant, single fetch URLs) comes along with Link: 1.8 KB gzip on
 * every page. Likewise the router's instrumentation (`createBrowserRouter(routes, { instrumentations })`),
 * which the shop does not pass: 0.9 KB gzip. The library's code is otherwise untouched.
 */
export function productionRouter(): Plugin {
  return {
    name: 'spinacz-production-router',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_MODULE.test(id)) return null;
      return { code: leanRouterSource(code), map: null };
    },
  };
}

/** Link's call of the prefetch hook, and its prefetch links drawn beside the anchor. */
export const LINK_PREFETCH = /let \[shouldPrefetch, prefetchRef, prefetchHandlers\] = usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/;
export const LINK_PREFETCH_LINKS = /return shouldPrefetch && !isAbsolute \? [^\n]*\bPrefetchPageLinks, \{ page: href \}\)\) : link;/;

/** createRouter's two uses of the instrumentation option (nothing under src/ passes it; a test holds that). */
export const ROUTER_INSTRUMENTATION = 'if (init.instrumentations) {';

export function leanRouterSource(code: string): string {
  return code
    .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
    .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^(var [A-Za-z0-9_$]+ = )(React[0-9]*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
    // What the hook answers outside framework mode: nothing to prefetch, no ref and no handlers of its own.
    .replace(LINK_PREFETCH, 'let prefetchRef = null, prefetchHandlers = {};')
    .replace(LINK_PREFETCH_LINKS, 'return link;')
    .replaceAll(ROUTER_INSTRUMENTATION, 'if (false) {');
}
