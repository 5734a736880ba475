import type { ReactNode } from 'react';
import type { BaseRecord } from '@refinedev/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from '../../i18n/useTranslation';
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
 * grid, or the load error with a retry in its place. A list the API refuses (400) was asked for with
 * what the page's address holds — filters or a sort from an old bookmark or another account's link —
 * and would be refused again: the list says so and offers itself without them (the filter bar, built
 * from a first page that never came, is not there to change them).
 */
export function GridPage<T extends BaseRecord & GridValidRowModel>({
  titleId, title, countLabel, loadError, retryLabel, errorDetail, firstLoad, loadingLabel, toolbar, emptyAction, children, ...grid
}: GridPageProps<T>) {
  const locale = useLocale();
  const { t } = useTranslation('account');
  const { tableQuery, result, setFilters, setSorters, setCurrentPage } = grid.table;
  const addressRefused = tableQuery.isError && tableQuery.error?.statusCode === 400;
  // No sort: the API's own order, which is each list's first one.
  const showWholeList = () => {
    setFilters([], 'replace');
    setSorters([]);
    setCurrentPage(1);
  };
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
      {addressRefused ? (
        <LoadErrorAlert severity="warning" retryLabel={t('listAddress.reset')} onRetry={showWholeList}>
          {t('listAddress.refused')}
        </LoadErrorAlert>
      ) : tableQuery.isError ? (
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
