/** A failed chunk load reloads the page, at most once a minute (spec §4, §9). */
const KEY = 'spinacz.chunkReloadAt';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS;
}

export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const stored = Number(sessionStorage.getItem(KEY));
    const now = Date.now();
    if (shouldReloadAfterChunkError(stored || null, now)) {
      sessionStorage.setItem(KEY, String(now));
      window.location.reload();
    }
    throw error;
  }
}
