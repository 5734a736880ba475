// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCancellableSearch } from './useCancellableSearch';

afterEach(() => vi.useRealTimers());

describe('useCancellableSearch', () => {
  it('aborts the previous request when a new one starts and keeps only the latest result', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const resolvers: Array<(value: string) => void> = [];
    const fetcher = vi.fn((phrase: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => resolvers.push(() => resolve(`results for ${phrase}`)));
    });
    const { result, rerender } = renderHook(({ text }) => useCancellableSearch(text, fetcher, { delay: 200 }), { initialProps: { text: 'pap' } });
    await act(async () => vi.advanceTimersByTime(200));
    expect(fetcher).toHaveBeenCalledTimes(1);

    rerender({ text: 'papier' });
    expect(signals[0].aborted).toBe(true);
    await act(async () => vi.advanceTimersByTime(200));
    expect(fetcher).toHaveBeenLastCalledWith('papier', expect.any(AbortSignal));

    await act(async () => {
      resolvers[0]('stale');
      resolvers[1]('fresh');
    });
    expect(result.current.data).toBe('results for papier');
    expect(result.current.phrase).toBe('papier');
  });

  it('renders once when it mounts with nothing typed (the search box of every page)', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useCancellableSearch('', async (phrase: string) => phrase);
    });
    expect(renders).toBe(1);
  });

  it('sends nothing for an empty phrase and clears the results', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(async (phrase: string) => phrase);
    const { result, rerender } = renderHook(({ text }) => useCancellableSearch(text, fetcher, { delay: 10 }), { initialProps: { text: '   ' } });
    await act(async () => vi.advanceTimersByTime(50));
    expect(fetcher).not.toHaveBeenCalled();

    rerender({ text: 'tusz' });
    await act(async () => vi.advanceTimersByTime(50));
    expect(result.current.data).toBe('tusz');

    rerender({ text: '' });
    expect(result.current.data).toBeNull();
  });

  it('waits for typing to settle', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(async (phrase: string) => phrase);
    const { rerender } = renderHook(({ text }) => useCancellableSearch(text, fetcher, { delay: 200 }), { initialProps: { text: 'p' } });
    rerender({ text: 'pa' });
    rerender({ text: 'pap' });
    await act(async () => vi.advanceTimersByTime(200));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('pap', expect.any(AbortSignal));
  });
});
