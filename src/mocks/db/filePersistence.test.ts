import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filePersistence, keptSecret } from './filePersistence';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'spinacz-file-persistence-'));
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the demo data on disk', () => {
  it('writes the last change of a burst once, within 250 ms, and leaves no temporary file', () => {
    const file = join(dir, 'data', 'state.json');
    const stored = filePersistence(file);
    expect(stored.load()).toBeNull();
    stored.save('{"n":1}');
    stored.save('{"n":2}');
    expect(existsSync(file)).toBe(false);
    vi.advanceTimersByTime(250);
    expect(readFileSync(file, 'utf8')).toBe('{"n":2}');
    expect(readdirSync(join(dir, 'data'))).toEqual(['state.json']);
    expect(filePersistence(file).load()).toBe('{"n":2}');
  });

  it('writes what is pending at once on flush, and a reset removes the file and what is pending', () => {
    const file = join(dir, 'state.json');
    const stored = filePersistence(file);
    stored.save('{"n":3}');
    stored.flush();
    expect(readFileSync(file, 'utf8')).toBe('{"n":3}');
    stored.save('{"n":4}');
    stored.clear();
    vi.advanceTimersByTime(1000);
    expect(existsSync(file)).toBe(false);
  });

  it('keeps a secret made on first start and gives it back on the next', () => {
    const file = join(dir, 'token-secret');
    const made = keptSecret(file, () => 'a-secret-of-32-characters-000001');
    expect(keptSecret(file, () => 'another-secret-never-used-000002')).toBe(made);
  });
});
