import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** Keys that move a closed native select's value without opening it (Chrome on Windows and Linux). */
const isBrowsingKey = (key: string) => ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(key) || (key.length === 1 && key !== ' ');

/**
 * A native select whose choice acts at once (the finder's model opens the search). Chosen with the
 * mouse or from the open option list, it acts on change; arrow keys and typing on the closed select
 * only move the choice, so keyboard users can look through the options, and Enter acts on it.
 */
export function useChoiceAction(act: (value: string) => void) {
  const browsing = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  return {
    /** The value moved to with the keyboard and not yet acted on. */
    pending,
    reset: () => setPending(null),
    onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
      if (isBrowsingKey(event.key)) browsing.current = true;
      if (event.key === 'Enter' && pending !== null) {
        event.preventDefault();
        act(pending);
      }
    },
    onChange(event: ChangeEvent<HTMLSelectElement>) {
      if (browsing.current) {
        browsing.current = false;
        setPending(event.target.value);
        return;
      }
      act(event.target.value);
    },
  };
}
