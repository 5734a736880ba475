import { useEffect, useRef, useState } from 'react';
import type { ComplaintWizardStep } from '../../../domain/complaints';

/**
 * A new step on screen: its heading takes the focus (or the field a refusal or a problem points
 * at), so a keyboard or screen-reader user starts reading there. `focus(id)` asks for an element by
 * its id after the next render.
 */
export function useStepFocus(shown: ComplaintWizardStep) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  const focusedStep = useRef(shown);
  useEffect(() => {
    if (pendingFocus) {
      document.getElementById(pendingFocus)?.focus();
      setPendingFocus(null);
    } else if (focusedStep.current !== shown) {
      headingRef.current?.focus();
    }
    focusedStep.current = shown;
  }, [shown, pendingFocus]);
  return { headingRef, focus: setPendingFocus };
}
