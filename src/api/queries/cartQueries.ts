/**
 * The cart's queries for code every page runs (the header's cart, the tiles' add button) without
 * the generated cart client in the first scripts: that module holds every cart operation (some
 * fifteen) and loads only when the cart is changed. The two reads every page makes go through the
 * same mutator as the generated functions; their keys are their paths and equal the generated keys
 * (cartQueries.test.ts checks it), so every screen's update of the cart reaches the header.
 */
import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import { apiFetch } from '../mutator';
import type { SalesOrderCartResponse, ShoppingCartResponse } from '../../generated/model';

export const cartApi = () => import('../../generated/api/cart/cart');

/** = getGetCurrentCartQueryKey() */
export const currentCartKey = () => ['/e-commerce/v1/shopping-carts/current'] as const;

/** = getGetSalesOrderAsCartQueryKey(orderId) */
export const orderCartKey = (orderId: number) => [`/e-commerce/v1/sales-orders/${orderId}/as-shopping-cart`] as const;

/** The shopping cart, or in edit-order mode the order as a cart. */
export const cartKey = (orderId: number | null) => (orderId === null ? currentCartKey() : orderCartKey(orderId));

export const currentCartQuery = () => ({
  queryKey: currentCartKey(),
  queryFn: ({ signal }: QueryFunctionContext) => apiFetch<ShoppingCartResponse>({ url: currentCartKey()[0], method: 'GET', signal }),
});

export const orderCartQuery = (orderId: number) => ({
  queryKey: orderCartKey(orderId),
  queryFn: ({ signal }: QueryFunctionContext) => apiFetch<SalesOrderCartResponse>({ url: orderCartKey(orderId)[0], method: 'GET', signal }),
});

/**
 * The server's answer to a change of the cart becomes the cart every view shows. A read of the
 * cart that left before the change was saved can arrive after it, holding the cart as it was, and
 * would put the older cart back: a read under way is called off and the cart read anew.
 */
export function putChangedCart(client: QueryClient, orderId: number | null, answer: ShoppingCartResponse | SalesOrderCartResponse): void {
  const queryKey = cartKey(orderId);
  const readUnderWay = client.isFetching({ queryKey, exact: true }) > 0;
  client.setQueryData(queryKey, answer);
  if (!readUnderWay) return;
  // Called off, the read leaves the cart as just set (the answer is the state it returns to).
  void client.cancelQueries({ queryKey, exact: true });
  void client.invalidateQueries({ queryKey, exact: true });
}
