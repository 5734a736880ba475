import { useCallback, useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';

/**
 * The form of an account dialog: validated on leaving a field, emptied to `initial` each time the
 * dialog opens (the last attempt's errors gone), with the form's own error (a refusal of the server
 * that names none of its fields) to show above it. Nothing typed is lost on a refusal.
 */
export function useDialogForm<T extends FieldValues>({ open, initial, resolver }: { open: boolean; initial: T; resolver: Resolver<T> }) {
  const form = useForm<T>({ resolver, defaultValues: initial as DefaultValues<T>, mode: 'onTouched' });
  const [formError, setFormError] = useState<string | null>(null);
  const { reset, setError } = form;
  useEffect(() => {
    if (open) {
      reset(initial);
      setFormError(null);
    }
  }, [open, initial, reset]);
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
