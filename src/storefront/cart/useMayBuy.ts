import { isOnlyData } from '../../domain/permissions';
import { useSession } from '../../session';

/**
 * Whether the shopper may put products in the cart and order (spec §6): everyone but the data-only
 * role (isOnlyData), which reads prices and data but buys nothing. Guests may buy.
 */
export function useMayBuy(): boolean {
  return !isOnlyData(useSession().currentUser);
}
