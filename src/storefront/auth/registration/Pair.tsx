import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Two fields side by side on wider screens, one under the other on a phone. */
export function Pair({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>{children}</Box>;
}
