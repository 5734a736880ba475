import { truncate } from '../../domain/text';
import i18n from '../../i18n';
import { showToast } from '../../ui/toasts/toastStore';

/**
 * The toast after a change to the order being edited (edit-order mode): the answer's note when it has
 * one — the order waits for approval again, or how much of the product is in stock — else "Zamówienie
 * zostało zaktualizowane".
 */
export function showOrderUpdated(productName: string, note: string | null | undefined): void {
  showToast({ title: truncate(productName), message: note || (i18n.t('common:cart.orderUpdated') as string), severity: note ? 'info' : 'success' });
}
