import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SalesOrderSummary } from '../../generated/model';
import { localePath } from '../../routing/routes';
import { sendWithAgeAnswer } from '../../ui/ageGate/ageGateBatch';
import { showToast } from '../../ui/toasts/toastStore';
import { batchAgeAnswer, copyInTurn, type CopyResult } from './bulkCopy';
import { messageOf } from './orderMessages';
import { useOrderAction } from './useOrderMutations';

/**
 * Copies an order into the cart and says so with the API's message and a link to the cart. Products for
 * adults follow the age gate (spec §4): when the API asks, the age popup decides whether they go in.
 */
export function useCopyOrder() {
  const { t } = useTranslation('account');
  const copy = useOrderAction('copy');
  // Pending from the first request until the last answer, the age popup's wait included.
  const [running, setRunning] = useState(false);
  const run = async (order: Pick<SalesOrderSummary, 'id'>, clearCart: boolean) => {
    setRunning(true);
    try {
      const response = await sendWithAgeAnswer((ageConfirmed) => copy.run(order.id, { clearCart, ageConfirmed }));
      showToast({ message: response.message || t('orders.actions.copied'), link: { href: localePath('cart'), label: t('orders.actions.goToCart') } });
      return response;
    } finally {
      setRunning(false);
    }
  };
  return { run, isPending: copy.isPending || running };
}

/**
 * Copies several orders into the cart ("Kopiuj do koszyka" on the ticked orders of the list): each by
 * the same request as a single copy, adding to the cart, one after another; the age popup opens once at
 * most. Resolves with what each order's copy did (the API's message, or why nothing went in).
 */
export function useCopyOrders() {
  const { t } = useTranslation('account');
  const copy = useOrderAction('copy');
  const [running, setRunning] = useState(false);
  const run = async <O extends Pick<SalesOrderSummary, 'id'>>(orders: readonly O[]): Promise<CopyResult<O>[]> => {
    setRunning(true);
    try {
      const ageAnswer = batchAgeAnswer();
      return await copyInTurn(
        orders,
        (order) => sendWithAgeAnswer((ageConfirmed) => copy.run(order.id, { clearCart: false, ageConfirmed: ageAnswer(ageConfirmed) })),
        (error) => messageOf(error, t('orders.actions.failed')),
      );
    } finally {
      setRunning(false);
    }
  };
  return { run, isPending: running };
}

/** Spec §2 "copy order": asks whether the cart is emptied first. */
export function CopyOrderDialog({ order, open, onClose }: { order: Pick<SalesOrderSummary, 'id' | 'number'>; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const copy = useCopyOrder();
  const [choice, setChoice] = useState<'add' | 'clear' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const run = async (clearCart: boolean) => {
    setChoice(clearCart ? 'clear' : 'add');
    setFailure(null);
    try {
      await copy.run(order, clearCart);
      onClose();
    } catch (error) {
      setFailure(messageOf(error, t('orders.actions.failed')));
    } finally {
      setChoice(null);
    }
  };
  return (
    <Dialog open={open} onClose={choice ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('orders.dialogs.copy.title', { number: order.number })}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText>{t('orders.dialogs.copy.lead')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={Boolean(choice)}>
          {t('orders.dialogs.cancel')}
        </Button>
        <Button variant="outlined" onClick={() => run(true)} loading={choice === 'clear'} disabled={Boolean(choice)}>
          {t('orders.dialogs.copy.clearAndAdd')}
        </Button>
        <Button variant="contained" onClick={() => run(false)} loading={choice === 'add'} disabled={Boolean(choice)}>
          {t('orders.dialogs.copy.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
