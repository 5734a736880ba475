import classes from './LoadingBar.module.css';

/** An indeterminate progress bar (the look of MUI's LinearProgress) above the products being replaced. */
export function LoadingBar({ label }: { label: string }) {
  return (
    <span role="progressbar" aria-label={label} className={classes.bar}>
      <span className={classes.first} />
      <span className={classes.second} />
    </span>
  );
}
