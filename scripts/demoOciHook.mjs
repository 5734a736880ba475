// The demo procurement system's OCI receiver (demo only). In punch-out the shop posts the cart as an
// HTML form (application/x-www-form-urlencoded) to the procurement system's HOOK_URL. The demo's
// procurement system is a page of the single-page app (/demo/system-zakupowy), which cannot read a
// POST body, so the servers that serve the app (scripts/serve.mjs, and `npm run dev` / `vite
// preview` through scripts/vite/demoOciHook.ts) answer POST /demo/oci-hook themselves: they take
// the body and send the browser on to the page with the body in the URL fragment
// (303 → /demo/system-zakupowy#oci=<the body, URL-encoded>), where the page reads it. Nothing is stored.

export const OCI_HOOK_PATH = '/demo/oci-hook';
export const PROCUREMENT_PAGE_PATH = '/demo/system-zakupowy';

/** A cart of a few hundred items is well under this; anything larger is not a cart. */
const MAX_BODY_BYTES = 1_000_000;

function answer(res, status, headers, text = '') {
  res.writeHead(status, { 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

/**
 * Handles a request to /demo/oci-hook (node:http or http2 compatibility request and response, or
 * Connect's); returns false for any other path so the caller goes on.
 */
export function handleDemoOciHook(req, res) {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname !== OCI_HOOK_PATH) return false;
  const plain = { 'Content-Type': 'text/plain; charset=utf-8' };
  if (req.method !== 'POST') {
    answer(res, 405, { ...plain, Allow: 'POST' }, 'The OCI hook takes the cart form: POST application/x-www-form-urlencoded.');
    return true;
  }
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    answer(res, 415, plain, 'The OCI hook takes application/x-www-form-urlencoded.');
    req.resume();
    return true;
  }
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  });
  req.on('end', () => {
    if (size > MAX_BODY_BYTES) {
      answer(res, 413, plain, 'The form is too large for a cart.');
      return;
    }
    const body = Buffer.concat(chunks).toString('utf8');
    answer(res, 303, { Location: `${PROCUREMENT_PAGE_PATH}#oci=${encodeURIComponent(body)}` });
  });
  return true;
}
