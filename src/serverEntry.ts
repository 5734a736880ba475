/**
 * The web server's part of the build (vite.server.config.ts → `<dist>/.ssr/entry.mjs`, loaded by
 * scripts/serve.mjs): the server's rendering (src/server: heads, status, crawlers' files) with the
 * app's renderer of public pages' bodies (src/app/server), read from the client build's manifest.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderBody, renderShell } from './app/server/renderBody';
import { screenStyles, type Manifest } from './app/server/screenStyles';
import { serverFontsHead } from './app/server/serverFonts';
import { hasServerDom } from './app/server/serverDomPurify';
import { createServerRendering as createRendering, type BodyRenderer, type ServerRendering, type ShellRenderer } from './server/entry';

export type { ServerRendering } from './server/entry';

/**
 * The client build's manifest, beside this file's folder (`<dist>/.ssr/entry.mjs` → `<dist>/.vite/manifest.json`),
 * with the storefront modules that live in a shared chunk named by that chunk (scripts/vite/moduleChunks.ts).
 */
function readManifest(): Manifest | null {
  const path = fileURLToPath(new URL('.vite/manifest.json', DIST));
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const heldPath = fileURLToPath(new URL('.vite/module-chunks.json', DIST));
  const held = existsSync(heldPath) ? (JSON.parse(readFileSync(heldPath, 'utf8')) as Record<string, string>) : {};
  for (const [module, key] of Object.entries(held)) if (manifest[key]) manifest[module] ??= manifest[key];
  return manifest;
}

/** The client build's folder (`<dist>/.ssr/entry.mjs` → `<dist>/`). */
const DIST = new URL('../', import.meta.url);

/** A stylesheet of the client build by its address (/assets/…css), read once; null when it is not there. */
const stylesheets = new Map<string, string | null>();
function stylesheetText(href: string): string | null {
  if (!stylesheets.has(href)) {
    const path = fileURLToPath(new URL(`.${href}`, DIST));
    stylesheets.set(href, /^\/assets\/[\w.-]+\.css$/.test(href) && existsSync(path) ? readFileSync(path, 'utf8') : null);
  }
  return stylesheets.get(href) ?? null;
}

export function createServerRendering(apiOrigin: string): ServerRendering {
  const manifest = readManifest();
  // Without the client build's manifest the bodies' stylesheets are unknown, without jsdom their
  // descriptions cannot be cleaned as the browser does: pages carry their head only then.
  const canRender = manifest !== null && hasServerDom();
  if (manifest && !canRender) console.warn('jsdom is not installed: pages are sent with their head only, their body renders in the browser');
  const body: BodyRenderer | undefined = manifest && canRender
    ? async (url, read) => {
        const rendered = await renderBody(url, (path, params, locale) => read(path, params, locale));
        if (!rendered) return null;
        const stylesheets = (rendered.screenModule ? screenStyles(manifest, rendered.screenModule) : []).map((href) => ({ href, css: stylesheetText(href) }));
        return { html: rendered.html, data: rendered.data, stylesheets, head: serverFontsHead(), unavailable: rendered.unavailable };
      }
    : undefined;
  const shell: ShellRenderer | undefined = manifest && canRender
    ? async (url, read, visitor) => {
        const html = await renderShell(url, (path, params, locale) => read(path, params, locale), visitor);
        return html === null ? null : { html, head: serverFontsHead() };
      }
    : undefined;
  return createRendering(apiOrigin, body, shell);
}
