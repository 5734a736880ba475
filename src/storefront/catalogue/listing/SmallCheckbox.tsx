import type { ChangeEvent } from 'react';
import controls from '../../../ui/controls.module.css';
import { icon } from '../../../ui/icons';
import classes from './SmallCheckbox.module.css';

const CheckBoxOutlineBlankSvg = icon('M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2');
const CheckBoxSvg = icon('M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2m-9 14-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z');

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
