// Serves the production build (dist/) the way a real host would: compressed (brotli or gzip),
// long-lived caching for hashed assets, and the single-page-app fallback to index.html.
// With API_ORIGIN (e.g. http://localhost:8787, the `npm run api` server) the API is served from
// the same origin too: /e-commerce/* and /oauth2/* are passed on to it, text answers compressed.
// With HTTPS=1 it speaks HTTP/2 over TLS (HTTP/1.1 still answered), as hosts and CDNs serve shops,
// with a self-signed localhost certificate made by openssl (or TLS_KEY / TLS_CERT files).
// It also takes the demo procurement system's OCI cart (POST /demo/oci-hook, scripts/demoOciHook.mjs).
// With API_ORIGIN and the build's server part (<dist>/.ssr/entry.mjs, from `npm run build`) it also
// answers robots.txt, the sitemaps and the product feeds, and writes each page's head (title,
// description, canonical, hreflang, Open Graph, JSON-LD) and status into its first HTML (ADR 0013).
// It keeps no state of its own: any number of them can serve one shop (docs/hosting.md).
// Every answer carries the security headers of scripts/securityHeaders.mjs (CSP with the hashes of
// index.html's inline scripts, framing only by PROCUREMENT_ORIGINS where allowed, HSTS over HTTPS).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompress, brotliCompressSync, gzip as gzipCallback, gzipSync, constants } from 'node:zlib';
import { promisify } from 'node:util';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { handleDemoOciHook } from './demoOciHook.mjs';
import { commonHeaders, securityHeadersFor } from './securityHeaders.mjs';
import { answerClientError } from './tooLongRequest.mjs';

const root = resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const API_ORIGIN = process.env.API_ORIGIN ? new URL(process.env.API_ORIGIN) : null;
// /demo-api/* are the demo API's own endpoints outside the contract (mailbox, reset, attachments).
const API_PATHS = /^\/(e-commerce|oauth2|demo-api)\//;
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
/** Each file's body per encoding, as a promise: a second request waits for the first one's work. */
const cache = new Map();
/**
 * brotli at its best and gzip at 9 — seconds for a 1 MB chunk, once per file; with COMPRESSION=fast
 * (the end-to-end tests' server, whose files are read a few times) brotli 5 and gzip 6, milliseconds.
 */
const LEVELS = process.env.COMPRESSION === 'fast'
  ? { br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }, gzip: { level: 6 } }
  : { br: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }, gzip: { level: 9 } };

/**
 * A file as sent: read and compressed once per encoding (the build does not change while the server
 * runs). The compression runs on libuv's threads, so no request waits for another's.
 */
function load(path, encoding) {
  const key = `${path}:${encoding}`;
  const known = cache.get(key);
  if (known) return known;
  const body = readFile(path).then((raw) => (encoding === 'br' ? brotli(raw, LEVELS.br) : encoding === 'gzip' ? gzip(raw, LEVELS.gzip) : raw));
  cache.set(key, body);
  // A failed read (a file replaced by a new build) is tried again next time.
  body.catch(() => cache.delete(key));
  return body;
}

/** The path's text, or null when its percent-encoding is broken ("/produkt/%E0"): no file has such a name. */
function decodedPath(urlPath) {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null;
  }
}

/**
 * Whether an address asks for a file: one under /assets/, or of a kind the server has a type for
 * (TYPES), but a page's .html. A missing file is a plain 404 (a script of an older build, a picture).
 * Any other address is a page, one with a dot in it too: a link copied with the full stop of its
 * sentence ("/promocje.") or an old shop's "/regulamin.html" gets the shop's page (not found, in its
 * language) instead of the words "Not found".
 */
function isFileAddress(pathname) {
  const ext = extname(pathname).toLowerCase();
  return pathname.startsWith('/assets/') || (ext !== '.html' && Object.hasOwn(TYPES, ext));
}

async function resolveFile(urlPath) {
  const decoded = decodedPath(urlPath);
  if (decoded === null) return null;
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, safe);
  // Nothing under a dot folder is served (.ssr holds the server's own code).
  if (candidate.startsWith(root) && !candidate.slice(root.length).split(sep).some((part) => part.startsWith('.'))) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  return null;
}

function pickEncoding(req) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  return accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : null;
}

