import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

interface UseComboboxOptions {
  /** How many options the popup lists now. */
  count: number;
  /** An option was chosen (Enter on the active option, or a click). */
  onChoose: (index: number) => void;
  /** Escape with the popup already closed clears the field. */
  onClear?: () => void;
  /** The element holding the field and the popup: a click outside it closes the popup. */
  containerRef: RefObject<HTMLElement | null>;
}

/**
 * The ARIA combobox pattern (list autocomplete): Down/Up move through the options (wrapping),
 * Enter chooses the active one, Escape closes the popup (or clears the field when closed),
 * Tab and a click outside close it. The focus stays in the field; `aria-activedescendant` names
 * the active option.
 */
export function useCombobox({ count, onChoose, onClear, containerRef }: UseComboboxOptions) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const current = active < count ? active : -1;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) {
        setOpen(false);
        setActive(-1);
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open, containerRef]);

  const activeRef = useRef(current);
  activeRef.current = current;
  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  /** The field's text changed: the popup opens on the new options, none active yet. */
  const typed = () => {
    setActive(-1);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((index) => (index + 1 >= count ? 0 : index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter':
        if (open && activeRef.current >= 0) {
          event.preventDefault();
          const chosen = activeRef.current;
          close();
          onChoose(chosen);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (onClear) {
          event.preventDefault();
          onClear();
        }
        break;
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  };

  return {
    open,
    setOpen,
    close,
    typed,
    active: current,
    setActive,
    listboxId,
    optionId,
    onKeyDown,
    /** Props of the text field. */
    inputProps: (expanded: boolean) => ({
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': expanded ? listboxId : undefined,
      'aria-activedescendant': expanded && current >= 0 ? optionId(current) : undefined,
    }),
  };
}
