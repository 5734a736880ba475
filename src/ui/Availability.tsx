import type { Availability as AvailabilityMark } from '../generated/model';
import classes from './Availability.module.css';

/** The theme's stock colours (palette.stock) as classes; any other colour comes as it is. */
const STOCK_CLASS: Record<string, string | undefined> = { green: classes.green, orange: classes.orange, red: classes.red, grey: classes.grey };

const folded = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The "when" line unless it only repeats the label ("Dostępny od 05.12.2026" / "dostępny od 05.12.2026"). */
export function whenBesideMark(label: string, when: string | null | undefined): string | null {
  return when && folded(when) !== folded(label) ? when : null;
}

/** The availability colour dot with its label, and when the product will be with the buyer (said once). */
export function Availability({ mark, when: given }: { mark: AvailabilityMark; when?: string | null }) {
  const stockClass = STOCK_CLASS[mark.color];
  const when = whenBesideMark(mark.label, given);
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
