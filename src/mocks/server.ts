/**
 * The demo API as a real HTTP server, for any client (another origin, E2E, Lighthouse):
 *   npx tsx src/mocks/server.ts        (PORT, default 8787; HOST, default 127.0.0.1: this machine only)
 * Each request becomes a Fetch Request answered by the same MSW handlers (getResponse).
 * `npm start` runs it on loopback behind the web server; `npm run bench -- --api` loads it.
 * Its tokens are signed with TOKEN_SECRET (at least 16 characters) when set, so that they
 * outlive a restart; else with a key made at start (a restart then ends every session).
 * Web pages of other origins are refused unless CORS_ORIGINS names them (http/origins.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { getSeed, seedBuildMillis } from './db/store';
import { handlers } from './handlers';
import { BodyTooLargeError, bodyLimitFor, bodyTooLargeAnswer, readLimitedBody } from './http/bodyLimit';
import { localeOfAcceptLanguage } from './http/locale';
import { corsHeaders, judgeOrigin, parseAllowedOrigins, publicOrigin, refusedOriginAnswer } from './http/origins';
import { setTokenSecret } from './http/tokenSigning';
import { installImageEncoder } from './images/encoder';
import { PEER_HEADER } from './services/loginThrottle';
import { sharpEncoder, warmSharpEncoder } from './images/sharpEncoder';

const PORT = Number(process.env.PORT ?? 8787);
const HOST = process.env.HOST ?? '127.0.0.1';
const CORS = parseAllowedOrigins(process.env.CORS_ORIGINS);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** How the request's Origin stands (own, configured, foreign or none), and the CORS headers that go with it. */
function originOf(request: IncomingMessage) {
  const own = publicOrigin(
    { host: header(request, 'host'), forwardedHost: header(request, 'x-forwarded-host'), forwardedProto: header(request, 'x-forwarded-proto') },
    LOOPBACK.has(request.socket.remoteAddress ?? ''),
  );
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
  return readLimitedBody(request, limit);
}

/** The caller's address: the one the web server in front saw (X-Forwarded-For from this machine), else the peer's. */
function callerAddress(request: IncomingMessage): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const forwarded = LOOPBACK.has(peer) ? header(request, 'x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || peer;
}

function toFetchRequest(request: IncomingMessage, body: Uint8Array<ArrayBuffer> | undefined): Request {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? `localhost:${PORT}`}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
    else if (value !== undefined) headers.set(key, value);
  }
  // The handlers' view of the caller (login throttling): set here only, whatever the client sent.
  headers.set(PEER_HEADER, callerAddress(request));
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
    // A page of another origin: nothing is read or done (the rest of a body is not read either).
    const body = refusedOriginAnswer(localeOfAcceptLanguage(request.headers['accept-language']));
    response.writeHead(403, { ...cors, 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' }).end(JSON.stringify(body));
    return;
  }
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  if (request.method === 'GET' && request.url === '/demo-api/server-memory') {
    memoryAnswer(response, cors);
    return;
  }
  try {
    const fetchRequest = toFetchRequest(request, await readBody(request));
    const answer = await getResponse(handlers, fetchRequest);
    if (!answer || answer.type === 'error') {
      const status = answer ? 502 : 404;
      const message = answer ? 'Symulowany błąd sieci.' : `Nie znaleziono zasobu ${request.method} ${fetchRequest.url.replace(/^https?:\/\/[^/]+/, '')}.`;
      response.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: answer ? 'NETWORK' : 'NOT-FOUND', message }));
      return;
    }
    const headers: Record<string, string> = { ...cors };
    answer.headers.forEach((value, key) => {
      headers[key] = value;
    });
    response.writeHead(answer.status, headers);
    response.end(Buffer.from(await answer.arrayBuffer()));
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      const locale = localeOfAcceptLanguage(request.headers['accept-language']);
      // The rest of the body is not read: the connection closes after the answer.
      response.writeHead(413, { ...cors, 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' }).end(JSON.stringify(bodyTooLargeAnswer(error.limit, locale)));
      return;
    }
    console.error('[demo API]', error);
    response.writeHead(500, { ...cors, 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: 'INTERNAL', message: 'Wystąpił błąd' }));
  }
}

if (process.env.TOKEN_SECRET) setTokenSecret(process.env.TOKEN_SECRET);
if (CORS.invalid.length) console.warn(`[demo API] CORS_ORIGINS: not an origin, left out: ${CORS.invalid.join(', ')}`);
getSeed();
installImageEncoder(sharpEncoder); // AVIF and WebP pictures
const server = createServer((request, response) => void handle(request, response));
// "Expect: 100-continue": a body announced over its limit is refused before the client sends it.
server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
  if (!announcesTooLarge(request)) response.writeContinue();
  void handle(request, response);
});
server.listen(PORT, HOST, () => {
  warmSharpEncoder().catch((error: unknown) => console.error('[demo API] the picture encoder did not start:', error));
  console.log(`Spinacz demo API listening on http://localhost:${PORT} (seed built in ${seedBuildMillis().toFixed(0)} ms)`);
  console.log(`  try: curl -s -X POST http://localhost:${PORT}/oauth2/token -d 'grant_type=password&username=guest&password=guest&client_id=spinacz&client_secret=spinacz'`);
});
