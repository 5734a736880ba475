import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { serverMessageOr } from '../../api/ApiError';
import { isValidOrderMultiple, isValidQuantity, type OrderMultiple } from '../../domain/quantity';
import { truncate } from '../../domain/text';
import { withAgeCheck } from '../../ui/ageGate/ageGate';
import { currentEditOrderId } from '../../session/editOrder';
import { showMessage } from '../../ui/modal/messageStore';
import { showToast } from '../../ui/toasts/toastStore';
import { cartApi, putChangedCart } from '../../api/queries/cartQueries';
import { showOrderUpdated } from './orderUpdatedToast';

export interface CartProduct extends OrderMultiple {
  id: number;
  name: string;
  uom: string;
  /** Products of a category for adults pass the age gate first (spec §4). */
  category?: { forAdults: boolean };
}

interface AddVariables {
  product: CartProduct;
  quantity: number;
  /** The order being edited, or null for the shopping cart. */
  orderId: number | null;
}

/**
 * Adds a product to the cart (POST shopping-carts/current) — or, in edit-order mode, to the order
 * being edited (POST sales-orders/{id}/item, "Zamówienie zostało zaktualizowane" or the answer's note). A quantity that
 * breaks the order multiple opens the "Komunikat" modal and adds nothing; a product for adults
 * waits for the age popup; success updates the cart and shows "Został dodany do koszyka"; a
 * refusal shows the server's message with the product's name (spec §4, §8).
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ product, quantity, orderId }: AddVariables) => {
      const api = await cartApi();
      const change = { productId: product.id, quantity };
      const response = orderId === null ? await api.addToCurrentCart(change) : await api.addSalesOrderItem(orderId, change);
      putChangedCart(queryClient, orderId, response);
      return response.message;
    },
    // The answer is the cart (putChangedCart): it is not read again.
    onSuccess: (note, { product, orderId }) => {
      if (orderId === null) showToast({ title: truncate(product.name), message: t('cart.added') });
      else showOrderUpdated(product.name, note);
    },
    onError: (error, { product }) => {
      showMessage({ title: t('message.title'), subject: product.name, text: serverMessageOr(error, t('cart.addFailed')) });
    },
  });

  /** `onAdded` runs once the product is in the cart (e.g. "Kup teraz" then opens the checkout). */
  const add = (product: CartProduct, quantity: number, onAdded?: () => void) => {
    if (!isValidQuantity(quantity, product)) {
      const text = isValidOrderMultiple(quantity, product) || quantity < 1
        ? t('quantity.invalid')
        : t('quantity.notMultiple', { multiple: product.orderQuantityMultiple, uom: product.uom });
      showMessage({ title: t('message.title'), subject: product.name, text });
      return;
    }
    withAgeCheck(product.category?.forAdults ?? false, () => mutation.mutate({ product, quantity, orderId: currentEditOrderId() }, { onSuccess: () => onAdded?.() }));
  };

  return {
    add,
    /** The product being added right now, for the button's loading state. */
    addingId: mutation.isPending ? mutation.variables?.product.id : undefined,
  };
}
