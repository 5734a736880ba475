import { describe, expect, it } from 'vitest';
import { shouldReloadAfterChunkError } from './chunkReload';

describe('shouldReloadAfterChunkError', () => {
  it('reloads the first time and after a minute', () => {
    expect(shouldReloadAfterChunkError(null, 1000)).toBe(true);
    expect(shouldReloadAfterChunkError(1000, 62_000)).toBe(true);
  });
  it('does not reload twice within a minute', () => {
    expect(shouldReloadAfterChunkError(1000, 30_000)).toBe(false);
  });
});
