import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';

/**
 * The form of an account dialog: validated on leaving a field, emptied to `initial` each time the
 * dialog opens (the last attempt's errors gone), with the form's own error (a refusal of the server
 * that names none of its fields) to show above it. Nothing typed is lost: not on a refusal, and not
 * when the page's data arrives or is fetched again while the dialog is open — a new `initial` then
 * replaces the values only while they are still the ones the dialog opened with.
 */
export function useDialogForm<T extends FieldValues>({ open, initial, resolver }: { open: boolean; initial: T; resolver: Resolver<T> }) {
  const form = useForm<T>({ resolver, defaultValues: initial as DefaultValues<T>, mode: 'onTouched' });
  const [formError, setFormError] = useState<string | null>(null);
  const { reset, setError, getValues } = form;
  /** The values the form was last set to (as JSON), null while the dialog is closed. */
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!open) {
      applied.current = null;
      return;
    }
    const initialKey = JSON.stringify(initial);
    const opening = applied.current === null;
    if (opening) setFormError(null);
    else if (applied.current === initialKey || JSON.stringify(getValues()) !== applied.current) return;
    reset(initial);
    applied.current = initialKey;
  }, [open, initial, reset, getValues]);
  /** A refusal of the server: its message beside the field it names (focused), else `formMessage` above the form. */
  const refuse = useCallback(
    (field: Path<T> | null | undefined, message: string, formMessage: string) => {
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      else setFormError(formMessage);
    },
    [setError],
  );
  return { form, formError, setFormError, refuse };
}
