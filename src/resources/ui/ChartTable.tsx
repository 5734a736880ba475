import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';

/**
 * A chart's figures as a table for screen readers, out of sight. A table is never narrower than its
 * content, whatever width it is given, so the hiding sits on a box around it: the 1 px box clips, and
 * the table inside cannot make the page wider than a phone's screen, in any font.
 */
export function ChartTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box sx={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        {children}
      </table>
    </Box>
  );
}
