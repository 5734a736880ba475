import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { queryClient } from '../../api/queryClient';
import { localePath } from '../../routing/routes';
import { getGetCurrentCartQueryKey } from '../../generated/api/cart/cart';
import { isApiError } from '../../api/ApiError';
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

/** The dotted paths of the fields a form's errors name (`{ address: { zip: … } }` → `address.zip`). */
export function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!value || typeof value !== 'object') return [];
    return 'message' in value || 'type' in value ? [path] : errorPaths(value as FieldErrors, path);
  });
}

/**
 * Focuses the first field in error in the page's order. Fields named in `names` are found by their
 * name at once, without waiting for React to draw their messages (a field's `aria-invalid` comes
 * with the next render, which may follow the next frame); with no names, the fields already marked
 * invalid are looked up in the next frame.
 */
export function focusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, names?: readonly string[]): void {
  const focus = (field: HTMLElement | null | undefined) => {
    field?.focus();
    field?.scrollIntoView?.({ block: 'center' });
  };
  if (names?.length) {
    const wanted = new Set(names);
    // querySelectorAll keeps the page's order: the first match is the first field in error.
    const first = [...(formRef.current?.querySelectorAll<HTMLElement>('[name]') ?? [])].find((field) => wanted.has(field.getAttribute('name') ?? ''));
    if (first) return focus(first);
  }
  window.requestAnimationFrame(() => focus(formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')));
}

/** The header's cart, the cart page and the checkout's summary read the cart again. */
function refreshCartViews(): void {
  void queryClient.invalidateQueries({ queryKey: getGetCurrentCartQueryKey() });
  void queryClient.invalidateQueries({ queryKey: ['/e-commerce/v1/checkout'] });
  void queryClient.invalidateQueries({ queryKey: ['/e-commerce/v1/checkout/with-registration'] });
}

/**
 * Sends an order and handles what follows: a 400 about a field goes beside that field, any other
 * failure above the order button (the typed values stay). A refusal (a 4xx other than 401) reads
 * the cart again: it may have changed since the page showed it (emptied in another tab, a product
 * gone), and the summary then shows what the server holds — an emptied cart turns the page into the
 * empty cart's, the typed values kept in the draft. Success clears the draft, goes to the payment
 * page or the confirmation, and refreshes the cart so the header shows it empty.
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
      focusFirstInvalid(formRef, problem.field ? [problem.field] : undefined);
      if (!problem.field) window.requestAnimationFrame(() => document.getElementById('checkout-form-error')?.focus());
      // A 401 is about the session, not the cart: reading the cart again would fail the same way.
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) refreshCartViews();
      return;
    }
    clearDraft(kind);
    rememberPlacedOrder(placed, email);
    const confirmation = localePath('checkout-id', { id: placed.salesOrder.id });
    const payment = placed.paymentRedirectUrl;
    if (payment && /^https?:\/\//.test(payment)) window.location.assign(payment);
    else await navigate(payment ?? confirmation, { replace: true });
    // The cart is empty now: the header and the cart page read it again.
    refreshCartViews();
  }

  return { submit, formError, clearFormError: () => setFormError(null) };
}
