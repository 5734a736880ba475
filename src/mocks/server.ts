/**
 * The demo API as a real HTTP server, for any client (another origin, E2E, Lighthouse):
 *   npx tsx src/mocks/server.ts        (PORT, default 8787; HOST, default 127.0.0.1: this machine only)
 * Each request becomes a Fetch Request answered by the same MSW handlers (getResponse).
 * `npm start` runs it on loopback behind the web server; `npm run bench -- --api` loads it.
 * Its data lives in DEMO_DATA_DIR (default .data/demo-api): a restart or a crash keeps what the
 * visitors changed (db/filePersistence.ts), and so does the token key made on first start.
 * Its tokens are signed with TOKEN_SECRET (at least 16 characters) when set, so that they
 * outlive a restart; else with a key made at start (a restart then ends every session).
 * Web pages of other origins are refused unless CORS_ORIGINS names them (http/origins.ts).
 * Resetting the data and reading the memory take the demo administrator key (http/demoAdmin.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { join } from 'node:path';
import { filePersistence, keptSecret } from './db/filePersistence';
import { configurePersistence, getSeed, seedBuildMillis } from './db/store';
import { handlers } from './handlers';
import { BodyTooLargeError, bodyLimitFor, bodyTooLargeAnswer, readLimitedBody } from './http/bodyLimit';
import { DEMO_ADMIN_HEADER, demoAdminKey, demoControlRefusal, isDemoControlUrl, isServerMemoryUrl } from './http/demoAdmin';
import { localeOfAcceptLanguage } from './http/locale';
import { corsHeaders, judgeOrigin, parseAllowedOrigins, publicOrigin, refusedOriginAnswer } from './http/origins';
import { newTokenSecret, setTokenSecret } from './http/tokenSigning';
import { installImageEncoder } from './images/encoder';
import { PEER_HEADER } from './services/loginThrottle';
import { PUBLIC_ORIGIN_HEADER, setProcurementOrigins } from './services/punchOut';
import { VISITOR_HEADER } from './services/mailboxAccess';
import { newVisitorId, visitorCookie, visitorFromCookies } from './http/visitorCookie';
import { sharpEncoder, warmSharpEncoder } from './images/sharpEncoder';

const PORT = Number(process.env.PORT ?? 8787);
const HOST = process.env.HOST ?? '127.0.0.1';
const CORS = parseAllowedOrigins(process.env.CORS_ORIGINS);
const DEMO_ADMIN = demoAdminKey(process.env.DEMO_ADMIN_KEY);
const PROCUREMENT = parseAllowedOrigins(process.env.PROCUREMENT_ORIGINS);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The shop's origin as its visitors reach it (the web server in front, else the API's own). */
const ownOrigin = (request: IncomingMessage): string | null =>
  publicOrigin(
    { host: header(request, 'host'), forwardedHost: header(request, 'x-forwarded-host'), forwardedProto: header(request, 'x-forwarded-proto') },
    LOOPBACK.has(request.socket.remoteAddress ?? ''),
  );

/** How the request's Origin stands (own, configured, foreign or none), and the CORS headers that go with it. */
function originOf(request: IncomingMessage) {
  const own = ownOrigin(request);
  const origin = header(request, 'origin');
  const verdict = judgeOrigin(origin, own, CORS.origins);
  return { verdict, cors: corsHeaders(verdict, origin, header(request, 'access-control-request-headers')) };
}

/** The largest body the request's operation accepts (http/bodyLimit.ts). */
const bodyLimitOf = (request: IncomingMessage): number => bodyLimitFor(new URL(request.url ?? '/', 'http://localhost').pathname);

/** Whether the request announces a body over its limit (Content-Length). */
const announcesTooLarge = (request: IncomingMessage): boolean => Number(request.headers['content-length'] ?? 0) > bodyLimitOf(request);

