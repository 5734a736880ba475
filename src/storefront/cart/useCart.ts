import { useGetCurrentCart } from '../../generated/api/cart/cart';
import { useSession } from '../../session';

/** The current cart (GET shopping-carts/current), once the session has a token. */
export function useCart() {
  const { status } = useSession();
  return useGetCurrentCart(undefined, { query: { enabled: status === 'ready' } });
}
