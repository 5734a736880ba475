import { lazy, Suspense, type ComponentType } from 'react';
import type { BaseRecord } from '@refinedev/core';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { ListCards } from './ListCards';
import { ListSkeleton } from './ListSkeleton';
import type { ServerDataGridProps } from './ServerDataGrid';

/** Below this width an account list is drawn as cards (the lists' reduced column sets use it too). */
export const PHONE_LIST_QUERY = '(max-width:767.95px)';

const loadGrid = () => import('./ServerDataGrid');
const LazyServerDataGrid = lazy(() => loadGrid().then((module) => ({ default: module.ServerDataGrid as unknown as ComponentType<object> })));

// On a wider screen the grid's code starts loading with the account area, not when a list first renders.
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function' && !window.matchMedia(PHONE_LIST_QUERY).matches) void loadGrid();

/**
 * An account list: the server-paged data grid on a wider screen; on a phone the same rows as cards,
 * without the grid's code (a phone never downloads it).
 */
export function AccountList<T extends BaseRecord & GridValidRowModel>(props: ServerDataGridProps<T>) {
  const phone = useMediaQuery(PHONE_LIST_QUERY, { noSsr: true });
  if (phone) return <ListCards {...props} />;
  const Grid = LazyServerDataGrid as unknown as ComponentType<ServerDataGridProps<T>>;
  return (
    <Suspense fallback={<ListSkeleton label={props.label} />}>
      <Grid {...props} />
    </Suspense>
  );
}
