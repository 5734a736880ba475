import type { ReactNode } from 'react';
import type { BaseRecord } from '@refinedev/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useLocale } from '../../routing/routes';
import type { ServerDataGridProps } from './ServerDataGrid';
import { AccountList } from './AccountList';
import { ListSkeleton } from './ListSkeleton';
import { LoadErrorAlert } from './LoadErrorAlert';

interface GridPageProps<T extends BaseRecord & GridValidRowModel> extends Omit<ServerDataGridProps<T>, 'locale'> {
  /** The heading's id (the page's section is labelled by it). */
  titleId: string;
  title: string;
  /** How many rows the list has, in words ("24 zamówienia"); shown once the total is known. */
  countLabel: (total: number) => string;
  loadError: string;
  retryLabel: string;
  /** The error alert also gives the server's message. */
  errorDetail?: boolean;
  /** Nothing has come yet: skeleton rows (named `loadingLabel`) stand where the grid will be. */
  firstLoad?: boolean;
  loadingLabel?: string;
  /** Between the title and the grid: totals, the filter bar, a bulk action bar. */
  toolbar?: ReactNode;
  /** Below a grid without rows (e.g. a button that clears the filters). */
  emptyAction?: ReactNode;
  /** After the grid (its dialogs). */
  children?: ReactNode;
}

/**
 * An account list screen: the title with the number of rows, then the toolbar, then the server-paged
 * grid, or the load error with a retry in its place.
 */
export function GridPage<T extends BaseRecord & GridValidRowModel>({
  titleId, title, countLabel, loadError, retryLabel, errorDetail, firstLoad, loadingLabel, toolbar, emptyAction, children, ...grid
}: GridPageProps<T>) {
  const locale = useLocale();
  const { tableQuery, result } = grid.table;
  const total = result.total;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {/* Smaller on phones: a long title ("Zamówienia oczekujące na akceptację") wraps less. */}
        <Typography id={titleId} variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '2.8rem' }, fontWeight: 700 }}>
          {title}
        </Typography>
        {total !== undefined && <Typography color="text.secondary">{countLabel(total)}</Typography>}
      </Box>
      {toolbar}
      {tableQuery.isError ? (
        <LoadErrorAlert retryLabel={retryLabel} onRetry={() => tableQuery.refetch()}>
          {loadError}
          {errorDetail && tableQuery.error?.message ? ` ${tableQuery.error.message}` : ''}
        </LoadErrorAlert>
      ) : firstLoad ? (
        <ListSkeleton label={loadingLabel} />
      ) : (
        <>
          <AccountList {...grid} fileTitle={grid.fileTitle ?? title} locale={locale} />
          {total === 0 ? emptyAction : null}
        </>
      )}
      {children}
    </Box>
  );
}
