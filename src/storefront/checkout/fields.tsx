import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { OutlinedNativeSelect } from '../../ui/OutlinedNativeSelect';
import { OutlinedTextField } from '../../ui/OutlinedTextField';
import classes from './fields.module.css';

/** The id of a form field's element (`address.zip` → `checkout-address-zip`), also used to focus it. */
export const fieldId = (name: string) => `checkout-${name.replace(/\./g, '-')}`;

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}

type TextProps<T extends FieldValues> = FieldProps<T> & {
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  required?: boolean;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  hint?: string;
  className?: string;
};

/** A text input of the form: the plain outlined field with its §5 message beside it. Its length is the form's rule to tell (the schema), never cut by the field. */
export function TextInput<T extends FieldValues>({ control, name, label, type = 'text', autoComplete, required, inputMode, hint, className }: TextProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <OutlinedTextField
      id={fieldId(name)}
      name={name}
      label={label}
      type={type}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      autoComplete={autoComplete}
      inputMode={inputMode}
      required={required}
      aria-required={required || undefined}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? hint}
      className={className ?? classes.text}
    />
  );
}

/** A text area of the form: what is written stays whole; a text over its limit is refused by the form's rules. */
export function TextArea<T extends FieldValues>({ control, name, label, hint }: FieldProps<T> & { hint?: string }) {
  const { field, fieldState } = useController({ control, name });
  const id = fieldId(name);
  const message = fieldState.error?.message ?? hint;
  return (
    <div className={fieldState.error ? `${classes.area} ${classes.invalid}` : classes.area}>
      <label htmlFor={id} className={classes.areaLabel}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-invalid={Boolean(fieldState.error)}
        aria-describedby={message ? `${id}-helper-text` : undefined}
        className={classes.textarea}
      />
      {message ? (
        <p id={`${id}-helper-text`} className={classes.helper}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

type SelectProps<T extends FieldValues> = FieldProps<T> & {
  children: ReactNode;
  required?: boolean;
  /** Runs after the value changed (e.g. a new cost centre refetches the checkout). */
  onValueChange?: (value: string) => void;
  className?: string;
  /** A message beside the field that is not the form's (e.g. the delivery date check). */
  problem?: string | null;
  note?: ReactNode;
};

export function SelectInput<T extends FieldValues>({ control, name, label, children, required, onValueChange, className, problem, note }: SelectProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = fieldId(name);
  const message = fieldState.error?.message ?? problem ?? null;
  return (
    <div className={className ?? classes.select}>
      <OutlinedNativeSelect
        id={id}
        name={name}
        label={label}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => {
          field.onChange(event.target.value);
          onValueChange?.(event.target.value);
        }}
        onBlur={field.onBlur}
        error={Boolean(message)}
        required={required}
        describedBy={message || note ? `${id}-helper-text` : undefined}
        className={classes.selectControl}
      >
        {children}
      </OutlinedNativeSelect>
      {message || note ? (
        <div id={`${id}-helper-text`} className={message ? classes.errorText : classes.helper}>
          {message ?? note}
        </div>
      ) : null}
    </div>
  );
}

/** A checkbox with its label (never pre-ticked unless the form's default says so). */
export function CheckboxInput<T extends FieldValues>({ control, name, label }: Omit<FieldProps<T>, 'label'> & { label: ReactNode }) {
  const { field, fieldState } = useController({ control, name });
  const id = fieldId(name);
  return (
    <div className={classes.checkboxRow}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className={classes.checkbox}
        checked={Boolean(field.value)}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        aria-invalid={Boolean(fieldState.error)}
        aria-describedby={fieldState.error ? `${id}-helper-text` : undefined}
      />
      <label htmlFor={id} className={classes.checkboxLabel}>
        {label}
      </label>
      {fieldState.error ? (
        <p id={`${id}-helper-text`} className={classes.errorText}>
          {fieldState.error.message}
        </p>
      ) : null}
    </div>
  );
}

/** A field's message under a group of radios (the group itself is a fieldset with a legend). */
export function GroupError({ id, message }: { id: string; message?: string | null }) {
  return message ? (
    <p id={id} className={classes.errorText}>
      {message}
    </p>
  ) : null;
}
