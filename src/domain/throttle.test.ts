import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('runs at once, then at most once per window with the last arguments', () => {
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 250);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(249);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(1000);
    throttled(4);
    expect(calls).toEqual([1, 3, 4]);
  });
  it('can cancel a pending call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 250);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
