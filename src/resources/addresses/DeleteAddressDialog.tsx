import { useTranslation } from '../../i18n/useTranslation';
import type { DeliveryAddress } from '../../generated/model';
import { deleteFromBook } from '../../domain/deliveryAddressBook';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { useDeleteAddress } from './useAddressBookChange';

interface DeleteAddressDialogProps {
  address: DeliveryAddress;
  /** The whole book, to say which address becomes the default when the default one goes. */
  book: readonly DeliveryAddress[];
  open: boolean;
  onClose: () => void;
}

/**
 * "Usuń adres": asks first, as every deletion of the account does; deleting the default address names
 * the one that takes its place (src/domain/deliveryAddressBook.ts). A refusal shows the server's message.
 */
export function DeleteAddressDialog({ address, book, open, onClose }: DeleteAddressDialogProps) {
  const { t } = useTranslation('account');
  const remove = useDeleteAddress();
  const outcome = deleteFromBook(book, address.id);
  const next = outcome.ok ? outcome.newDefault : null;
  return (
    <ConfirmDeleteDialog
      open={open}
      title={t('addresses.delete.title')}
      lead={next ? t('addresses.delete.leadDefault', { name: address.name, next: next.name }) : t('addresses.delete.lead', { name: address.name })}
      cancelLabel={t('addresses.cancel')}
      confirmLabel={t('addresses.delete.confirm')}
      onConfirm={() => remove(address.id)}
      deletedMessage={t('addresses.delete.deleted')}
      failedMessage={t('addresses.delete.failed')}
      onClose={onClose}
    />
  );
}
