import type { ReactNode } from 'react';
import styles from './WrappedCellText.module.css';

/**
 * A grid cell's text that takes a second line where its column is narrow (a name, a cost centre, a
 * kind of document at 1024 px) instead of being cut short; two lines fit a row of every density, and
 * a text longer still ends in an ellipsis after them.
 */
export function WrappedCellText({ children }: { children: ReactNode }) {
  return (
    <span className={styles.cell}>
      <span className={styles.text}>{children}</span>
    </span>
  );
}

/** A column's `renderCell` that draws its value as a `WrappedCellText`. */
export const wrappedCell = ({ value }: { value?: unknown }) => <WrappedCellText>{value as ReactNode}</WrappedCellText>;
