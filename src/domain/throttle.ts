/**
 * Calls `fn` at most once per `ms` (first call at once, the last one of a burst at the end of
 * its window). `cancel()` drops a pending call.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  clock: { now: () => number; setTimeout: (cb: () => void, ms: number) => unknown; clearTimeout: (id: unknown) => void } = {
    now: () => Date.now(),
    setTimeout: (cb, delay) => setTimeout(cb, delay),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
): ((...args: A) => void) & { cancel: () => void } {
  let last = -Infinity;
  let timer: unknown = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = clock.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = ms - (clock.now() - last);
    if (wait <= 0 && timer === null) {
      run(args);
      return;
    }
    pending = args;
    if (timer === null) {
      timer = clock.setTimeout(() => {
        timer = null;
        if (pending) {
          const next = pending;
          pending = null;
          run(next);
        }
      }, Math.max(0, wait));
    }
  };
  throttled.cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
