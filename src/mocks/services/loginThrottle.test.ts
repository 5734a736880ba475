import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, secondsUntilAllowed } from './loginThrottle';

const WINDOW = LOGIN_THROTTLE.windowMs;

describe('secondsUntilAllowed', () => {
  it('allows tries below the limit and counts only the window', () => {
    const now = 10 * WINDOW;
    expect(secondsUntilAllowed([now - 1000, now - 2000, now - 3000, now - 4000], 5, now)).toBe(0);
    expect(secondsUntilAllowed([now - WINDOW, now - WINDOW - 1, now - 1, now - 2, now - 3], 5, now)).toBe(0);
  });

  it('at the limit waits until the oldest failure leaves the window', () => {
    const now = 10 * WINDOW;
    const failures = [now - 60_000, now - 50_000, now - 40_000, now - 30_000, now - 20_000];
    expect(secondsUntilAllowed(failures, 5, now)).toBe((WINDOW - 60_000) / 1000);
  });

  it('property: a wait is never longer than the window, and after it one more try is allowed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 * WINDOW }), { maxLength: 40 }), fc.integer({ min: 1, max: 20 }), (offsets, limit) => {
        const now = 3 * WINDOW;
        const failures = offsets.map((offset) => now - offset);
        const wait = secondsUntilAllowed(failures, limit, now);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(WINDOW / 1000);
        const inWindow = failures.filter((at) => at > now - WINDOW).length;
        expect(wait === 0).toBe(inWindow < limit);
        if (wait > 0) expect(secondsUntilAllowed(failures, limit, now + wait * 1000)).toBe(0);
      }),
    );
  });
});
