import classes from './Spinner.module.css';

interface SpinnerProps {
  /** Width and height in px (MUI's CircularProgress `size`). */
  size?: number;
  /** The text colour around it instead of the brand colour. */
  inherit?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A loading indicator (role progressbar) with the look of MUI's CircularProgress, in plain CSS. */
export function Spinner({ size = 40, inherit = false, ...names }: SpinnerProps) {
  return (
    <span role="progressbar" className={inherit ? `${classes.spinner} ${classes.inherit}` : classes.spinner} style={{ width: size, height: size }} {...names}>
      <svg viewBox="22 22 44 44">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
