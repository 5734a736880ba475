import type { ComponentType } from 'react';
import type { BaseRecord } from '@refinedev/core';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { ListCards } from './ListCards';
import { ListSkeleton } from './ListSkeleton';
import type { ServerDataGridProps } from './ServerDataGrid';
import { usePhoneLayout } from './usePhoneLayout';
import { componentOnDemand } from '../../ui/componentOnDemand';

type GridRow = BaseRecord & GridValidRowModel;

// On a wider screen index.html's preloads fetch the grid's chunks with the page (scripts/vite/preloadScreens.ts).
// Not lazy() in Suspense: React would hold the grid back until 300 ms after the skeleton showed (componentOnDemand).
const ServerDataGridOnDemand = componentOnDemand<ServerDataGridProps<GridRow>>(
  () => import('./ServerDataGrid').then((module) => ({ default: module.ServerDataGrid as unknown as ComponentType<ServerDataGridProps<GridRow>> })),
  function GridLoading({ label }: ServerDataGridProps<GridRow>) {
    return <ListSkeleton label={label} />;
  },
);

/**
 * An account list: the server-paged data grid on a wider screen; on a phone the same rows as cards,
 * without the grid's code (a phone never downloads it).
 */
export function AccountList<T extends BaseRecord & GridValidRowModel>(props: ServerDataGridProps<T>) {
  const phone = usePhoneLayout();
  if (phone) return <ListCards {...props} />;
  const Grid = ServerDataGridOnDemand as unknown as ComponentType<ServerDataGridProps<T>>;
  return <Grid {...props} />;
}
