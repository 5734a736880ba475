import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** What failed to load, said where the data would be, with a button that asks for it again. */
export function LoadErrorAlert({ retryLabel, onRetry, children }: { retryLabel: string; onRetry: () => unknown; children: ReactNode }) {
  return (
    <Alert
      severity="error"
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
