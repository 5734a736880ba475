import { startTransition, useEffect, useRef, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `callback` once the browser is idle (at the latest after `timeout` ms); returns a cancel function. */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback) {
    const handle = idle.requestIdleCallback(callback, { timeout });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(callback, 50);
  return () => window.clearTimeout(timer);
}

/**
 * Below-the-fold content in `count` stages, each rendered in a transition (React renders it in
 * small slices) and committed on its own: the next stage starts when the browser is idle after the
 * previous one was committed, so no single task renders everything. All stages come at once when
 * the element comes within `rootMargin` of the viewport. `delayMs` waits before the first idle stage;
 * with `idle: false` the stages wait (until `idle` turns true or the element comes near).
 */
export function useIdleStages<T extends HTMLElement>(
  count: number,
  { rootMargin = '200px', delayMs = 0, enabled = true, idle = true }: { rootMargin?: string; delayMs?: number; enabled?: boolean; idle?: boolean } = {},
) {
  const ref = useRef<T>(null);
  const [stage, setStage] = useState(0);
  const done = stage >= count;

  useEffect(() => {
    const element = ref.current;
    if (!enabled || done || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        startTransition(() => setStage(count));
      }
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, done, count, rootMargin]);

  useEffect(() => {
    if (!enabled || !idle || done) return undefined;
    let cancelIdle = () => {};
    const next = () => {
      cancelIdle = whenIdle(() => startTransition(() => setStage((current) => Math.min(count, current + 1))));
    };
    const wait = stage === 0 && delayMs > 0 ? window.setTimeout(next, delayMs) : undefined;
    if (wait === undefined) next();
    return () => {
      window.clearTimeout(wait);
      cancelIdle();
    };
  }, [enabled, idle, done, stage, count, delayMs]);

  return { ref, stage };
}
