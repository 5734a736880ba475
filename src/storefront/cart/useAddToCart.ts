import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serverMessageOr } from '../../api/ApiError';
import { addToCurrentCart, getGetCurrentCartQueryKey } from '../../generated/api/cart/cart';
import { isValidOrderMultiple, isValidQuantity, type OrderMultiple } from '../../domain/quantity';
import { truncate } from '../../domain/text';
import { showMessage } from '../../ui/modal/messageStore';
import { showToast } from '../../ui/toasts/toastStore';

export interface CartProduct extends OrderMultiple {
  id: number;
  name: string;
  uom: string;
}

/**
 * Adds a product to the cart (POST shopping-carts/current): a quantity that breaks the order
 * multiple opens the "Komunikat" modal and adds nothing; success updates the cart and shows
 * "Został dodany do koszyka"; a refusal shows the server's message (spec §4, §8).
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ product, quantity }: { product: CartProduct; quantity: number }) =>
      addToCurrentCart({ productId: product.id, quantity }),
    onSuccess: (response, { product }) => {
      queryClient.setQueryData(getGetCurrentCartQueryKey(), response);
      void queryClient.invalidateQueries({ queryKey: getGetCurrentCartQueryKey() });
      showToast({ title: truncate(product.name), message: t('cart.added') });
    },
    onError: (error, { product }) => {
      showMessage({ title: t('message.title'), subject: product.name, text: serverMessageOr(error, t('cart.addFailed')) });
    },
  });

  const add = (product: CartProduct, quantity: number) => {
    if (!isValidQuantity(quantity, product)) {
      const text = isValidOrderMultiple(quantity, product) || quantity < 1
        ? t('quantity.invalid')
        : t('quantity.notMultiple', { multiple: product.orderQuantityMultiple, uom: product.uom });
      showMessage({ title: t('message.title'), subject: product.name, text });
      return;
    }
    mutation.mutate({ product, quantity });
  };

  return {
    add,
    /** The product being added right now, for the button's loading state. */
    addingId: mutation.isPending ? mutation.variables?.product.id : undefined,
  };
}
