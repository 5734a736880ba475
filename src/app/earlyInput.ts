import { EARLY_INPUT } from '../session/renderedPage';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type HeldSubmission = { form: HTMLFormElement; submitter: HTMLElement | null };
type EarlyWindow = Window & { [EARLY_INPUT.fields]?: EventTarget[]; [EARLY_INPUT.submission]?: HeldSubmission };

function isField(target: EventTarget): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * What a field shows, told to React as a change the visitor made now. React keeps what a field of a
 * server-rendered page shows when it hydrates it, but its state holds what the server rendered, and
 * the next render writes that over the field. React reports a change when the field's value differs
 * from the one it last set: the field is set through its own property to something else (React
 * follows), put back through the browser's setter (React does not) and the visitor's event sent.
 */
function replay(field: Field) {
  if (field.disabled || !field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const checked = field.checked;
    if (!checked && field.type === 'radio') return;
    field.checked = !checked;
    // The browser turns it back and sends click, input and change, as for the visitor's own tap.
    field.click();
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'file' || field.type === 'submit' || field.type === 'button')) return;
  const shown = field.value;
  const focused = field.ownerDocument.activeElement === field;
  const caret = focused ? selection(field) : null;
  field.value = shown === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, shown);
  if (caret) field.setSelectionRange(caret[0], caret[1]);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Where the caret is, for the fields that have one (an e-mail or number field has none to read). */
function selection(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null ? null : [field.selectionStart, field.selectionEnd];
  } catch {
    return null;
  }
}

/**
 * Carries out what the visitor did on a server-rendered page before the app took it over, kept by
 * index.html's inline script (EARLY_INPUT). At the app's first commit, while the fields still show
 * what the visitor put in, each field typed into, ticked or chosen is told to React as a change, so
 * its state holds what the field shows (an e-mail typed into the newsletter tile, a quantity, a
 * tile's package): React applies those changes before the browser paints. The last form sent is
 * returned, to be sent again once they are applied (sendHeldForm). A field or form the app has drawn
 * anew is left alone: what the visitor did was on an element no longer shown.
 */
export function replayEarlyFields(win: Window = window): HeldSubmission | undefined {
  const early = win as EarlyWindow;
  const fields = early[EARLY_INPUT.fields] ?? [];
  const held = early[EARLY_INPUT.submission];
  early[EARLY_INPUT.fields] = [];
  delete early[EARLY_INPUT.submission];
  fields.filter(isField).forEach(replay);
  return held;
}

/** Sends a form held back before the app took the page over again, with the button that sent it (a tile's "Dodaj do koszyka" tapped before the scripts came adds the product). */
export function sendHeldForm(held: HeldSubmission | undefined) {
  held?.submitter?.removeAttribute(EARLY_INPUT.heldButton);
  if (!held?.form.isConnected) return;
  const submitter = held.submitter?.isConnected && 'form' in held.submitter && held.submitter.form === held.form ? held.submitter : undefined;
  held.form.requestSubmit(submitter);
}
