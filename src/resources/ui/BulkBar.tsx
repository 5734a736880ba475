import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The bar above a list with ticked rows: how many are ticked (announced as it changes) and what can be done with them. */
export function BulkBar({ label, selected, children }: { label: string; selected: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', p: 1.5, mb: 1, bgcolor: 'action.hover' }}
    >
      <Typography sx={{ mr: 'auto', fontWeight: 700 }} aria-live="polite">
        {selected}
      </Typography>
      {children}
    </Paper>
  );
}
