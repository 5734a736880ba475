/**
 * Ends the current task so the browser can paint and answer input before the next piece of
 * start-up work: each piece becomes a task of its own instead of one long one.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
