import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { localePath } from '../../routing/routes';
import type { ShoppingList, ShoppingListItem } from '../../generated/model';
import { sendWithAgeAnswer } from '../../ui/ageGate/ageGateBatch';
import { currentCartQuery } from '../../api/queries/cartQueries';
import { showToast } from '../../ui/toasts/toastStore';
import { messageOf } from '../orders/orderMessages';
import { useListAction } from './useShoppingListMutations';

interface AddListToBasketDialogProps {
  list: Pick<ShoppingList, 'id' | 'name'>;
  /** The lines to put into the cart (the whole list or the chosen ones), with the list's quantities. */
  items: readonly ShoppingListItem[];
  open: boolean;
  onClose: () => void;
}

/**
 * "Dodaj listę do koszyka" (spec §2 "add list to basket"): asks whether to empty the cart first
 * (POST shopping-lists/{id}/add-to-shopping-cart with clearShoppingCart). The cart's rules apply (order
 * multiples, all or nothing); products for adults wait for the age popup when the API asks (spec §4). A
 * refusal shows the server's message, else "Wystąpił błąd podczas dodawania listy do koszyka" (spec §8),
 * and the cart stays as it was.
 */
export function AddListToBasketDialog({ list, items, open, onClose }: AddListToBasketDialogProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const toCart = useListAction('addToCart');
  const cart = useQuery({ ...currentCartQuery(), enabled: open });
  const inCart = cart.data?.shoppingCart.items.length ?? 0;
  const [choice, setChoice] = useState<'add' | 'clear' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const run = async (clearShoppingCart: boolean) => {
    setChoice(clearShoppingCart ? 'clear' : 'add');
    setFailure(null);
    try {
      const chosen = items.map((line) => ({ itemId: line.item.id, quantity: line.quantity }));
      // Products for adults follow the age gate (spec §4): when the API asks, the age popup decides whether they go in.
      const response = await sendWithAgeAnswer((ageConfirmed) => toCart.run(list.id, { items: chosen, clearShoppingCart, ageConfirmed }));
      showToast({ message: response.message || t('shoppingLists.toCart.added'), link: { href: localePath('cart'), label: t('shoppingLists.toCart.goToCart') } });
      onClose();
    } catch (error) {
      setFailure(messageOf(error, t('shoppingLists.toCart.failed')));
    } finally {
      setChoice(null);
    }
  };
  return (
    <Dialog open={open} onClose={choice ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('shoppingLists.toCart.title')}</DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <DialogContentText sx={{ mb: 1 }}>{t('shoppingLists.toCart.lead', { count: items.length, name: list.name })}</DialogContentText>
        <DialogContentText>{inCart > 0 ? t('shoppingLists.toCart.cartHas', { count: inCart }) : t('shoppingLists.toCart.cartEmpty')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={Boolean(choice)}>
          {t('shoppingLists.dialogs.cancel')}
        </Button>
        {inCart > 0 ? (
          <Button variant="outlined" onClick={() => void run(true)} loading={choice === 'clear'} disabled={Boolean(choice)}>
            {t('shoppingLists.toCart.clearAndAdd')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={() => void run(false)} loading={choice === 'add'} disabled={Boolean(choice) || items.length === 0}>
          {t('shoppingLists.toCart.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
