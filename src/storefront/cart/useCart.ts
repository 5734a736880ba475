import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../api/ApiError';
import type { Cart, OrderCart, ShoppingCartResponse } from '../../generated/model';
import { useSession } from '../../session';
import { endEditOrder, useEditOrderId } from '../../session/editOrder';
import { currentCartQuery, orderCartQuery } from '../../api/queries/cartQueries';

export interface CartView {
  /** The cart shown: the shopping cart, or in edit-order mode the order as a cart. */
  cart: Cart | undefined;
  /** The order being edited (edit-order mode), with its items' pack options. */
  order: OrderCart | undefined;
  orderId: number | null;
  /** The shopping cart's own response (not the edited order): kept for callers that read `data.shoppingCart`. */
  data: ShoppingCartResponse | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The cart of the header and the cart page: GET shopping-carts/current, or while an order is
 * being edited GET sales-orders/{id}/as-shopping-cart (spec §4). An order that can no longer be
 * edited (gone, forbidden, already processed) ends the mode.
 */
export function useCart(): CartView {
  const { status } = useSession();
  const orderId = useEditOrderId();
  const ready = status === 'ready';
  const current = useQuery({ ...currentCartQuery(), enabled: ready && orderId === null });
  const edited = useQuery({ ...orderCartQuery(orderId ?? 0), enabled: ready && orderId !== null, retry: false });
  const editRefused = orderId !== null && isApiError(edited.error) && [403, 404, 409].includes(edited.error.status);
  useEffect(() => {
    if (editRefused) endEditOrder();
  }, [editRefused]);
  const query = orderId === null ? current : edited;
  const order = orderId === null ? undefined : edited.data?.order;
  return {
    cart: orderId === null ? current.data?.shoppingCart : order,
    order,
    orderId,
    data: current.data,
    isPending: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
