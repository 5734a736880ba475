/**
 * The response cache of spec §7 ("cached"): at most 500 entries, each kept 1 hour; the least
 * recently used entry goes first when full.
 */
export const RESPONSE_CACHE_MAX_ENTRIES = 500;
export const RESPONSE_CACHE_TTL_MS = 3_600_000;

export interface TtlCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  readonly size: number;
  clear(): void;
}

export function createTtlCache<V>({
  max = RESPONSE_CACHE_MAX_ENTRIES,
  ttlMs = RESPONSE_CACHE_TTL_MS,
  now = () => Date.now(),
}: { max?: number; ttlMs?: number; now?: () => number } = {}): TtlCache<V> {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      while (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
