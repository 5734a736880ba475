import { useState, type FormEvent } from 'react';
import { initialQuantity, type OrderMultiple } from '../domain/quantity';

/**
 * The quantity of an add-to-cart form (a product page's or a tile's), starting at the product's
 * first valid amount (spec §5), and the form's submit: no page load, `onAdd` with the quantity.
 * While the field holds a refused value (QuantityInput's `onRefusedChange`) the form adds nothing:
 * the field's own message says what to correct.
 */
export function useQuantityForm(rule: OrderMultiple, onAdd: (quantity: number) => void) {
  const [quantity, setQuantity] = useState(() => initialQuantity(rule));
  const [refused, setRefused] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refused) {
      event.currentTarget.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
      return;
    }
    onAdd(quantity);
  };
  return { quantity, setQuantity, refused, setRefused, onSubmit };
}
