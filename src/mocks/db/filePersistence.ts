/**
 * The Node demo API's state on disk (server.ts), so that a restart or a crash keeps the carts,
 * orders and accounts made through the demo. Each change is written within `flushMs` (250 ms: the
 * most a crash can lose), the last change of a burst only, to a temporary file then renamed over
 * the old one: a crash mid-write leaves the previous snapshot whole, never half a file. A stop
 * (SIGTERM, SIGINT, exit) writes what is pending at once.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PersistenceAdapter } from './persistence';

export interface FilePersistence extends PersistenceAdapter {
  /** Writes what is pending now (the server's stop). */
  flush(): void;
}

export function filePersistence(file: string, flushMs = 250): FilePersistence {
  let pending: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  mkdirSync(dirname(file), { recursive: true });

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending === null) return;
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, pending, { mode: 0o600 });
    renameSync(temporary, file);
    pending = null;
  };

  return {
    load: () => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return null;
      }
    },
    save: (serialized) => {
      pending = serialized;
      timer ??= setTimeout(() => {
        try {
          flush();
        } catch (error) {
          console.error('[demo API] the demo data could not be written:', error);
        }
      }, flushMs);
    },
    clear: () => {
      pending = null;
      if (timer) clearTimeout(timer);
      timer = undefined;
      rmSync(file, { force: true });
    },
    flush,
  };
}

/** A secret kept beside the data (made on first start), so that sessions outlive a restart too. */
export function keptSecret(file: string, make: () => string): string {
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 16) return kept;
  } catch {
    // first start
  }
  const made = make();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, made, { mode: 0o600 });
  return made;
}
