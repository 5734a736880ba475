import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../api/queryClient';
import { localePath } from '../../app/routes';
import { getGetCurrentCartQueryKey } from '../../generated/api/cart/cart';
import type { PlacedOrderResponse } from '../../generated/model';
import { clearDraft, saveDraft, type DraftKind } from './checkoutDraft';
import { rememberPlacedOrder } from './placedOrder';
import { fieldPaths, formErrorOf } from './serverFieldError';

/** Keeps the form's values in the tab's storage while it is filled (see checkoutDraft). */
export function useDraftPersistence<T extends FieldValues>(kind: DraftKind, form: UseFormReturn<T>): void {
  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(kind, values));
    return () => subscription.unsubscribe();
  }, [kind, form]);
}

/** Focuses the first field in error in the page's order (after the messages have rendered). */
export function focusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): void {
  window.requestAnimationFrame(() => {
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    field?.scrollIntoView?.({ block: 'center' });
  });
}

/**
 * Sends an order and handles what follows: a 400 about a field goes beside that field, any other
 * failure above the order button (the typed values stay); success clears the draft, goes to the
 * payment page or the confirmation, and refreshes the cart so the header shows it empty.
 */
export function useOrderSubmit<T extends FieldValues>(kind: DraftKind, form: UseFormReturn<T>, formRef: RefObject<HTMLFormElement | null>) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const fields = useRef<Set<string> | null>(null);

  async function submit(send: () => Promise<PlacedOrderResponse>, email: string | null) {
    setFormError(null);
    let placed: PlacedOrderResponse;
    try {
      placed = await send();
    } catch (error) {
      fields.current ??= fieldPaths(form.getValues());
      const problem = formErrorOf(error, fields.current, t('errors.placeFailed'));
      if (problem.field) form.setError(problem.field as Path<T>, { type: 'server', message: problem.message });
      else setFormError(problem.message);
      focusFirstInvalid(formRef);
      if (!problem.field) window.requestAnimationFrame(() => document.getElementById('checkout-form-error')?.focus());
      return;
    }
    clearDraft(kind);
    rememberPlacedOrder(placed, email);
    const confirmation = localePath('checkout-id', { id: placed.salesOrder.id });
    const payment = placed.paymentRedirectUrl;
    if (payment && /^https?:\/\//.test(payment)) window.location.assign(payment);
    else await navigate(payment ?? confirmation, { replace: true });
    // The cart is empty now: the header and the cart page read it again.
    void queryClient.invalidateQueries({ queryKey: getGetCurrentCartQueryKey() });
    void queryClient.invalidateQueries({ queryKey: ['/e-commerce/v1/checkout'] });
    void queryClient.invalidateQueries({ queryKey: ['/e-commerce/v1/checkout/with-registration'] });
  }

  return { submit, formError, clearFormError: () => setFormError(null) };
}
