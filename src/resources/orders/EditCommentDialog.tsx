import { useTranslation } from '../../i18n/useTranslation';
import type { SalesOrder } from '../../generated/model';
import { showToast } from '../../ui/toasts/toastStore';
import { TextValueDialog } from './TextValueDialog';
import { useUpdateOrder } from './useOrderMutations';

/** Spec §2 "edit comment": the order's comment (up to 500 characters, may be emptied). */
export function EditCommentDialog({ order, open, onClose }: { order: SalesOrder; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const update = useUpdateOrder();
  return (
    <TextValueDialog
      open={open}
      title={t('orders.dialogs.comment.title', { number: order.number })}
      label={t('orders.dialogs.comment.label')}
      initial={order.comment ?? ''}
      maxLength={500}
      multiline
      onSubmit={async (comment) => {
        await update.run(order.id, { comment });
        showToast({ message: t('orders.actions.updated') });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
