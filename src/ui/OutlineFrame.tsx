import classes from './OutlineFrame.module.css';

interface OutlineFrameProps {
  /** The field's label: its invisible copy opens the gap in the border. */
  label: string;
  /** The field's own class for the frame, for its state colours (hover, focus, error, disabled). */
  className: string;
  /** The field's own class for the notch (e.g. closed while the label sits in the field). */
  notchClassName?: string;
}

/** The border of an outlined field (MUI's notched outline), hidden from assistive technology. */
export function OutlineFrame({ label, className, notchClassName }: OutlineFrameProps) {
  return (
    <fieldset aria-hidden="true" className={`${classes.outline} ${className}`}>
      <legend className={notchClassName ? `${classes.notch} ${notchClassName}` : classes.notch}>
        <span>{label}</span>
      </legend>
    </fieldset>
  );
}