/** The body, at most as large as the operation allows; a larger one throws BodyTooLargeError. */
async function readBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const limit = bodyLimitOf(request);
  if (announcesTooLarge(request)) throw new BodyTooLargeError(limit);
  // Stopping at the limit leaves the request open: the answer drops the rest (answerBeforeBody).
  return readLimitedBody(request.iterator({ destroyOnReturn: false }), limit);
}

/** How long the rest of an unread body is taken and dropped after an early answer. */
const LINGER_MS = 5_000;

/**
 * An answer given before the request's body has been read (refused, malformed, too large). The rest
 * of the body is read and dropped, for LINGER_MS at most, before the connection may close: closing
 * it with data unread resets it, and a client or the web server in front, still sending, would lose
 * the answer and see a dropped connection instead ("lingering close", as web servers do).
 */
function answerBeforeBody(request: IncomingMessage, response: ServerResponse, status: number, headers: Record<string, string>, body: unknown): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  if (request.complete) return;
  const cut = setTimeout(() => request.socket.destroy(), LINGER_MS);
  cut.unref();
  request.once('end', () => clearTimeout(cut)).once('close', () => clearTimeout(cut));
  request.resume();
}

/** The caller's address: the one the web server in front saw (X-Forwarded-For from this machine), else the peer's. */
function callerAddress(request: IncomingMessage): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const forwarded = LOOPBACK.has(peer) ? header(request, 'x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || peer;
}

/** The calling browser's visitor id (its cookie), or a new one with the Set-Cookie that gives it. */
function visitorOf(request: IncomingMessage): { id: string; setCookie?: string } {
  const known = visitorFromCookies(header(request, 'cookie'));
  if (known) return { id: known };
  const id = newVisitorId();
  const https = LOOPBACK.has(request.socket.remoteAddress ?? '') && header(request, 'x-forwarded-proto') === 'https';
  return { id, setCookie: visitorCookie(id, https) };
}

function toFetchRequest(request: IncomingMessage, url: URL, body: Uint8Array<ArrayBuffer> | undefined, visitor: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
    else if (value !== undefined) headers.set(key, value);
  }
  // The handlers' view of the caller (login throttling): set here only, whatever the client sent.
  headers.set(PEER_HEADER, callerAddress(request));
  // Which browser calls (the demo mailbox shows it only its own accounts' messages): set here only, too.
  headers.set(VISITOR_HEADER, visitor);
  // Where the shop is (a punch-out cart may go back to the demo procurement system there).
  headers.delete(PUBLIC_ORIGIN_HEADER);
  const own = ownOrigin(request);
  if (own) headers.set(PUBLIC_ORIGIN_HEADER, own);
  return new Request(url, { method: request.method, headers, body });
}

