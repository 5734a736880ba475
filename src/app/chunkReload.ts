/** A failed chunk load reloads the page, at most once a minute (spec §4, §9). */
const KEY = 'spinacz.chunkReloadAt';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS;
}

/** Reloads unless that already happened within the last minute; true when it reloads. */
export function reloadAfterChunkError(): boolean {
  let stored: number | null = null;
  try {
    stored = Number(sessionStorage.getItem(KEY)) || null;
  } catch {
    // storage unavailable: reload anyway (the guard then relies on the browser cache)
  }
  const now = Date.now();
  if (!shouldReloadAfterChunkError(stored, now)) return false;
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // ignore
  }
  window.location.reload();
  return true;
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
