/**
 * The demo API as a real HTTP server, for any client (another origin, E2E, Lighthouse):
 *   npx tsx src/mocks/server.ts        (PORT, default 8787; HOST, default 0.0.0.0)
 * Each request becomes a Fetch Request answered by the same MSW handlers (getResponse).
 * `npm start` runs it on loopback behind the web server; `npm run bench -- --api` loads it.
 * Its tokens are signed with TOKEN_SECRET (at least 16 characters) when set, so that they
 * outlive a restart; else with a key made at start (a restart then ends every session).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { getSeed, seedBuildMillis } from './db/store';
import { handlers } from './handlers';
import { BodyTooLargeError, bodyLimitFor, bodyTooLargeAnswer, readLimitedBody } from './http/bodyLimit';
import { localeOfAcceptLanguage } from './http/locale';
import { setTokenSecret } from './http/tokenSigning';
import { installImageEncoder } from './images/encoder';
import { sharpEncoder, warmSharpEncoder } from './images/sharpEncoder';

const PORT = Number(process.env.PORT ?? 8787);
const HOST = process.env.HOST ?? '0.0.0.0';

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': request.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, Accept, Accept-Language',
    'Access-Control-Max-Age': '86400',
    'Access-Control-Expose-Headers': 'Content-Type, Cache-Control',
    Vary: 'Origin',
  };
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

function toFetchRequest(request: IncomingMessage, body: Uint8Array<ArrayBuffer> | undefined): Request {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? `localhost:${PORT}`}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
    else if (value !== undefined) headers.set(key, value);
  }
  return new Request(url, { method: request.method, headers, body });
}

/** The server process's memory, for the load test (`npm run bench -- --api`): only this Node server has one. */
function memoryAnswer(response: ServerResponse, cors: Record<string, string>): void {
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  response.writeHead(200, { ...cors, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify({ rss, heapUsed, heapTotal, external, uptimeSeconds: process.uptime() }));
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const cors = corsHeaders(request);
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
