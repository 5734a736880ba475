import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/**
 * A disclosure (button + panel): Escape closes and returns focus to the button; a click
 * outside or focus leaving the wrapper closes it.
 */
export function useDisclosure<W extends HTMLElement = HTMLDivElement, B extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<W>(null) as RefObject<W>;
  const buttonRef = useRef<B>(null) as RefObject<B>;
  const panelId = useId();
  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const wrapperProps = {
    ref: wrapperRef,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        close(true);
      }
    },
    onBlur: (event: React.FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (open && next && !wrapperRef.current?.contains(next)) setOpen(false);
    },
  };
  const buttonProps = {
    ref: buttonRef,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((value) => !value),
  };
  return { open, setOpen, close, panelId, wrapperProps, buttonProps };
}
