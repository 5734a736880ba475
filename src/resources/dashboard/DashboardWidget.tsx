import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';

/** What a widget needs of its data's query (refine's and React Query's both have it). */
interface WidgetQuery {
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface DashboardWidgetProps {
  id: string;
  title: string;
  /** The widget's data: a skeleton while it loads, an error with retry when it fails. */
  query: WidgetQuery;
  /** Shape of the skeleton while loading (the content's own height keeps the page from jumping). */
  skeletonHeight?: number;
  /** The way on to the widget's screen, a button below the content (contained when it calls for action). */
  link?: { to: string; label: string; emphasised?: boolean };
  wide?: boolean;
  children?: ReactNode;
}

/** One dashboard card: its title, a skeleton while it loads, its own error with retry, then its content. */
export function DashboardWidget({ id, title, query, skeletonHeight = 96, link, wide, children }: DashboardWidgetProps) {
  const { t } = useTranslation('account');
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ gridColumn: wide ? { md: '1 / -1' } : undefined, display: 'flex' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, minWidth: 0 }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.8rem', fontWeight: 700 }}>
          {title}
        </Typography>
        {query.isError ? (
          <LoadErrorAlert retryLabel={t('dashboard.retry')} onRetry={() => query.refetch()}>
            {t('dashboard.widgetError')}
          </LoadErrorAlert>
        ) : query.isLoading ? (
          <Box aria-busy="true">
            <Skeleton variant="rounded" height={skeletonHeight} />
          </Box>
        ) : (
          <>
            <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
            {link && (
              <Box>
                <Button variant={link.emphasised ? 'contained' : 'outlined'} component={RouterLink} to={link.to}>
                  {link.label}
                </Button>
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
