import { TextLink } from './TextLink';
import classes from './CountedLinkList.module.css';

interface CountedLinkListProps<T extends { id: number; name: string; count: number }> {
  entries: T[];
  hrefFor: (entry: T) => string;
  /** Indented under a heading entry (the chosen category of search results). */
  indent?: boolean;
}

/** A plain list of links, each followed by its product count: "Papier ksero A4 (80)". */
export function CountedLinkList<T extends { id: number; name: string; count: number }>({ entries, hrefFor, indent = false }: CountedLinkListProps<T>) {
  return (
    <ul className={indent ? classes.indented : classes.list}>
      {entries.map((entry) => (
        <li key={entry.id} className={classes.entry}>
          <TextLink href={hrefFor(entry)} underline="hover" className={classes.name}>
            {entry.name}
          </TextLink>{' '}
          <span className={classes.count}>({entry.count})</span>
        </li>
      ))}
    </ul>
  );
}
