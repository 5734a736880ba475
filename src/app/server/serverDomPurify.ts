/**
 * DOMPurify on the web server: the same cleaning as in the browser, over jsdom's DOM (the server
 * build resolves `dompurify` here, vite.server.config.ts), so a server-rendered description or
 * article is the markup the browser would make of it and hydrates as it stands. jsdom is not
 * bundled (it reads its own files): it is loaded from the shop's node_modules when first needed.
 */
import { createRequire } from 'node:module';
import createDOMPurify from 'dompurify';
import type * as Jsdom from 'jsdom';

type Purify = ReturnType<typeof createDOMPurify>;

let instance: Purify | null = null;

function purify(): Purify {
  if (!instance) {
    const { JSDOM } = createRequire(`${process.cwd()}/`)('jsdom') as typeof Jsdom;
    instance = createDOMPurify(new JSDOM('').window);
  }
  return instance;
}

/** Whether the server can clean HTML as the browser does (jsdom installed); without it pages are not rendered on the server. */
export function hasServerDom(): boolean {
  try {
    return purify().isSupported;
  } catch {
    return false;
  }
}

/** The app's `DOMPurify`: each use goes to the jsdom-backed instance. */
const serverPurify = new Proxy({} as Purify, {
  get: (_target, key) => {
    const target = purify();
    const value: unknown = Reflect.get(target, key);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
});

export default serverPurify;
export type * from 'dompurify';