/** Passes an API request on to API_ORIGIN; JSON and other text answers go back compressed. */
/**
 * Headers HTTP/2 forbids (and HTTP/2 pseudo-headers, which HTTP/1.1 does not have), and `Expect`:
 * this server answers a client's "100-continue" itself and sends the body on at once; passed on, it
 * made the API close the connection after an answer given before the body (a 413), and the client
 * got "the API does not answer" instead.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'host', 'expect']);
const forwardable = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

/**
 * Connections to the API are kept open between calls, and closed after 4 s unused: before the API
 * closes an idle connection (its keep-alive time is longer, src/mocks/server.ts), so a call never
 * goes out on a connection the API is just closing.
 */
const apiAgent = new Agent({ keepAlive: true, timeout: 4_000 });

function proxyToApi(req, res) {
  // The API learns the origin the page called (its own, for the Origin check) and who called.
  const headers = {
    ...forwardable(req.headers),
    host: API_ORIGIN.host,
    'x-forwarded-host': req.headers[':authority'] ?? req.headers.host ?? '',
    'x-forwarded-proto': https ? 'https' : 'http',
    'x-forwarded-for': req.socket.remoteAddress ?? '',
  };
  delete headers['accept-encoding'];
  // A read whose connection failed before any answer is asked once more on a new connection (it has
  // no body and changes nothing); a change is never sent twice.
  const repeatable = req.method === 'GET' || req.method === 'HEAD';
  const send = (attempt) => {
    const upstream = httpRequest(
      { hostname: API_ORIGIN.hostname, port: API_ORIGIN.port, path: req.url, method: req.method, headers, agent: attempt === 0 ? apiAgent : false },
      (answer) => passOn(req, res, answer),
    );
    upstream.on('error', () => {
      if (repeatable && attempt === 0 && !res.headersSent) {
        send(1);
        return;
      }
      // The demo API is down (restarting after a crash, `npm start` brings it back): 503 with Retry-After,
      // which the shop answers as a dropped connection (keeping what was typed, trying again).
      if (!res.headersSent) res.writeHead(503, security.api({ 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '2' }));
      res.end(JSON.stringify({ code: 'NETWORK', message: 'Serwer API nie odpowiada.' }));
    });
    if (repeatable) upstream.end();
    else req.pipe(upstream);
  };
  send(0);
  // An answer that came before the whole body (the API's 413): the rest is read and dropped for a
  // while, so the client, still sending, reads the answer instead of a reset connection.
  res.on('finish', () => {
    if (req.complete) return;
    req.unpipe();
    const cut = setTimeout(() => req.destroy(), LINGER_MS);
    cut.unref();
    req.once('end', () => clearTimeout(cut)).once('close', () => clearTimeout(cut));
    req.resume();
  });
}

/** How long the rest of a request's body is taken and dropped after its answer has gone. */
const LINGER_MS = 5_000;

/** The API's answer back to the browser: JSON and other text compressed. */
function passOn(req, res, answer) {
  const type = String(answer.headers['content-type'] ?? '');
  const encoding = /json|text|xml|svg/.test(type) ? pickEncoding(req) : null;
  if (!encoding) {
    res.writeHead(answer.statusCode ?? 502, security.api(forwardable(answer.headers)));
    answer.pipe(res);
    return;
  }
  const chunks = [];
  answer.on('data', (chunk) => chunks.push(chunk));
  answer.on('end', () => {
    const raw = Buffer.concat(chunks);
    const body = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(raw, { level: 6 });
    const out = { ...forwardable(answer.headers), 'content-encoding': encoding, 'content-length': String(body.length), vary: 'Accept-Encoding' };
    res.writeHead(answer.statusCode ?? 502, security.api(out)).end(req.method === 'HEAD' ? undefined : body);
  });
}

