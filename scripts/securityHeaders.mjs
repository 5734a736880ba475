// The security headers of the production server (scripts/serve.mjs): a Content-Security-Policy that
// lets no script run but the shop's own files and index.html's inline scripts (by their hashes),
// framing only for the pages a procurement system embeds, and the usual hardening headers.
//
// What the policy allows besides the page's own origin comes from the build: the API address
// (VITE_API_BASE) and the consented third-party scripts (VITE_TAG_MANAGER_*, VITE_CHAT_SCRIPT_URL,
// VITE_REVIEWS_*) are written to dist/csp-sources.json (scripts/vite/contentSecurityPolicy.ts), so
// the server allows exactly what that build calls. The hashes are computed from the built
// index.html when the server starts (a rebuild is served after a restart, as `npm start` does).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the build next to index.html: `{ apiBase, thirdParty: { tagManager, chat, reviews } }`. */
export const CSP_SOURCES_FILE = 'csp-sources.json';

/**
 * The pages a procurement system may show in a frame of its own page: the punch-out login and the
 * returns iframe pages (ROUTES['punch-out'] and ROUTES['dashboard-returns-iframe'] of
 * src/routing/routePaths.ts, with everything under the latter; a test keeps them equal).
 */
export const FRAMEABLE_PAGES = {
  exact: ['/punch-out', '/en/punch-out'],
  withSubpaths: ['/moje-konto/zwroty-iframe', '/en/my-account/returns-iframe'],
};

/**
 * Set for the browser session by a punch-out login (COOKIE.punchOut of src/api/cookies.ts). The
 * procurement system keeps the whole shop in its frame while the buyer shops, so for such a browser
 * every page may be framed by the procurement hosts (a reload inside the frame keeps working).
 */
export const PUNCH_OUT_COOKIE = 'spinacz_punch_out';

/**
 * The tag manager's own script loads Google's tag and sends to its collectors: with the container
 * id (no own script address) those hosts are allowed as well, as Google documents for a CSP.
 */
const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com';
const GOOGLE_TAG_COLLECTORS = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

const unique = (values) => [...new Set(values)];

/** The sha256 sources ('sha256-…') of the inline scripts of an HTML document. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/(^|\s)src\s*=/i.test(attributes) || !body) continue;
    // The browser hashes the script's text after the HTML parser has normalised line breaks.
    const text = body.replace(/\r\n?/g, '\n');
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return unique(hashes);
}

/** The origin of an http(s) URL, else null. */
export function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * A list of origins from an environment variable (separated by commas or spaces), each
 * `scheme://host[:port]`; a host may start with `*.` (any subdomain). Throws on anything else, so a
 * typo does not silently leave the punch-out unframeable (or a path pass as an origin).
 */
export function parseOrigins(value, name = 'PROCUREMENT_ORIGINS') {
  if (!value || !value.trim()) return [];
  return unique(
    value
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((entry) => {
        const match = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(:\d{1,5})?\/?$/i.exec(entry);
        if (!match) throw new Error(`${name}: "${entry}" is not an origin such as https://zakupy.example.com`);
        return `${match[1].toLowerCase()}://${match[2] ?? ''}${match[3].toLowerCase()}${match[4] ?? ''}`;
      }),
  );
}

/** What the consented third-party scripts of the build need: script, connect, img and frame sources. */
export function thirdPartySources(thirdParty) {
  const urls = [thirdParty?.tagManager, thirdParty?.chat, ...(thirdParty?.reviews ?? [])].filter(Boolean);
  const origins = unique(urls.map(originOf).filter(Boolean));
  const google = origins.includes(GOOGLE_TAG_MANAGER) ? GOOGLE_TAG_COLLECTORS : [];
  return { script: origins, connect: [...origins, ...google], img: [...origins, ...google], frame: origins };
}

/**
 * The Content-Security-Policy of a page.
 * - script-src: the shop's files, the inline scripts by hash, consented third parties (no
 *   'unsafe-inline', no 'unsafe-eval': zod and the data grid are built to need no eval).
 * - style-src keeps 'unsafe-inline': MUI's emotion writes its styles at run time, and index.html
 *   carries its first styles inline.
 * - img-src: the demo API draws pictures through a canvas (blob:, data:); article and page bodies
 *   from the shop's content may show pictures from any https host.
 * - worker-src: the demo API's service worker (public/mockServiceWorker.js).
 * - No form-action: the punch-out cart is posted as a form to the HOOK_URL the procurement system
 *   names at login, whatever host that is.
 */
