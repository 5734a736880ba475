/** The demo API in the browser: MSW's service worker answers the app's API calls. */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { demoControl } from './control';
import { DEMO_ACCOUNTS } from './db/seed/accounts';
import { getSeed, resetDemoData } from './db/store';
import { handlers } from './handlers';
import { BROWSER_TOKEN_SECRET_KEY, newTokenSecret, setTokenSecret } from './http/tokenSigning';
import { canvasEncoder } from './images/canvasEncoder';
import { imageFormats, installImageEncoder } from './images/encoder';
import { pendingNewsletterToken } from './services/newsletter';

let worker: SetupWorker | undefined;

export interface StartDemoApiOptions {
  /** Simulated network latency in ms (default 120 ms, a calm real-world feel). */
  latency?: number | [number, number];
}

/** Starts the service worker once (state in localStorage under `spinacz-demo-state`). */
export async function startDemoApi(options: StartDemoApiOptions = {}): Promise<SetupWorker> {
  if (worker) return worker;
  setTokenSecret(browserTokenSecret());
  getSeed(); // build the catalogue before the first request
  demoControl.setLatency(options.latency ?? 120);
  // Pictures: WebP through the page's canvas where the browser encodes it; no AVIF in the page (README, "Pictures").
  installImageEncoder(canvasEncoder());
  worker = setupWorker(...handlers);
  const base = (import.meta.env?.BASE_URL as string | undefined) ?? '/';
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${base.replace(/\/?$/, '/')}mockServiceWorker.js` },
  });
  // For the console and E2E tests, once the worker answers this page: window.spinaczDemo.resetDemoData(),
  // .demoControl.failNext(...), .pendingNewsletterToken(email) – the token the newsletter confirmation
  // e-mail would carry. `imageFormats` is what the demo API can encode here: the client asks only for
  // those (src/ui/imageUrl.ts).
  (window as unknown as { spinaczDemo?: object }).spinaczDemo = { demoControl, resetDemoData, DEMO_ACCOUNTS, pendingNewsletterToken, imageFormats: imageFormats() };
  return worker;
}

/** This browser's key for the demo tokens: made once and kept (a reset of the demo data keeps it). */
function browserTokenSecret(): string {
  try {
    const kept = window.localStorage.getItem(BROWSER_TOKEN_SECRET_KEY);
    if (kept && kept.length >= 16) return kept;
    const made = newTokenSecret();
    window.localStorage.setItem(BROWSER_TOKEN_SECRET_KEY, made);
    return made;
  } catch {
    // No storage: a key for this page only (as the demo data, nothing outlives the page then).
    return newTokenSecret();
  }
}