/** The key and certificate for HTTPS=1: TLS_KEY / TLS_CERT, else a self-signed one for localhost. */
function tlsFiles() {
  if (process.env.TLS_KEY && process.env.TLS_CERT) return { key: readFileSync(process.env.TLS_KEY), cert: readFileSync(process.env.TLS_CERT) };
  const dir = resolve('node_modules/.cache/spinacz-tls');
  const [key, cert] = [join(dir, 'localhost-key.pem'), join(dir, 'localhost.pem')];
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '825', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

const https = process.env.HTTPS === '1';

/** The server's rendering, when it has an API to read and the build has it (vite.server.config.ts). */
const SSR_ENTRY = join(root, '.ssr', 'entry.mjs');
const rendering = API_ORIGIN && existsSync(SSR_ENTRY) ? (await import(pathToFileURL(SSR_ENTRY).href)).createServerRendering(API_ORIGIN.origin) : null;
const INDEX_HTML = existsSync(join(root, 'index.html')) ? readFileSync(join(root, 'index.html'), 'utf8') : '';

/**
 * The origin of the shop's own links (canonical, sitemaps, feeds): PUBLIC_ORIGIN when set (as it
 * must be behind a CDN or a proxy), else the address the request was sent to, if it is a plain host.
 */
const PUBLIC_ORIGIN = process.env.PUBLIC_ORIGIN ? new URL(process.env.PUBLIC_ORIGIN).origin : null;
function publicOrigin(req) {
  if (PUBLIC_ORIGIN) return PUBLIC_ORIGIN;
  const hostHeader = String(req.headers[':authority'] ?? req.headers.host ?? '');
  const hostName = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(hostHeader) ? hostHeader : `localhost:${port}`;
  return `${https ? 'https' : 'http'}://${hostName}`;
}

/** A rendered answer (a page, robots.txt, a sitemap, a feed), compressed for the browser. */
function sendRendered(req, res, answer, securityHeaders) {
  const encoding = pickEncoding(req);
  const raw = Buffer.from(answer.body, 'utf8');
  const body = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? gzipSync(raw, { level: 6 }) : raw;
  const headers = { ...answer.headers, ...securityHeaders, Vary: securityHeaders.Vary ?? 'Accept-Encoding' };
  if (encoding) headers['Content-Encoding'] = encoding;
  res.writeHead(answer.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

// Read once from the build being served (its index.html and csp-sources.json) and the environment.
const security = securityHeadersFor(root, process.env);
const handler = async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // The demo procurement system's OCI receiver: POST /demo/oci-hook (scripts/demoOciHook.mjs).
    if (handleDemoOciHook(req, res)) return;
    if (API_ORIGIN && API_PATHS.test(url.pathname)) {
      proxyToApi(req, res);
      return;
    }
    if (rendering && (req.method === 'GET' || req.method === 'HEAD')) {
      const crawl = await rendering.crawl(url, publicOrigin(req));
      if (crawl) {
        sendRendered(req, res, crawl, security.file(extname(url.pathname) || '.txt'));
        return;
      }
    }
    let file = await resolveFile(url.pathname);
    // With the server's rendering, index.html is the pages' template, not a page of its own:
    // `/index.html` is an address like any other (the not-found page, 404).
    if (rendering && file === join(root, 'index.html')) file = null;
    const isAsset = Boolean(file);
    if (!file && rendering && !isFileAddress(url.pathname) && (req.method === 'GET' || req.method === 'HEAD')) {
      const page = await rendering.page(url, publicOrigin(req), INDEX_HTML, req.headers.cookie);
      const pageSecurity = { ...security.page(url.pathname, req.headers.cookie), ...(security.procurement.length ? { Vary: 'Accept-Encoding, Cookie' } : {}) };
      sendRendered(req, res, page, pageSecurity);
      return;
    }
    if (!file) {
      if (isFileAddress(url.pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...security.file('.txt') }).end('Not found');
        return;
      }
      file = join(root, 'index.html');
    }
    const ext = extname(file);
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req) : null;
    const body = await load(file, encoding);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': isAsset && url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      // A page's frame-ancestors depend on the path and, with procurement hosts, on the punch-out cookie.
      ...(ext === '.html' ? { ...security.page(url.pathname, req.headers.cookie), ...(security.procurement.length ? { Vary: 'Accept-Encoding, Cookie' } : {}) } : security.file(ext)),
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Server error');
    console.error(error);
  }
};

const server = https ? createSecureServer({ ...tlsFiles(), allowHTTP1: true }, handler) : createServer(handler);
// An address too long to read gets a page that says so, not a blank one.
server.on('clientError', (error, socket) => answerClientError(error, socket, commonHeaders(https)));
server.listen(port, host, () => {
  const origin = `${https ? 'https' : 'http'}://localhost:${port}`;
  console.log(`Spinacz is running on ${origin}${https ? ' (HTTP/2)' : ''}${API_ORIGIN ? ` (API from ${API_ORIGIN.origin})` : ''}`);
});
