import type { ReactNode } from 'react';
import controls from '../../ui/controls.module.css';
import { AlertInfoOutlinedSvg, ErrorOutlineOutlinedSvg } from '../../ui/icons';
import classes from './Notice.module.css';

interface NoticeProps {
  severity: 'info' | 'error';
  children: ReactNode;
  /** A button on the right (e.g. "retry"). */
  action?: { label: string; onClick: () => void };
}

/** A message above or instead of the products, with the look of MUI's `<Alert>` (role alert), in plain elements. */
export function Notice({ severity, children, action }: NoticeProps) {
  const Icon = severity === 'error' ? ErrorOutlineOutlinedSvg : AlertInfoOutlinedSvg;
  return (
    <div role="alert" className={classes[severity]}>
      <div className={classes.icon}>
        <Icon className={controls.svgIconInherit} />
      </div>
      <div className={classes.message}>{children}</div>
      {action ? (
        <div className={classes.action}>
          <button type="button" className={`${controls.textSmall} ${classes.retry}`} onClick={action.onClick}>
            {action.label}
          </button>
        </div>
      ) : null}
    </div>
  );
}
