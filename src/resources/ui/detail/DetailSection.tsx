import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled block of a detail page (an order, an invoice, a complaint): a section named by its heading. */
export function DetailSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const generated = useId();
  const headingId = id ?? generated;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.8rem', fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
