import { useCallback } from 'react';
import { useCustomMutation, useInvalidate, useUpdate, type BaseKey, type HttpError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { getGetCountOrderForAcceptanceQueryKey } from '../../generated/api/account/account';
import { getGetCurrentCartQueryKey } from '../../generated/api/cart/cart';
import type {
  CartItemRemoval, PaymentRedirectResponse, SalesOrderAcceptance, SalesOrderCartResponse, SalesOrderChange, SalesOrderCopy, SalesOrderRejection, SalesOrderResponse, ShoppingCartResponse,
} from '../../generated/model';
import type { SalesOrderAction } from './ordersResource';
import { ACCEPTANCE_RESOURCE } from '../acceptance/resource';
import { SALES_ORDERS_RESOURCE } from './resource';

/** The acceptance queue's Refine resource: a decision or an edit changes its rows too. */

interface ActionTypes {
  copy: { payload: SalesOrderCopy; result: ShoppingCartResponse };
  pay: { payload: undefined; result: PaymentRedirectResponse };
  accept: { payload: SalesOrderAcceptance; result: SalesOrderResponse };
  reject: { payload: SalesOrderRejection; result: SalesOrderResponse };
  removeItem: { payload: CartItemRemoval; result: SalesOrderCartResponse };
}

/**
 * After anything changes an order: its page, the order lists, the acceptance queue and the approvers'
 * count (the navigation badges) load again; the cart too when products went into it (the header's count).
 */
export function useInvalidateOrder() {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  return useCallback(
    async (id: BaseKey, options: { cart?: boolean } = {}) => {
      await Promise.all([
        invalidate({ resource: SALES_ORDERS_RESOURCE, id, invalidates: ['list', 'many', 'detail'] }),
        invalidate({ resource: ACCEPTANCE_RESOURCE, invalidates: ['list'] }),
        queryClient.invalidateQueries({ queryKey: getGetCountOrderForAcceptanceQueryKey() }),
        // The cart's key starts with its path; its parameters (delivery method) vary.
        options.cart ? queryClient.invalidateQueries({ queryKey: [getGetCurrentCartQueryKey()[0]] }) : undefined,
      ]);
    },
    [invalidate, queryClient],
  );
}

/** One named operation on an order (copy, pay, accept, reject, removeItem) through dataProvider.custom. */
export function useOrderAction<A extends SalesOrderAction>(action: A) {
  const { mutation, mutateAsync } = useCustomMutation<ActionTypes[A]['result'] & Record<string, unknown>, HttpError, ActionTypes[A]['payload']>();
  const invalidateOrder = useInvalidateOrder();
  const run = useCallback(
    async (id: BaseKey, payload?: ActionTypes[A]['payload']): Promise<ActionTypes[A]['result']> => {
      const response = await mutateAsync({
        url: '',
        method: 'post',
        values: payload as ActionTypes[A]['payload'],
        meta: { resource: SALES_ORDERS_RESOURCE, action, id },
        successNotification: false,
        errorNotification: false,
      });
      // A payment leaves the shop; the order changes only when the payment completes.
      if (action !== 'pay') await invalidateOrder(id, { cart: action === 'copy' || action === 'removeItem' });
      return response.data as ActionTypes[A]['result'];
    },
    [action, mutateAsync, invalidateOrder],
  );
  return { run, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}

/** Comment and client order number (useUpdate → dataProvider.update → PATCH sales-orders/{id}). */
export function useUpdateOrder() {
  const { mutateAsync, mutation } = useUpdate<SalesOrderResponse['salesOrder'], HttpError, SalesOrderChange>();
  const invalidateOrder = useInvalidateOrder();
  const run = useCallback(
    async (id: BaseKey, values: SalesOrderChange) => {
      const response = await mutateAsync({
        resource: SALES_ORDERS_RESOURCE, id, values, mutationMode: 'pessimistic', successNotification: false, errorNotification: false,
      });
      await invalidateOrder(id);
      return response;
    },
    [mutateAsync, invalidateOrder],
  );
  return { run, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
