import type { ChangeEvent } from 'react';
import controls from '../../../ui/controls.module.css';
import { CheckBoxOutlineBlankSvg, CheckBoxSvg } from '../../../ui/icons';
import classes from './SmallCheckbox.module.css';

interface SmallCheckboxProps {
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  /** Extra spacing from the caller's CSS module. */
  className?: string;
}

/**
 * A checkbox with the look of MUI's `<Checkbox size="small">`, as plain elements (a facet panel
 * shows dozens): a native input, invisible, over the box icon. Put it inside its `<label>`.
 */
export function SmallCheckbox({ checked, onChange, disabled = false, className }: SmallCheckboxProps) {
  const look = disabled ? classes.disabled : checked ? classes.checked : classes.box;
  return (
    <span className={className ? `${look} ${className}` : look}>
      <input type="checkbox" className={classes.input} checked={checked} onChange={onChange} disabled={disabled} />
      {checked ? <CheckBoxSvg className={controls.svgIconSmall} /> : <CheckBoxOutlineBlankSvg className={controls.svgIconSmall} />}
    </span>
  );
}
