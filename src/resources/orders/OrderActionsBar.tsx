import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PaymentIcon from '@mui/icons-material/Payment';
import ReplayIcon from '@mui/icons-material/Replay';
import TagIcon from '@mui/icons-material/Tag';
import type { SalesOrder } from '../../generated/model';
import { useSession } from '../../session';
import { localePath } from '../../routing/routes';
import { startEditOrder } from '../../session/editOrder';
import { OrderApprovalValidationDialog } from '../../ui/order-acceptance/OrderApprovalValidationDialog';
import { failureText, type DecisionOutcome } from '../../ui/order-acceptance/orderDecision';
import { RejectOrderDialog } from '../acceptance/RejectOrderDialog';
import { useOrderDecisions } from '../acceptance/useOrderDecisions';
import type { OrderActionSet } from './orderActions';
import { CopyOrderDialog, useCopyOrder } from './CopyOrderDialog';
import { EditCommentDialog } from './EditCommentDialog';
import { EditOrderNumberDialog } from './EditOrderNumberDialog';
import { messageOf } from './orderMessages';
import { visuallyHidden } from './orderFormat';
import { PayOrderDialog } from './PayOrderDialog';
import { TrackDeliveryDialog } from './TrackDeliveryDialog';

type DialogName = 'copy' | 'comment' | 'number' | 'pay' | 'track' | 'accept' | 'reject';

/** The buttons of the actions the order allows this user, and their dialogs. */
export function OrderActionsBar({ order, actions, labelledBy }: { order: SalesOrder; actions: OrderActionSet; labelledBy: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const copy = useCopyOrder();
  // The approver's decisions are the acceptance queue's: same dialog, same toasts, same invalidation.
  const decisions = useOrderDecisions();
  const close = () => setDialog(null);

  const reorder = async () => {
    setFailure(null);
    try {
      // "Reorder in one click": the products join what is in the cart, and the buyer lands on the cart.
      await copy.run(order, false);
      void navigate(localePath('cart'));
    } catch (error) {
      setFailure(messageOf(error, t('orders.actions.failed')));
    }
  };
  const { showNetPrices } = useSession();
  /** A failed decision stays on the page, naming the order and why, until the next attempt. */
  const report = (outcome: DecisionOutcome<SalesOrder>) => {
    const failed = outcome.failed[0];
    if (!failed) return;
    const text = failureText(t, outcome.decision, order.number, failed.failure);
    setFailure(`${text.title} ${text.reason}`);
  };
  // The same confirmation as the acceptance queue's: cost centre, value and the amount over the limit.
  const runAccept = async () => {
    setFailure(null);
    const outcome = await decisions.decide('accept', [order]);
    close();
    report(outcome);
  };
  const runReject = async (reason: string) => {
    setFailure(null);
    const outcome = await decisions.decide('reject', [order], reason);
    close();
    report(outcome);
  };
  const edit = () => {
    // The cart becomes the order ("TRYB EDYCJI") until the buyer ends the edit.
    startEditOrder(order.id);
    void navigate(localePath('cart'));
  };

  const buttons = [
    actions.accept && (
      <Button key="accept" variant="contained" color="success" startIcon={<CheckIcon />} onClick={() => setDialog('accept')} loading={decisions.pending === 'accept'}>
        {t('orders.actions.accept')}
      </Button>
    ),
    actions.reject && (
      <Button key="reject" variant="outlined" color="error" startIcon={<CloseIcon />} onClick={() => setDialog('reject')}>
        {t('orders.actions.reject')}
      </Button>
    ),
    actions.pay && (
      <Button key="pay" variant="contained" startIcon={<PaymentIcon />} onClick={() => setDialog('pay')}>
        {t('orders.actions.pay')}
      </Button>
    ),
    actions.reorder && (
      <Button key="reorder" variant="contained" startIcon={<ReplayIcon />} onClick={reorder} loading={copy.isPending && dialog === null}>
        {t('orders.actions.reorder')}
      </Button>
    ),
    actions.copy && (
      <Button key="copy" variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setDialog('copy')}>
        {t('orders.actions.copy')}
      </Button>
    ),
    actions.edit && (
      <Button key="edit" variant="outlined" startIcon={<EditOutlined />} onClick={edit}>
        {t('orders.actions.edit')}
      </Button>
    ),
    actions.editComment && (
      <Button key="comment" variant="outlined" startIcon={<EditNoteIcon />} onClick={() => setDialog('comment')}>
        {t('orders.actions.editComment')}
      </Button>
    ),
    actions.editNumber && (
      <Button key="number" variant="outlined" startIcon={<TagIcon />} onClick={() => setDialog('number')}>
        {t('orders.actions.editNumber')}
      </Button>
    ),
    actions.track && (
      <Button key="track" variant="outlined" startIcon={<LocalShippingOutlined />} onClick={() => setDialog('track')}>
        {t('orders.actions.track')}
      </Button>
    ),
  ].filter(Boolean);
  if (!buttons.length) return null;

  return (
    <Box component="section" aria-labelledby={labelledBy} sx={{ mb: 3 }}>
      <Box component="h2" id={labelledBy} sx={visuallyHidden}>
        {t('orders.detail.actions')}
      </Box>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& .MuiButton-root': { flex: { xs: '1 1 100%', sm: '0 0 auto' } } }}>{buttons}</Box>
      {dialog === 'copy' && <CopyOrderDialog order={order} open onClose={close} />}
      {dialog === 'comment' && <EditCommentDialog order={order} open onClose={close} />}
      {dialog === 'number' && <EditOrderNumberDialog order={order} open onClose={close} />}
      {dialog === 'pay' && <PayOrderDialog order={order} open onClose={close} />}
      {dialog === 'track' && <TrackDeliveryDialog order={order} open onClose={close} />}
      <OrderApprovalValidationDialog
        open={dialog === 'accept'}
        orders={[order]}
        showNetPrices={showNetPrices}
        onClose={close}
        onConfirm={runAccept}
        pending={decisions.pending === 'accept'}
      />
      <RejectOrderDialog
        open={dialog === 'reject'}
        orderNumbers={[order.number]}
        onClose={close}
        onConfirm={runReject}
        pending={decisions.pending === 'reject'}
      />
    </Box>
  );
}
