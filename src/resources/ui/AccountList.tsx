import { lazy, Suspense, type ComponentType } from 'react';
import type { BaseRecord } from '@refinedev/core';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { ListCards } from './ListCards';
import { ListSkeleton } from './ListSkeleton';
import type { ServerDataGridProps } from './ServerDataGrid';
import { PHONE_QUERY } from './phoneQuery';
import { usePhoneLayout } from './usePhoneLayout';


const loadGrid = () => import('./ServerDataGrid');
const LazyServerDataGrid = lazy(() => loadGrid().then((module) => ({ default: module.ServerDataGrid as unknown as ComponentType<object> })));

// On a wider screen the grid's code starts loading with the account area, not when a list first renders.
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function' && !window.matchMedia(PHONE_QUERY).matches) void loadGrid();

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
