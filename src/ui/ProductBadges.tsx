import type { Badge } from '../generated/model';
import classes from './ProductBadges.module.css';

/** Product badges (promotion, new, eco...) as small labels with their colour as a marker. */
export function ProductBadges({ badges }: { badges: Badge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className={classes.list}>
      {badges.map((badge) => (
        <li key={badge.slug} className={classes.badge} style={{ borderLeftColor: badge.color }}>
          {badge.name}
        </li>
      ))}
    </ul>
  );
}
