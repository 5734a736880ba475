import { useLayoutEffect } from 'react';
import { PAGE_TAKEN_OVER } from '../session/renderedPage';
import { replayEarlyFields, sendHeldForm } from './earlyInput';

/**
 * Marks the page as the app's at its first commit: index.html stops holding back its forms
 * (PAGE_TAKEN_OVER), and what the visitor typed or chose before is told to React (the fields still
 * show it then; a later render would write React's state over them). A form they sent is sent again
 * in a task of its own, once React has applied those changes.
 */
export function TakenOver() {
  useLayoutEffect(() => {
    (window as Window & { [PAGE_TAKEN_OVER]?: boolean })[PAGE_TAKEN_OVER] = true;
    const held = replayEarlyFields();
    // Not cancelled with the effect: the held form is taken off the window, so it is sent once.
    if (held) setTimeout(() => sendHeldForm(held));
  }, []);
  return null;
}
