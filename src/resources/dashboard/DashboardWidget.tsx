import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

interface DashboardWidgetProps {
  id: string;
  title: string;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Shape of the skeleton while loading (the content's own height keeps the page from jumping). */
  skeletonHeight?: number;
  action?: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}

/** One dashboard card: its title, a skeleton while it loads, its own error with retry, then its content. */
export function DashboardWidget({ id, title, loading, error, onRetry, skeletonHeight = 96, action, wide, children }: DashboardWidgetProps) {
  const { t } = useTranslation('account');
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ gridColumn: wide ? { md: '1 / -1' } : undefined, display: 'flex' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, minWidth: 0 }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.8rem', fontWeight: 700 }}>
          {title}
        </Typography>
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('dashboard.retry')}
              </Button>
            }
          >
            {t('dashboard.widgetError')}
          </Alert>
        ) : loading ? (
          <Box aria-busy="true">
            <Skeleton variant="rounded" height={skeletonHeight} />
          </Box>
        ) : (
          <>
            <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
            {action && <Box>{action}</Box>}
          </>
        )}
      </CardContent>
    </Card>
  );
}
