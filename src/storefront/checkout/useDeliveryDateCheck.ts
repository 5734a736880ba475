import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { DELIVERY_DATE_MESSAGES } from '../../domain/deliveryDate';
import { validateUserDeliveryDate } from '../../generated/api/checkout/checkout';
import type { InsufficientStockDecision } from '../../generated/model';
import type { AccountCheckoutValues } from './checkoutSchema';

/**
 * The delivery date is checked by the server when chosen (spec §7): an invalid date shows the
 * server's message or "Wybrany termin dostawy jest niedostępny."; a failed check shows "Podczas
 * sprawdzania daty dostawy wystąpił błąd." (spec §8). The last answer wins.
 */
export function useDeliveryDateCheck(form: Pick<UseFormReturn<AccountCheckoutValues>, 'getValues'>) {
  const { t } = useTranslation('checkout');
  const [state, setState] = useState<{ checking: boolean; problem: string | null }>({ checking: false, problem: null });
  const latest = useRef(0);
  async function check(date: string, deliveryAddressId: string) {
    const request = ++latest.current;
    if (!date) {
      setState({ checking: false, problem: null });
      return;
    }
    setState({ checking: true, problem: null });
    const decision = form.getValues('insufficientStockDecision');
    let problem: string | null;
    try {
      const answer = await validateUserDeliveryDate({
        selectedDeliveryDate: date,
        ...(decision ? { insufficientStockDecision: decision as InsufficientStockDecision } : {}),
        ...(deliveryAddressId ? { deliveryAddressId: Number(deliveryAddressId) } : {}),
      });
      problem = answer.isValidDate ? null : answer.message || t('errors.dateUnavailable', { defaultValue: DELIVERY_DATE_MESSAGES.unavailable });
    } catch {
      problem = t('errors.dateCheckFailed', { defaultValue: DELIVERY_DATE_MESSAGES.checkFailed });
    }
    if (request === latest.current) setState({ checking: false, problem });
  }
  return { ...state, check };
}
