import { createHash } from 'node:crypto';

// A request whose address and headers do not fit the server's limit (16 KB in Node) is refused before any
// handler runs. Node would then close the connection with a bare "431" and no body: a blank page for
// someone who followed a link that grew too long. This answers it with a short page, in both languages
// (the address, and with it its language, is what could not be read), and a link to the shop's start.

const STYLE =
  'body{margin:0;padding:48px 16px;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#f5f7fa}main{max-width:40rem;margin:0 auto}h1,h2{font-size:24px;margin:0 0 8px}p{margin:0 0 16px}a{color:#0b4f8a}';

const PAGE = `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Adres jest za długi | Spinacz</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Adres jest za długi</h1>
<p>Ten adres strony (albo zapisane w przeglądarce dane, które idą z nim) przekracza to, co serwer może przyjąć. Wróć na stronę główną albo poprzednią stronę i spróbuj jeszcze raz.</p>
<p><a href="/">Przejdź na stronę główną</a></p>
<section lang="en">
<h2>The address is too long</h2>
<p>This page's address (or the data your browser sends with it) is more than the server can take. Go back to the start or to the previous page and try again.</p>
<p><a href="/en">Go to the home page</a></p>
</section>
</main>
</body>
</html>
`;

const BODY = Buffer.from(PAGE, 'utf8');
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/**
 * The server's `clientError` listener: a request too large to read gets 431 with the page above and
 * `headers` (every answer's own: scripts/securityHeaders.mjs), any other unreadable request 400 with no
 * body, as Node would; a connection already gone is just closed.
 */
export function answerClientError(error, socket, headers = {}) {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const head = tooLarge
    ? [
        'HTTP/1.1 431 Request Header Fields Too Large',
        'Content-Type: text/html; charset=utf-8',
        `Content-Length: ${BODY.length}`,
        `Content-Security-Policy: default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        'Cache-Control: no-store',
        'Connection: close',
      ]
    : ['HTTP/1.1 400 Bad Request', 'Content-Length: 0', 'Connection: close'];
  socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'utf8'), tooLarge ? BODY : Buffer.alloc(0)]));
}
