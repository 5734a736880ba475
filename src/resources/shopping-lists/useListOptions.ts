import { useList } from '@refinedev/core';
import type { NamedRef } from '../../generated/model';
import { LIST_CYCLES_RESOURCE, LIST_TYPES_RESOURCE } from './shoppingListsResource';

type Option = NamedRef & { id: string };

/** The list types and reminder cycles the server offers (spec §3), for the form and for showing a list's own. */
export function useListOptions(enabled = true) {
  const types = useList<Option>({ resource: LIST_TYPES_RESOURCE, pagination: { mode: 'off' }, queryOptions: { enabled } });
  const cycles = useList<Option>({ resource: LIST_CYCLES_RESOURCE, pagination: { mode: 'off' }, queryOptions: { enabled } });
  const typeOptions = types.result.data ?? [];
  const cycleOptions = cycles.result.data ?? [];
  return {
    typeOptions,
    cycleOptions,
    failed: types.query.isError || cycles.query.isError,
    /** The server's name of a type or cycle id (the id itself until the names are in). */
    typeName: (id: string) => typeOptions.find((option) => option.id === id)?.name ?? id,
    cycleName: (id: string) => cycleOptions.find((option) => option.id === id)?.name ?? id,
  };
}
