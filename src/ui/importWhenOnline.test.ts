// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWhenOnline } from './importWhenOnline';

afterEach(() => vi.restoreAllMocks());

describe('importWhenOnline', () => {
  it('passes on a failure while online', async () => {
    await expect(importWhenOnline(() => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
  });

  it('waits while offline and loads once the connection returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ default: 'footer' });
    let settled = false;
    const loading = importWhenOnline(load).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toEqual({ default: 'footer' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
