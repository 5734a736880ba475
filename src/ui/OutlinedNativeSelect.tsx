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
  children: ReactNode;
}

/**
 * A native select with its label on the border, the look of MUI's outlined small TextField select,
 * in plain elements: listings show two of them on every page, and the emotion-styled field was a
 * large share of the styles built while the page loads.
 */
export function OutlinedNativeSelect({ label, value, onChange, onKeyDown, describedBy, disabled = false, className, children }: OutlinedNativeSelectProps) {
  const id = useId();
  return (
    <div className={[classes.field, disabled ? classes.disabled : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.input}>
        <select id={id} className={classes.select} value={value} onChange={onChange} onKeyDown={onKeyDown} aria-describedby={describedBy} disabled={disabled}>
          {children}
        </select>
        <ArrowDropDownSvg className={classes.icon} />
        <OutlineFrame label={label} className={classes.outline} />
      </div>
    </div>
  );
}
