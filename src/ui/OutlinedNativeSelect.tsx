import { useId, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import classes from './OutlinedNativeSelect.module.css';
import { ArrowDropDownSvg } from './icons';
import { OutlineFrame } from './OutlineFrame';

interface OutlinedNativeSelectProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLSelectElement>) => void;
  /** The id of a text that describes the field (e.g. a loading note under it). */
  describedBy?: string;
  disabled?: boolean;
  /** Width and flex of the field (a CSS module class of the caller). */
  className?: string;
  /** The select's id (a form's field; otherwise one of its own). */
  id?: string;
  name?: string;
  onBlur?: () => void;
  /** A form field in error: red border and label, aria-invalid. */
  error?: boolean;
  required?: boolean;
  children: ReactNode;
}

/**
 * A native select with its label on the border, the look of MUI's outlined small TextField select,
 * in plain elements: listings show two of them on every page, and the emotion-styled field was a
 * large share of the styles built while the page loads.
 */
export function OutlinedNativeSelect({ label, value, onChange, onKeyDown, describedBy, disabled = false, className, id: givenId, name, onBlur, error = false, required, children }: OutlinedNativeSelectProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className={[classes.field, disabled ? classes.disabled : '', error ? classes.error : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.input}>
        <select
          id={id}
          name={name}
          className={classes.select}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          aria-describedby={describedBy}
          aria-invalid={error || undefined}
          required={required}
          disabled={disabled}
        >
          {children}
        </select>
        <ArrowDropDownSvg className={classes.icon} />
        <OutlineFrame label={label} className={classes.outline} />
      </div>
    </div>
  );
}
