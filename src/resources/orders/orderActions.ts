import type { OrderStatusId, SalesOrder } from '../../generated/model';
import { canBuy, canDecide, type PermissionSubject } from '../../domain/permissions';

/** Who looks at the order: the parts of the current user the actions depend on. */
export type OrderViewer = PermissionSubject & { user: { id: number } };

export interface OrderActionSet {
  copy: boolean;
  reorder: boolean;
  editComment: boolean;
  editNumber: boolean;
  pay: boolean;
  track: boolean;
  edit: boolean;
  removeItem: boolean;
  accept: boolean;
  reject: boolean;
}

const NONE: OrderActionSet = {
  copy: false, reorder: false, editComment: false, editNumber: false, pay: false, track: false, edit: false, removeItem: false, accept: false, reject: false,
};

/** An order's comment and client number may change until it ships (after that its papers are final). */
const OPEN_STATUSES: OrderStatusId[] = ['awaitingAcceptance', 'accepted', 'inProgress'];

/**
 * The actions the order page offers: the order's own flags (canCopy, canEdit, canPay, canAccept,
 * canReject) decide, the viewer's role narrows them. A data-only user (spec §6) sees no action at all.
 * The contract has no flag for changing comment and client number; the API allows it to the buyer who
 * placed the order, an approver or an administrator while the order is open.
 */
export function orderActions(order: SalesOrder, viewer: OrderViewer | null | undefined): OrderActionSet {
  if (!viewer || !canBuy(viewer)) return NONE;
  const decides = canDecide(viewer);
  const mayChangeDetails =
    OPEN_STATUSES.includes(order.status.id) && (order.createdBy.id === viewer.user.id || decides || viewer.user.roleName === 'admin');
  const editable = order.canEdit && order.items.length > 0;
  return {
    copy: order.canCopy && order.items.length > 0,
    reorder: order.canCopy && order.items.length > 0,
    editComment: mayChangeDetails,
    editNumber: mayChangeDetails,
    pay: order.canPay && !order.isPaid,
    // Tracking needs a parcel number; the carrier's link is optional (the dialog shows what there is).
    track: Boolean(order.trackingNumber),
    edit: editable,
    // The last line cannot go: an order without products is cancelled, not edited.
    removeItem: editable && order.items.length > 1,
    accept: order.canAccept && decides,
    reject: order.canReject && decides,
  };
}
