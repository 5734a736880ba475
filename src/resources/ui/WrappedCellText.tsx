import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A grid cell's text that takes a second line where its column is narrow (a name, a cost centre, a
 * kind of document at 1024 px) instead of being cut short; two lines fit a row of every density, and
 * a text longer still ends in an ellipsis after them.
 */
export function WrappedCellText({ children }: { children: ReactNode }) {
  // The grid centres a cell's single line by its line height; two lines are centred by the box around them.
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <Box component="span" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', whiteSpace: 'normal', lineHeight: 1.2, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** A column's `renderCell` that draws its value as a `WrappedCellText`. */
export const wrappedCell = ({ value }: { value?: unknown }) => <WrappedCellText>{value as ReactNode}</WrappedCellText>;
