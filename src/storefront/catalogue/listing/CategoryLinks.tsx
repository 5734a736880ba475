import { useId } from 'react';
import type { CategoryFilterEntry } from '../../../generated/model';
import chip from '../../../ui/Chip.module.css';
import { CountedLinkList } from '../../../ui/CountedLinkList';
import { LinkBehavior } from '../../../ui/LinkBehavior';
import classes from './CategoryLinks.module.css';
import sidebar from './sidebar.module.css';

interface CategoryLinksProps {
  title: string;
  entries: CategoryFilterEntry[];
  hrefFor: (entry: CategoryFilterEntry) => string;
  /** 'list' in the sidebar, 'chips' above the products on narrow screens. */
  variant: 'list' | 'chips';
}

/** Links to subcategories (or categories of results) with their product counts. */
export function CategoryLinks({ title, entries, hrefFor, variant }: CategoryLinksProps) {
  const id = useId();
  if (!entries.length) return null;
  if (variant === 'chips') {
    return (
      <nav aria-label={title} className={classes.chips}>
        <ul className={classes.chipRow}>
          {entries.map((entry) => (
            <li key={entry.id} className={classes.chipItem}>
              <LinkBehavior href={hrefFor(entry)} className={chip.chip}>
                <span className={chip.label}>{`${entry.name} (${entry.count})`}</span>
              </LinkBehavior>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <nav aria-labelledby={`${id}-title`} className={classes.list}>
      <h2 id={`${id}-title`} className={sidebar.heading}>
        {title}
      </h2>
      <CountedLinkList entries={entries} hrefFor={hrefFor} />
    </nav>
  );
}
