import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A fact of a detail page: label and value; `false`, `null`, `undefined` or `''` leave the row out. */
export type Fact = [string, ReactNode] | false | null | undefined | '';

/** Label/value pairs of a detail page, as a description list; a long value wraps instead of widening the page. */
export function Facts({ rows }: { rows: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', columnGap: 2, rowGap: 0.75, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' } }}
    >
      {rows
        .filter((row): row is [string, ReactNode] => Boolean(row))
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
    </Box>
  );
}
