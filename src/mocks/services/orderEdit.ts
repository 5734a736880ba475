/**
 * Edit-order mode: an order awaiting acceptance or accepted, seen as a cart and changed line by line.
 * Who may edit is what the order list says (`canEdit` of toSalesOrderSummary: the creator or an
 * approver, never a data-only user). Changed lines are kept in `state.orderLines`, which `allOrders()`
 * applies, so the order list, the order page and the totals all show the edited order.
 * Lines already in the order keep the order's prices; a product added while editing gets today's price.
 *
 * Every change goes through the order policy's edit rule (src/domain/orderPolicy/editRule.ts): the
 * edited order is checked as if placed now. Over a hard limit the change is refused (409, §5 message)
 * and nothing changes; where the approval rules, or a limit that may be exceeded after approval, ask
 * for decisions, the order waits for them again from the first level (the approvers who decide that
 * level get a notification and an e-mail; the answer's note tells the editor); each change is a dated
 * entry of the order's history with the amounts before and after.
 */
import { formatPln } from '../../domain/money';
import { chainOfRules, editOutcome, type ChainLevel, type EditableStatus } from '../../domain/orderPolicy';
import type { OrderCart } from '../../generated/model';
import { ORDER_STATUSES } from '../db/reference';
import { orderPromoEffect } from '../db/seed/promoCodes';
import { allOrders, updateState } from '../db/store';
import type { SeedOrder, SeedOrderLine, SeedUser } from '../db/types';
import { DemoHttpError, forbidden, notFound } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import type { ViewContext } from '../presenters/context';
import { orderTotals, personName, toSalesOrderSummary } from '../presenters/order';
import { toProductSummary } from '../presenters/product';
import { goodsNet, requireProduct, requireQuantity } from './cart';
import { presentPricedCart, type PricedEntry } from './cartMoney';
import { unitPriceNet } from './companyPrices';
import { approversOf, sendAwaitingApprovalMails } from './mail/orderMails';
import { notify } from './notifications';
import { orderPagePath } from './orderDecisions';
import { recordOrderEvent } from './orderHistory';
import { centreWithoutOrder, isCompanyApprover, orderLimitValue } from './orderLimits';
import { userCostCenters } from './costCenters';
import { companyRules, startChain } from './orderApproval';
import { visibleOrders } from './orders';

const EDITABLE = new Set(['awaitingAcceptance', 'accepted']);

type Viewer = ViewContext & { user: NonNullable<ViewContext['user']>; company: NonNullable<ViewContext['company']>; locale?: DemoLocale };

/** The order the viewer may edit: 404 when not theirs to see, 409 when its status is past editing, 403 when they may not edit it. */
export function editableOrder(orderId: number, ctx: Viewer): SeedOrder {
  const order = visibleOrders(ctx.user, ctx.company).find((candidate) => candidate.id === orderId);
  if (!order) throw notFound(`Nie znaleziono zamówienia o identyfikatorze ${orderId}.`);
  if (toSalesOrderSummary(order, ctx.seed, ctx.user).canEdit) return order;
  if (!EDITABLE.has(order.status)) {
    throw new DemoHttpError(409, 'ORDER-NOT-EDITABLE', `Zamówienia ${order.number} nie można już edytować – ma status „${ORDER_STATUSES[order.status]}”.`);
  }
  throw forbidden(`Nie masz uprawnień do edycji zamówienia ${order.number}.`);
}

function orderEntries(order: SeedOrder, ctx: ViewContext): PricedEntry[] {
  return order.lines.flatMap((line) => {
    const product = ctx.seed.productById.get(line.productId);
    return product ? [{ id: line.productId, product, quantity: line.quantity, unitNet: line.priceNet, vatRate: line.vat, deposit: line.deposit }] : [];
  });
}

