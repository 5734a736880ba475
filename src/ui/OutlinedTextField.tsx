import { useId, type InputHTMLAttributes } from 'react';
import { OutlineFrame } from './OutlineFrame';
import classes from './OutlinedTextField.module.css';

type OutlinedTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'value'> & {
  label: string;
  value: string;
  error?: boolean;
  /** Under the field, named by the input's aria-describedby. */
  helperText?: string;
  /** Width and background of the field (a CSS module class of the caller). */
  className?: string;
};

/**
 * A text field with the look and label motion of MUI's outlined `<TextField size="small">`, in plain
 * elements: the finder and the newsletter tile render on a listing's first paint, and the
 * emotion-styled field was a large share of the styles built while the page loads.
 */
export function OutlinedTextField({ label, value, error = false, helperText, className, id: givenId, ...input }: OutlinedTextFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const helperId = `${id}-helper-text`;
  const root = [classes.field, value !== '' ? classes.filled : '', error ? classes.error : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={root}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.input}>
        <input
          id={id}
          className={classes.control}
          value={value}
          aria-invalid={error}
          aria-describedby={helperText ? helperId : undefined}
          {...input}
        />
        <OutlineFrame label={label} className={classes.outline} notchClassName={classes.notch} />
      </div>
      {helperText ? (
        <p id={helperId} className={classes.helper}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
