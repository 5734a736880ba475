import { useState, type FormEvent } from 'react';
import { initialQuantity, type OrderMultiple } from '../domain/quantity';

/**
 * The quantity of an add-to-cart form (a product page's or a tile's), starting at the product's
 * first valid amount (spec §5), and the form's submit: no page load, `onAdd` with the quantity.
 */
export function useQuantityForm(rule: OrderMultiple, onAdd: (quantity: number) => void) {
  const [quantity, setQuantity] = useState(() => initialQuantity(rule));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAdd(quantity);
  };
  return { quantity, setQuantity, onSubmit };
}
