/** A failed chunk load reloads the page, at most once a minute (spec §4, §9). */
const KEY = 'spinacz.chunkReloadAt';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/**
 * Whether a failed chunk reloads the page: not within a minute of the last reload, and never while
 * the browser is offline — then the failure is the connection, not a new version of the shop, and a
 * reload would swap the page (and what it shows of unsaved changes) for the browser's offline page.
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number, online = true): boolean {
  if (!online) return false;
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS;
}

/**
 * Where a navigation under way goes (set by the router). A route's code is loaded before the
 * address changes: a chunk that fails on the way must load the page the visitor asked for, not
 * reload the one they are leaving.
 */
let pendingNavigation: () => string | null = () => null;

export function setPendingNavigationSource(source: () => string | null): void {
  pendingNavigation = source;
}

/** Reloads (at the address of a navigation under way, if any) unless that already happened within the last minute or the browser is offline; true when it does. */
export function reloadAfterChunkError(): boolean {
  let stored: number | null = null;
  try {
    stored = Number(sessionStorage.getItem(KEY)) || null;
  } catch {
    // storage unavailable: reload anyway (the guard then relies on the browser cache)
  }
  const now = Date.now();
  if (!shouldReloadAfterChunkError(stored, now, navigator.onLine)) return false;
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // ignore
  }
  const target = pendingNavigation();
  if (target && target !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.location.assign(target);
  else window.location.reload();
  return true;
}

/** Whether an error is the browser's refusal of a module that failed to download (a chunk gone after a deploy, a dropped connection). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(error.message);
}

export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    reloadAfterChunkError();
    throw error;
  }
}

/** Vite reports a failed preload of a chunk's dependencies as `vite:preloadError`. */
export function listenForChunkErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
}
