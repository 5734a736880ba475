import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCurrentCart, getGetCurrentCartQueryKey } from '../../generated/api/cart/cart';
import type { Cart } from '../../generated/model';

/**
 * The cart the summary shows: the checkout's own until a delivery method is chosen, then the cart
 * priced for that method (GET shopping-carts/current?deliveryMethod=…), so the delivery fee and the
 * totals are the server's for the buyer's choice.
 */
export function useSummaryCart(checkoutCart: Cart, deliveryMethod: string): { cart: Cart; updating: boolean } {
  const params = { deliveryMethod };
  const priced = useQuery({
    queryKey: getGetCurrentCartQueryKey(params),
    queryFn: ({ signal }) => getCurrentCart(params, undefined, signal),
    enabled: deliveryMethod !== '',
    placeholderData: keepPreviousData,
  });
  const cart = deliveryMethod && priced.data ? priced.data.shoppingCart : checkoutCart;
  return { cart, updating: deliveryMethod !== '' && priced.isFetching };
}