export function contentSecurityPolicy({ scriptHashes = [], apiOrigin = null, thirdParty = null, frameAncestors = ["'none'"] } = {}) {
  const third = thirdPartySources(thirdParty);
  const api = apiOrigin ? [apiOrigin] : [];
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...third.script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...api, ...third.img],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...api, ...third.connect],
    ['worker-src', "'self'"],
    ['frame-src', "'self'", ...third.frame],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', ...frameAncestors],
  ];
  return directives.map(([name, ...sources]) => [name, ...unique(sources)].join(' ')).join('; ');
}

/** Whether a page is one a procurement system may frame. */
export function isFrameablePage(pathname) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return FRAMEABLE_PAGES.exact.includes(path) || FRAMEABLE_PAGES.withSubpaths.some((base) => path === base || path.startsWith(`${base}/`));
}

const hasPunchOutCookie = (cookie) => new RegExp(`(?:^|;\\s*)${PUNCH_OUT_COOKIE}=`).test(String(cookie ?? ''));

/** Cameras, microphones, location, payment handlers and the like: the shop uses none of them. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Every answer's headers: no MIME sniffing, the origin only as referrer elsewhere, HTTPS only when served so. */
export function commonHeaders(https) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** A file that is no page (a picture, a JSON file, an SVG opened on its own) may run and load nothing. */
const FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
/** A JSON answer opened as a page runs and loads nothing (files the API sends, PDFs, pictures, keep their own way). */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers policy for one build.
 * - `indexHtml`: the built index.html (its inline scripts are hashed);
 * - `sources`: csp-sources.json of the build ({ apiBase, thirdParty }), null when missing;
 * - `procurementOrigins`: the value of PROCUREMENT_ORIGINS;
 * - `https`: served over TLS (then HSTS).
 */
export function createSecurityHeaders({ indexHtml, sources = null, procurementOrigins = '', https = false }) {
  const procurement = parseOrigins(procurementOrigins, 'PROCUREMENT_ORIGINS');
  const base = {
    scriptHashes: inlineScriptHashes(indexHtml),
    apiOrigin: sources?.apiBase ? originOf(sources.apiBase) : null,
    thirdParty: sources?.thirdParty ?? null,
  };
  const framed = contentSecurityPolicy({ ...base, frameAncestors: ["'self'", ...procurement] });
  const unframed = contentSecurityPolicy({ ...base, frameAncestors: ["'none'"] });
  return {
    procurement,
    /** The headers of an HTML page at `pathname`, for a request with these cookies. */
    page(pathname, cookie) {
      const frameable = isFrameablePage(pathname) || (procurement.length > 0 && hasPunchOutCookie(cookie));
      return {
        ...commonHeaders(https),
        'Content-Security-Policy': frameable ? framed : unframed,
        // Older browsers know only X-Frame-Options, which cannot name hosts: framed pages go without.
        ...(frameable ? {} : { 'X-Frame-Options': 'DENY' }),
        'Permissions-Policy': PERMISSIONS_POLICY,
      };
    },
    /** The headers of a static file with this extension (scripts keep no policy of their own). */
    file(extension) {
      const script = extension === '.js' || extension === '.mjs';
      return { ...commonHeaders(https), ...(script ? {} : { 'Content-Security-Policy': FILE_POLICY }) };
    },
    /** The API's answer headers (passed on from API_ORIGIN) with ours added where it set none. */
    api(headers) {
      const present = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
      const type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
      const ours = { ...commonHeaders(https), ...(/json/i.test(String(type ?? '')) ? { 'Content-Security-Policy': API_POLICY } : {}) };
      return { ...headers, ...Object.fromEntries(Object.entries(ours).filter(([name]) => !present.has(name.toLowerCase()))) };
    },
  };
}

/** The policy for the build in `root` (dist/), configured from the environment. */
export function securityHeadersFor(root, env = process.env) {
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  const sourcesFile = join(root, CSP_SOURCES_FILE);
  const sources = existsSync(sourcesFile) ? JSON.parse(readFileSync(sourcesFile, 'utf8')) : null;
  if (!sources) console.warn(`${CSP_SOURCES_FILE} is missing in ${root}: rebuild the shop, or the API and third-party hosts are not allowed.`);
  return createSecurityHeaders({ indexHtml, sources, procurementOrigins: env.PROCUREMENT_ORIGINS, https: env.HTTPS === '1' });
}
