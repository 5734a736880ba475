import { useTheme } from '@mui/material/styles';
import type { Availability as AvailabilityMark } from '../generated/model';
import classes from './Availability.module.css';

/** The availability colour dot with its label, and when the product will be with the buyer. */
export function Availability({ mark, when }: { mark: AvailabilityMark; when?: string | null }) {
  const stock: Record<string, string | undefined> = useTheme().palette.stock;
  return (
    <div>
      <p className={classes.mark}>
        <span aria-hidden="true" className={classes.dot} style={{ backgroundColor: stock[mark.color] ?? mark.color }} />
        {mark.label}
      </p>
      {when ? <p className={classes.when}>{when}</p> : null}
    </div>
  );
}
