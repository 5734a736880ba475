import type { Plugin } from 'vite';

/** React Router's package file this plugin edits (the one module that holds the library). */
const ROUTER_MODULE = /node_modules\/react-router\/dist\/(development|production)\/chunk-[A-Z0-9]+\.mjs$/;

/**
 * React Router's package points every bundler at its development build: its warnings switched on,
 * and a `displayName` set on each component. Such an assignment keeps a component the shop never
 * renders (NavLink, Form and what they use) in the build, on every page, and so do its components
 * made by `forwardRef` without the mark that says the call has no side effects. A production build
 * turns the warnings off, drops the names and marks those calls; the library's code is otherwise
 * untouched.
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

export function leanRouterSource(code: string): string {
  return code
    .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
    .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^(var [A-Za-z0-9_$]+ = )(React[0-9]*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2');
}
