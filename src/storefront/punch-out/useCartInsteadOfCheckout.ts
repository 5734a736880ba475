import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { localePath } from '../../routing/routes';
import { useSettings } from '../layout/useSettings';

/**
 * In a punch-out session nothing is ordered in the shop: the procurement system orders. The
 * checkout's routes send the buyer back to the cart, whose final button returns it (OCI).
 * True while it does so (the page renders nothing).
 */
export function useCartInsteadOfCheckout(): boolean {
  const navigate = useNavigate();
  const punchOut = useSettings().data?.isPunchOutMode === true;
  useEffect(() => {
    if (punchOut) void navigate(localePath('cart'), { replace: true });
  }, [punchOut, navigate]);
  return punchOut;
}
