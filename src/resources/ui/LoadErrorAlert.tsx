import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** What failed to load, said where the data would be, with a button that asks for it again (or another way on). */
export function LoadErrorAlert({ retryLabel, onRetry, children, severity = 'error' }: { retryLabel: string; onRetry: () => unknown; children: ReactNode; severity?: 'error' | 'warning' }) {
  return (
    <Alert
      severity={severity}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
