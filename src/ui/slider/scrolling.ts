/** One page of slides: the visible width plus the gap after the last visible slide. */
export function pageStep(clientWidth: number, gap: number): number {
  return clientWidth + gap;
}

/** Scrolls `element` horizontally to `left` over `durationMs` (ease-in-out); instantly with reduced motion. */
export function animateScroll(element: HTMLElement, left: number, durationMs: number): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const start = element.scrollLeft;
  const distance = left - start;
  if (reduced || durationMs <= 0 || Math.abs(distance) < 1) {
    element.scrollLeft = left;
    return;
  }
  const snap = element.style.scrollSnapType;
  element.style.scrollSnapType = 'none';
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / durationMs);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    element.scrollLeft = start + distance * eased;
    if (progress < 1) requestAnimationFrame(step);
    else element.style.scrollSnapType = snap;
  };
  requestAnimationFrame(step);
}
