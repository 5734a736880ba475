import { lazy, Suspense, type ComponentType } from 'react';
import type { BaseRecord } from '@refinedev/core';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { ListCards } from './ListCards';
import { ListSkeleton } from './ListSkeleton';
import type { ServerDataGridProps } from './ServerDataGrid';
import { usePhoneLayout } from './usePhoneLayout';

// On a wider screen index.html's preloads fetch the grid's chunks with the page (scripts/vite/preloadScreens.ts).
const LazyServerDataGrid = lazy(() => import('./ServerDataGrid').then((module) => ({ default: module.ServerDataGrid as unknown as ComponentType<object> })));

/**
 * An account list: the server-paged data grid on a wider screen; on a phone the same rows as cards,
 * without the grid's code (a phone never downloads it).
 */
export function AccountList<T extends BaseRecord & GridValidRowModel>(props: ServerDataGridProps<T>) {
  const phone = usePhoneLayout();
  if (phone) return <ListCards {...props} />;
  const Grid = LazyServerDataGrid as unknown as ComponentType<ServerDataGridProps<T>>;
  return (
    <Suspense fallback={<ListSkeleton label={props.label} />}>
      <Grid {...props} />
    </Suspense>
  );
}
