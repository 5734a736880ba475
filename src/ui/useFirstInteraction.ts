import { useEffect, useState } from 'react';

/** What a visitor does first on a page: point, touch, type, wheel or scroll. */
const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/**
 * True once the visitor has done anything on the page (see INTERACTION_EVENTS), then stays true.
 * For content nobody sees before acting: it loads when the visitor starts to move around, not
 * while the page itself is still loading.
 */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return undefined;
    const onInteraction = () => setInteracted(true);
    const options = { capture: true, passive: true, once: true } as const;
    for (const type of INTERACTION_EVENTS) window.addEventListener(type, onInteraction, options);
    return () => {
      for (const type of INTERACTION_EVENTS) window.removeEventListener(type, onInteraction, options);
    };
  }, [interacted]);
  return interacted;
}