/** The server process's memory, for the load test (`npm run bench -- --api`): only this Node server has one. */
function memoryAnswer(response: ServerResponse, cors: Record<string, string>): void {
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  response.writeHead(200, { ...cors, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify({ rss, heapUsed, heapTotal, external, uptimeSeconds: process.uptime() }));
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { verdict, cors } = originOf(request);
  if (verdict === 'refused') {
    // A page of another origin: nothing is done (the rest of a body is dropped unread).
    const body = refusedOriginAnswer(localeOfAcceptLanguage(request.headers['accept-language']));
    answerBeforeBody(request, response, 403, cors, body);
    return;
  }
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  const url = URL.parse(request.url ?? '/', `http://${request.headers.host ?? `localhost:${PORT}`}`);
  if (!url) {
    // (A Host header that makes no address.)
    answerBeforeBody(request, response, 400, cors, { code: 'BAD-REQUEST', message: 'Nieprawidłowy adres żądania.' });
    return;
  }
  if (isDemoControlUrl(url.href)) {
    const refusal = demoControlRefusal(verdict, header(request, DEMO_ADMIN_HEADER), DEMO_ADMIN.key, localeOfAcceptLanguage(request.headers['accept-language']));
    if (refusal) {
      answerBeforeBody(request, response, refusal.status, cors, refusal.body);
      return;
    }
  }
  if (request.method === 'GET' && isServerMemoryUrl(url.href)) {
    memoryAnswer(response, cors);
    return;
  }
  try {
    const visitor = visitorOf(request);
    const fetchRequest = toFetchRequest(request, url, await readBody(request), visitor.id);
    const answer = await getResponse(handlers, fetchRequest);
    if (!answer || answer.type === 'error') {
      const status = answer ? 502 : 404;
      const path = `${request.method} ${fetchRequest.url.replace(/^https?:\/\/[^/]+/, '')}`;
      const english = localeOfAcceptLanguage(request.headers['accept-language']) === 'en';
      const message = answer
        ? (english ? 'Simulated network error.' : 'Symulowany błąd sieci.')
        : (english ? `Not found: ${path}.` : `Nie znaleziono zasobu ${path}.`);
      response.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: answer ? 'NETWORK' : 'NOT-FOUND', message }));
      return;
    }
    const headers: Record<string, string | string[]> = { ...cors };
    answer.headers.forEach((value, key) => {
      headers[key] = value;
    });
    if (visitor.setCookie) headers['set-cookie'] = visitor.setCookie;
    response.writeHead(answer.status, headers);
    response.end(Buffer.from(await answer.arrayBuffer()));
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      const locale = localeOfAcceptLanguage(request.headers['accept-language']);
      answerBeforeBody(request, response, 413, cors, bodyTooLargeAnswer(error.limit, locale));
      return;
    }
    console.error('[demo API]', error);
    response.writeHead(500, { ...cors, 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: 'INTERNAL', message: 'Wystąpił błąd' }));
  }
}

const DATA_DIR = process.env.DEMO_DATA_DIR || join('.data', 'demo-api');
const stored = filePersistence(join(DATA_DIR, 'state.json'));
configurePersistence(stored);
// A stop writes what is pending (a crash loses at most the last quarter of a second).
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    stored.flush();
    process.exit(0);
  });
}
process.on('exit', () => stored.flush());
setTokenSecret(process.env.TOKEN_SECRET || keptSecret(join(DATA_DIR, 'token-secret'), newTokenSecret));
if (CORS.invalid.length) console.warn(`[demo API] CORS_ORIGINS: not an origin, left out: ${CORS.invalid.join(', ')}`);
if (PROCUREMENT.invalid.length) console.warn(`[demo API] PROCUREMENT_ORIGINS: not an origin, left out: ${PROCUREMENT.invalid.join(', ')}`);
setProcurementOrigins(PROCUREMENT.origins);
getSeed();
installImageEncoder(sharpEncoder); // AVIF and WebP pictures
const server = createServer((request, response) => void handle(request, response));
// An idle connection stays open 10 s: longer than the web server in front keeps one unused (4 s,
// scripts/serve.mjs), so that it, not the API, closes it, and no call meets a connection being closed.
server.keepAliveTimeout = 10_000;
// A client that sends its headers or body slowly (a slowloris) is cut off: 15 s for the headers, 60 s
// for the whole request (a complaint's photos on a slow line included).
server.headersTimeout = 15_000;
server.requestTimeout = 60_000;
// "Expect: 100-continue": a body announced over its limit is refused before the client sends it.
server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
  if (!announcesTooLarge(request)) response.writeContinue();
  void handle(request, response);
});
server.listen(PORT, HOST, () => {
  warmSharpEncoder().catch((error: unknown) => console.error('[demo API] the picture encoder did not start:', error));
  console.log(`Spinacz demo API listening on http://localhost:${PORT} (seed built in ${seedBuildMillis().toFixed(0)} ms)`);
  // Whoever started the server resets the demo data with this key (the demo panel asks for it).
  if (DEMO_ADMIN.generated) console.log(`  demo administrator key (set DEMO_ADMIN_KEY to choose one): ${DEMO_ADMIN.key}`);
  console.log(`  try: curl -s -X POST http://localhost:${PORT}/oauth2/token -d 'grant_type=password&username=guest&password=guest&client_id=spinacz&client_secret=spinacz'`);
});
