import type { ReactNode } from 'react';
import controls from '../controls.module.css';
import { KeyboardArrowDownSvg } from '../icons';
import classes from './Dropdown.module.css';
import { useDisclosure } from './useDisclosure';

interface DropdownProps {
  /** The button's content. */
  label: ReactNode;
  /** The button's accessible name when its content is only an icon on small screens. */
  ariaLabel?: string;
  startIcon?: ReactNode;
  /** The panel; gets `close` to call after a choice. */
  children: (close: () => void) => ReactNode;
  /** Panel width (px or rem string). */
  width?: number | string;
  align?: 'left' | 'right';
  color?: 'inherit' | 'primary';
  /** Extra class of the button (sizes); double it in its module to win over the button's look. */
  buttonClassName?: string;
  /** Extra class of the start icon's wrapper (its margin). */
  startIconClassName?: string;
  hideChevronBelow?: 'md' | 'lg';
}

/**
 * A light dropdown for the header (help, account): a disclosure button and a panel below it.
 * No popper and no portal, plain elements styled by a CSS module, so it costs almost nothing on
 * first paint.
 */
export function Dropdown({ label, ariaLabel, startIcon, children, width = 320, align = 'right', color = 'inherit', buttonClassName, startIconClassName, hideChevronBelow }: DropdownProps) {
  const { open, close, panelId, wrapperProps, buttonProps } = useDisclosure();
  const buttonClasses = [color === 'inherit' ? `${controls.button} ${classes.textInherit}` : controls.text, classes.button, buttonClassName].filter(Boolean).join(' ');
  const chevronClasses = [
    classes.chevron,
    open ? classes.chevronOpen : '',
    hideChevronBelow === 'md' ? classes.hideBelowMd : hideChevronBelow === 'lg' ? classes.hideBelowLg : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div {...wrapperProps} className={classes.wrapper}>
      <button type="button" {...buttonProps} aria-label={ariaLabel} className={buttonClasses}>
        {startIcon ? <span className={startIconClassName ? `${controls.startIcon} ${startIconClassName}` : controls.startIcon}>{startIcon}</span> : null}
        {label}
        <span className={classes.endIcon}>
          <KeyboardArrowDownSvg fontSize="medium" className={chevronClasses} />
        </span>
      </button>
      {open ? (
        <div id={panelId} className={`${classes.panel} ${align === 'left' ? classes.left : classes.right}`} style={{ width }}>
          {children(() => close(true))}
        </div>
      ) : null}
    </div>
  );
}
