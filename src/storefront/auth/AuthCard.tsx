import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  maxWidth?: number;
  /** Move the focus to the title when the card appears (a result that replaces a form). */
  focusTitle?: boolean;
}

/** The card of the registration and password pages: one column, the page's h1 on top. */
export function AuthCard({ title, children, maxWidth = 600, focusTitle = false }: AuthCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <Box sx={{ maxWidth, mx: 'auto', py: { xs: 2, md: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography variant="h1" ref={titleRef} tabIndex={focusTitle ? -1 : undefined} sx={{ mb: 1.5, '&:focus': { outline: 'none' } }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

/** A group of fields with its legend (a fieldset, so screen readers name the group). */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.8rem', mb: 1.5, p: 0 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}
