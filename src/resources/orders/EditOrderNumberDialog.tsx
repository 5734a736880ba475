import { useTranslation } from '../../i18n/useTranslation';
import type { SalesOrder } from '../../generated/model';
import { showToast } from '../../ui/toasts/toastStore';
import { TextValueDialog } from './TextValueDialog';
import { useUpdateOrder } from './useOrderMutations';

/** Spec §2 "edit order number": the client's own order number (up to 50 characters, may be emptied). */
export function EditOrderNumberDialog({ order, open, onClose }: { order: SalesOrder; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const update = useUpdateOrder();
  return (
    <TextValueDialog
      open={open}
      title={t('orders.dialogs.number.title', { number: order.number })}
      label={t('orders.dialogs.number.label')}
      initial={order.clientOrderNumber ?? ''}
      maxLength={50}
      onSubmit={async (clientOrderNumber) => {
        await update.run(order.id, { clientOrderNumber });
        showToast({ message: t('orders.actions.updated') });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
