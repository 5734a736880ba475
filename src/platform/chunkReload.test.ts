// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadAfterChunkError, setPendingNavigationSource, shouldReloadAfterChunkError } from './chunkReload';

describe('shouldReloadAfterChunkError', () => {
  it('reloads the first time and after a minute', () => {
    expect(shouldReloadAfterChunkError(null, 1000)).toBe(true);
    expect(shouldReloadAfterChunkError(1000, 62_000)).toBe(true);
  });
  it('does not reload twice within a minute', () => {
    expect(shouldReloadAfterChunkError(1000, 30_000)).toBe(false);
  });
  it('never reloads while offline (the connection failed, not the version)', () => {
    expect(shouldReloadAfterChunkError(null, 1000, false)).toBe(false);
    expect(shouldReloadAfterChunkError(1000, 62_000, false)).toBe(false);
  });
});

describe('reloadAfterChunkError', () => {
  const original = window.location;
  const location = { pathname: '/', search: '', hash: '', assign: vi.fn(), reload: vi.fn() };
  beforeEach(() => {
    sessionStorage.clear();
    location.assign.mockClear();
    location.reload.mockClear();
    Object.defineProperty(window, 'location', { configurable: true, value: location });
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
    setPendingNavigationSource(() => null);
  });

  it('loads the page a navigation under way goes to (its code failed before the address changed)', () => {
    setPendingNavigationSource(() => '/koszyk?x=1');
    expect(reloadAfterChunkError()).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('/koszyk?x=1');
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('keeps the page while the browser is offline: the offline page would replace it', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(reloadAfterChunkError()).toBe(false);
      expect(location.reload).not.toHaveBeenCalled();
      expect(location.assign).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
    // Back online, the first failure reloads (the offline one did not count).
    expect(reloadAfterChunkError()).toBe(true);
  });

  it('reloads the current page without a navigation, and not again within a minute', () => {
    expect(reloadAfterChunkError()).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError()).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });
});
