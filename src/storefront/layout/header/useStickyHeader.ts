import { useEffect, useRef, useState } from 'react';
import { isHeaderFixed, isHeaderHidden } from '../../../domain/scroll';

/**
 * The header sticks once the info header has scrolled away (a sticky header whose top is the
 * negative height of the info part) and hides on phones while scrolling down (spec §4, §9).
 */
export function useStickyHeader() {
  const infoRef = useRef<HTMLDivElement>(null);
  const [infoHeight, setInfoHeight] = useState(0);
  const [state, setState] = useState({ fixed: false, hidden: false });

  useEffect(() => {
    const info = infoRef.current;
    if (!info || typeof ResizeObserver === 'undefined') return undefined;
    // The observer's own measure (its border box): reading offsetHeight here would make the browser
    // lay the page out again when another observer before this one has changed it.
    const observer = new ResizeObserver(([entry]) => setInfoHeight(Math.round(entry.borderBoxSize?.[0]?.blockSize ?? info.offsetHeight)));
    observer.observe(info, { box: 'border-box' });
    return () => observer.disconnect();
  }, []);

  // The last scroll position, first read on the first scroll: reading it when the page mounts would
  // make the browser lay the freshly built page out there and then, inside the start's longest task.
  const lastY = useRef<number | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const previous = lastY.current ?? y;
      const fixed = isHeaderFixed(y, infoHeight);
      const hidden = y === previous ? undefined : isHeaderHidden(window.innerWidth, y, previous);
      lastY.current = y;
      setState((current) => {
        const next = { fixed, hidden: hidden ?? current.hidden };
        return next.fixed === current.fixed && next.hidden === current.hidden ? current : next;
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [infoHeight]);

  return { infoRef, infoHeight, ...state };
}
