import type { ReactNode } from 'react';
import controls from '../../ui/controls.module.css';
import { icon } from '../../ui/icons';
import { ErrorOutlineOutlinedSvg } from '../../ui/severityIcons';
import classes from './Notice.module.css';

const AlertInfoOutlinedSvg = icon('M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z');

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
