import type { Availability as AvailabilityMark } from '../generated/model';
import classes from './Availability.module.css';

/** The theme's stock colours (palette.stock) as classes; any other colour comes as it is. */
const STOCK_CLASS: Record<string, string | undefined> = { green: classes.green, orange: classes.orange, red: classes.red, grey: classes.grey };

/** The availability colour dot with its label, and when the product will be with the buyer. */
export function Availability({ mark, when }: { mark: AvailabilityMark; when?: string | null }) {
  const stockClass = STOCK_CLASS[mark.color];
  return (
    <div>
      <p className={classes.mark}>
        <span aria-hidden="true" className={stockClass ? `${classes.dot} ${stockClass}` : classes.dot} style={stockClass ? undefined : { backgroundColor: mark.color }} />
        {mark.label}
      </p>
      {when ? <p className={classes.when}>{when}</p> : null}
    </div>
  );
}
