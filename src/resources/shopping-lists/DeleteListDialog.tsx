import { useTranslation } from '../../i18n/useTranslation';
import type { ShoppingList } from '../../generated/model';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { useDeleteList } from './useShoppingListMutations';

interface DeleteListDialogProps {
  list: Pick<ShoppingList, 'id' | 'name'>;
  open: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * "Usuń listę" (spec §2 "delete list"): asks first; a refusal shows the server's message, else
 * "Wystąpił błąd podczas usuwania listy" (spec §8), and the list stays.
 */
export function DeleteListDialog({ list, open, onClose, onDeleted }: DeleteListDialogProps) {
  const { t } = useTranslation('account');
  const remove = useDeleteList();
  return (
    <ConfirmDeleteDialog
      open={open}
      title={t('shoppingLists.delete.title')}
      lead={t('shoppingLists.delete.lead', { name: list.name })}
      cancelLabel={t('shoppingLists.dialogs.cancel')}
      confirmLabel={t('shoppingLists.delete.confirm')}
      onConfirm={() => remove(list.id)}
      deletedMessage={t('shoppingLists.delete.deleted')}
      failedMessage={t('shoppingLists.delete.failed')}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
