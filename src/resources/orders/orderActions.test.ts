import { describe, expect, it } from 'vitest';
import type { SalesOrder } from '../../generated/model';
import { orderActions, type OrderViewer } from './orderActions';

const viewer = (id: number, roleName: string, ordersForAcceptance = false): OrderViewer => ({
  user: { id, roleId: roleName === 'admin' ? 1 : 2, roleName },
  acl: { ordersForAcceptance },
});
const BUYER = viewer(2, 'buyer');
const OTHER_BUYER = viewer(6, 'buyer');
const APPROVER = viewer(3, 'admin', true);
const ONLY_DATA = viewer(5, 'onlyData');

const item = (id: number) => ({ id, productId: id, slug: `p-${id}`, name: `P${id}`, code: `C${id}`, pictureUrl: '', quantity: 1, uom: 'szt.', vatRate: 23 }) as SalesOrder['items'][number];

function order(overrides: Partial<SalesOrder> = {}): SalesOrder {
  return {
    id: 10, number: 'ZS/2026/03/000010', createdAt: '2026-03-02T10:00:00Z',
    status: { id: 'awaitingAcceptance', name: 'Oczekuje na akceptację' },
    createdBy: { id: 2, name: 'Piotr Zieliński' },
    items: [item(1), item(2)], canCopy: true, canEdit: true, canPay: false, canAccept: true, canReject: true, isPaid: false,
    trackingNumber: null,
    ...overrides,
  } as SalesOrder;
}

describe('orderActions', () => {
  it('offers a data-only user nothing, whatever the order allows', () => {
    expect(Object.values(orderActions(order({ canPay: true, trackingNumber: '123' }), ONLY_DATA)).some(Boolean)).toBe(false);
  });

  it('offers nothing without a logged-in user', () => {
    expect(Object.values(orderActions(order(), null)).some(Boolean)).toBe(false);
  });

  it('lets the buyer who placed an open order copy, reorder, edit it, remove lines and change its comment and number, but not decide', () => {
    expect(orderActions(order(), BUYER)).toEqual({
      copy: true, reorder: true, editComment: true, editNumber: true, pay: false, track: false, edit: true, removeItem: true, accept: false, reject: false,
    });
  });

  it('lets an approver decide an order that waits for her, and change its details', () => {
    expect(orderActions(order({ createdBy: { id: 6, name: 'K. Wiśniewska' } }), APPROVER)).toMatchObject({ accept: true, reject: true, editComment: true });
  });

  it('does not offer a decision the order does not allow, even to an approver', () => {
    expect(orderActions(order({ canAccept: false, canReject: false }), APPROVER)).toMatchObject({ accept: false, reject: false });
  });

  it('keeps another buyer away from details of an order that is not hers', () => {
    expect(orderActions(order({ canEdit: false }), OTHER_BUYER)).toMatchObject({ editComment: false, editNumber: false, edit: false, copy: true });
  });

  it('freezes details once the order has shipped, and offers tracking when there is a parcel number', () => {
    const shipped = order({ status: { id: 'shipped', name: 'Wysłane' }, canEdit: false, canAccept: false, canReject: false, trackingNumber: '6001234' });
    expect(orderActions(shipped, BUYER)).toMatchObject({ editComment: false, editNumber: false, edit: false, removeItem: false, track: true });
  });

  it('offers payment only for an unpaid order the API lets be paid', () => {
    expect(orderActions(order({ canPay: true }), BUYER).pay).toBe(true);
    expect(orderActions(order({ canPay: true, isPaid: true }), BUYER).pay).toBe(false);
  });

  it('never removes the last line (an empty order is cancelled, not edited)', () => {
    expect(orderActions(order({ items: [item(1)] }), BUYER)).toMatchObject({ edit: true, removeItem: false });
  });
});