/** The order as a cart: the cart's money with the order's own delivery fee and promo code, and each item's pack options. */
export function presentOrderCart(order: SeedOrder, ctx: ViewContext): OrderCart {
  const entries = orderEntries(order, ctx);
  const promo = orderPromoEffect(order.placed?.promoCode, goodsNet(entries));
  // The delivery fee was fixed when the order was placed, so no amount is "missing" to free delivery.
  const cart = presentPricedCart(entries, ctx, { discountNet: promo.discountNet, deliveryNet: order.deliveryNet, missingForFreeNet: 0, promoCode: promo.code });
  return {
    ...cart,
    orderId: order.id,
    orderNumber: order.number,
    itemsWithPacks: cart.items.map((item, index) => ({ ...item, multiPacks: toProductSummary(entries[index].product, ctx).multiPacks })),
  };
}

const amount = (order: SeedOrder) => {
  const { net, gross } = orderTotals(order).grandTotal;
  return { net, gross };
};

/**
 * Saves the order's new lines when the edit rule allows them. A raise is refused on a centre the editor
 * may no longer order on (403 COST-CENTER-NOT-ASSIGNED) and over a hard limit (409 COST-CENTER-LIMIT);
 * where the approval rules or an approval limit ask for decisions, the order waits again from the
 * first level of the chain an order placed now would need; else the status stays. Returns the answer's
 * note on a re-approval (null otherwise).
 */
function saveLines(order: SeedOrder, lines: SeedOrderLine[], ctx: Viewer): string | null {
  if (lines.length === 0) throw new DemoHttpError(409, 'ORDER-EMPTY', 'Zamówienie musi zawierać co najmniej jeden produkt.');
  const edited: SeedOrder = { ...order, lines };
  const centre = centreWithoutOrder(order);
  const outcome = editOutcome({
    status: order.status as EditableStatus,
    centre,
    costCentreId: order.costCenterId,
    // The centres the editor may order on now (an archived one, or one taken from her, is none of them).
    centreGiven: order.costCenterId === null || userCostCenters(ctx.user, ctx.company).some((mine) => mine.id === order.costCenterId),
    valueBefore: orderLimitValue(order),
    valueAfter: orderLimitValue(edited),
    rules: companyRules(order.companyId),
    editorIsApprover: isCompanyApprover(ctx.user, ctx.company),
  });
  if (outcome.kind === 'refused' && outcome.reason === 'centre') throw new DemoHttpError(403, 'COST-CENTER-NOT-ASSIGNED', outcome.message, { field: 'quantity' });
  if (outcome.kind === 'refused') throw new DemoHttpError(409, 'COST-CENTER-LIMIT', outcome.message, { field: 'quantity' });
  const at = new Date().toISOString();
  updateState((state) => {
    state.orderLines[order.id] = lines;
    if (outcome.kind === 'reapproval') state.orderStatus[order.id] = outcome.status;
  });
  if (outcome.kind === 'reapproval') startChain(order.id, outcome.chain);
  recordOrderEvent(order.id, { kind: 'edit', status: outcome.status, at, byUserId: ctx.user.id, note: null, amountBefore: amount(order), amountAfter: amount(edited) });
  if (outcome.kind !== 'reapproval') return null;
  const reason = reapprovalReason(outcome.chain, centre?.name ?? null);
  requestReapproval(reloaded(order), order.status === 'accepted', reason, ctx.user, at, ctx.locale ?? 'pl');
  return reapprovalNote(order.number, reason);
}

/** Why a raised order waits again: the approval rules' levels, or its centre's limit (the centre's name, if any). */
type ReapprovalReason = { kind: 'rules'; levels: number } | { kind: 'limit'; centre: string | null };

function reapprovalReason(chain: readonly ChainLevel[], centreName: string | null): ReapprovalReason {
  return chainOfRules(chain) ? { kind: 'rules', levels: chain.length } : { kind: 'limit', centre: centreName };
}

const quoted = (centre: string | null) => (centre ? ` „${centre}”` : '');

/** What the order does after the change, in words (with the rules' levels counted when `levels`). */
const reasonWords = (reason: ReapprovalReason, levels: boolean): string =>
  reason.kind === 'rules'
    ? `wymaga akceptacji zgodnie z regułami akceptacji firmy${levels ? ` (poziomy: ${reason.levels})` : ''}`
    : `przekracza limit centrum kosztowego${quoted(reason.centre)}`;

