import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

/**
 * The form of an account dialog: validated on leaving a field, emptied to `initial` each time the
 * dialog opens (the last attempt's errors gone), with the form's own error (a refusal of the server
 * that names none of its fields) to show above it. Nothing typed is lost on a refusal.
 */
export function useDialogForm<T extends FieldValues>({ open, initial, resolver }: { open: boolean; initial: T; resolver: Resolver<T> }) {
  const form = useForm<T>({ resolver, defaultValues: initial as DefaultValues<T>, mode: 'onTouched' });
  const [formError, setFormError] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (open) {
      reset(initial);
      setFormError(null);
    }
  }, [open, initial, reset]);
  return { form, formError, setFormError };
}
