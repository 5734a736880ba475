import { useCallback } from 'react';
import { useCreate, useCustomMutation, useDelete, useUpdate, type BaseKey, type HttpError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ShoppingCartResponse, ShoppingList, ShoppingListInput, ShoppingListItemChange, ShoppingListItemIds, ShoppingListResponse, ShoppingListToCart } from '../../generated/model';
import { currentCartKey } from '../../api/queries/cartQueries';
import { invalidateShoppingLists } from '../../api/queries/shoppingListQueries';
import { SHOPPING_LISTS_RESOURCE, type ShoppingListAction } from './shoppingListsResource';

interface ActionTypes {
  setQuantity: { payload: ShoppingListItemChange; result: ShoppingListResponse };
  removeItem: { payload: { itemId: number }; result: ShoppingListResponse };
  removeItems: { payload: ShoppingListItemIds; result: ShoppingListResponse };
  addToCart: { payload: ShoppingListToCart; result: ShoppingCartResponse };
}

const QUIET = { successNotification: false, errorNotification: false } as const;

/**
 * After a list changed: every reader of the lists loads again (the account's screens, the storefront's
 * add-to-list dialog); the cart too when products went into it (the header's count, the cart page).
 */
export function useAfterListChange() {
  const queryClient = useQueryClient();
  return useCallback(
    async (options: { cart?: boolean } = {}) => {
      await Promise.all([
        invalidateShoppingLists(queryClient),
        // The cart's key starts with its path; its parameters (delivery method) vary.
        options.cart ? queryClient.invalidateQueries({ queryKey: currentCartKey() }) : undefined,
      ]);
    },
    [queryClient],
  );
}

/** One named operation on a list's products (setQuantity, removeItem, removeItems, addToCart) through dataProvider.custom. */
export function useListAction<A extends ShoppingListAction>(action: A) {
  const { mutation, mutateAsync } = useCustomMutation<ActionTypes[A]['result'] & Record<string, unknown>, HttpError, ActionTypes[A]['payload']>();
  const afterChange = useAfterListChange();
  const run = useCallback(
    async (id: BaseKey, payload: ActionTypes[A]['payload']): Promise<ActionTypes[A]['result']> => {
      try {
        const response = await mutateAsync({ url: '', method: 'post', values: payload, meta: { resource: SHOPPING_LISTS_RESOURCE, action, id }, ...QUIET });
        return response.data as ActionTypes[A]['result'];
      } finally {
        // Also after a refusal: the list or the cart may have changed meanwhile (another tab).
        await afterChange({ cart: action === 'addToCart' });
      }
    },
    [action, mutateAsync, afterChange],
  );
  return { run, isPending: mutation.isPending };
}

/** Creates a list or changes one (name, type, reminder): useCreate / useUpdate through the data provider. */
export function useSaveList() {
  const { mutateAsync: create } = useCreate<ShoppingList, HttpError, ShoppingListInput>();
  const { mutateAsync: update } = useUpdate<ShoppingList, HttpError, ShoppingListInput>();
  const afterChange = useAfterListChange();
  return useCallback(
    async (id: BaseKey | null, values: ShoppingListInput): Promise<ShoppingList> => {
      const options = { resource: SHOPPING_LISTS_RESOURCE, values, ...QUIET } as const;
      const response = id === null ? await create(options) : await update({ ...options, id, mutationMode: 'pessimistic' });
      await afterChange();
      return response.data;
    },
    [create, update, afterChange],
  );
}

/** Deletes a list (useDelete); answers the server's message. */
export function useDeleteList() {
  const { mutateAsync } = useDelete<{ id: BaseKey; message: string }, HttpError>();
  const afterChange = useAfterListChange();
  return useCallback(
    async (id: BaseKey): Promise<string | undefined> => {
      const response = await mutateAsync({ resource: SHOPPING_LISTS_RESOURCE, id, mutationMode: 'pessimistic', ...QUIET });
      await afterChange();
      return response.data?.message;
    },
    [mutateAsync, afterChange],
  );
}