/** The answer's note to the one who changed the order (English by the answer's translation). */
const reapprovalNote = (number: string, reason: ReapprovalReason): string =>
  `Zamówienie ${number} zostało zmienione. Po zmianie ${reasonWords(reason, true)} i czeka na ponowną akceptację.`;

/** The edited order waits again: a dated history entry, and the approvers of its first level are told (notification and e-mail). */
function requestReapproval(order: SeedOrder, wasAccepted: boolean, reason: ReapprovalReason, editor: SeedUser, at: string, locale: DemoLocale): void {
  recordOrderEvent(order.id, {
    kind: 'reapproval', status: 'awaitingAcceptance', at, byUserId: null,
    note: `Po zmianie zamówienie ${reasonWords(reason, true)} – czeka na ponowną akceptację.`,
  });
  const value = formatPln(orderTotals(order).grandTotal.gross);
  for (const approver of approversOf(order)) {
    if (approver.id === editor.id) continue;
    notify(approver.id, {
      title: `Zamówienie ${order.number} czeka na ponowną akceptację`,
      message: `${personName(editor)} zmienił(a) zamówienie ${order.number} – po zmianie jego wartość (${value}) ${reasonWords(reason, false)}. Zaakceptuj je albo odrzuć.`,
      link: orderPagePath(order.id),
    });
  }
  sendAwaitingApprovalMails(order, { editor, wasAccepted }, locale);
}

/** The order after a change, as allOrders() now has it. */
const reloaded = (order: SeedOrder): SeedOrder => allOrders().find((candidate) => candidate.id === order.id) ?? order;

/** Adds to a product's quantity in the order (a new line at today's price); returns the order and a note. */
export function addOrderItem(orderId: number, productId: number, quantity: number, ctx: Viewer): { order: SeedOrder; note: string | null } {
  const order = editableOrder(orderId, ctx);
  const product = requireProduct(ctx, productId);
  const existing = order.lines.find((line) => line.productId === productId);
  const note = requireQuantity(product, quantity, ctx) ?? (existing ? requireQuantity(product, existing.quantity + quantity, ctx) : null);
  const lines = existing
    ? order.lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + quantity } : line))
    : [...order.lines, { productId, quantity, priceNet: unitPriceNet(ctx, product), vat: product.vat, deposit: product.deposit }];
  const reapproval = saveLines(order, lines, ctx);
  return { order: reloaded(order), note: reapproval ?? note };
}

/**
 * Sets a product's quantity in the order (0 removes it). A product not in the order is refused (404),
 * as in the cart: a change made on an older view of the order does not put a removed product back.
 */
export function setOrderItemQuantity(orderId: number, productId: number, quantity: number, ctx: Viewer): { order: SeedOrder; note: string | null } {
  const order = editableOrder(orderId, ctx);
  if (quantity === 0) return { order: removeOrderItem(orderId, productId, ctx), note: null };
  const product = requireProduct(ctx, productId);
  requireOrderLine(order, productId);
  const note = requireQuantity(product, quantity, ctx);
  const reapproval = saveLines(order, order.lines.map((line) => (line.productId === productId ? { ...line, quantity } : line)), ctx);
  return { order: reloaded(order), note: reapproval ?? note };
}

/** Removes a product from the order; the last one cannot go (409). */
export function removeOrderItem(orderId: number, productId: number, ctx: Viewer): SeedOrder {
  const order = editableOrder(orderId, ctx);
  requireOrderLine(order, productId);
  saveLines(order, order.lines.filter((line) => line.productId !== productId), ctx);
  return reloaded(order);
}

/** A change names a line of the order: a product no longer in it is refused (404), never put back. */
function requireOrderLine(order: SeedOrder, productId: number): void {
  if (!order.lines.some((line) => line.productId === productId)) throw notFound(`Tego produktu nie ma już w zamówieniu ${order.number}.`);
}
