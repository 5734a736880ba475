/**
 * The full SalesOrder (order detail, confirmation page). A placed order shows what checkout stored;
 * a seeded one gets the addresses on record of its company and buyer.
 */
import { workingDaysAfter } from '../../domain/deliveryDate';
import type { OrderAddress, SalesOrder, SalesOrderItem, SalesOrderSummary } from '../../generated/model';
import { allCompanies, allUsers, getSeed } from '../db/store';
import type { AddressRecord, SeedOrder, SeedUser } from '../db/types';
import { companyBillingAddress } from '../services/checkout';
import { defaultDeliveryAddress, toAddressRecord } from '../services/deliveryAddresses';
import { canPayOnline } from '../services/payments';
import { findPickupPoint, isPickupProvider } from '../services/pickupPoints';
import { lineValue } from '../../domain/cartTotals';
import { moneyFromNetGross, money } from '../../domain/money';
import { productImage } from './images';
import { orderTotals, personName, toSalesOrderSummary } from './order';
import { orderDecision, orderDocuments, orderTracking, statusHistory } from './orderTimeline';
import { mayDecideNow } from '../services/orderApproval';
import { orderAmountOverLimit } from '../services/orderLimits';

/** Who looks at an order when nobody is logged in (the guest who placed it): may not copy or edit. */
const GUEST_VIEWER: SeedUser = {
  id: 0, companyId: 0, login: 'guest', password: '', firstName: '', lastName: '', phone1: '+48', phoneCell: null, roleId: 0, roleName: 'onlyData',
  canApprove: false, defaultCostCenterId: null, netPricesDefault: 'off', netPricesReadOnly: false, otherAccountIds: [], subscribedToNewsletter: false,
};

/** The order row as `viewer` sees it (null: the guest who placed it). */
export const toSalesOrderSummaryFor = (order: SeedOrder, viewer: SeedUser | null): SalesOrderSummary => toSalesOrderSummary(order, getSeed(), viewer ?? GUEST_VIEWER);

const asOrderAddress = (address: AddressRecord): OrderAddress => ({ ...address });

function items(order: SeedOrder): SalesOrderItem[] {
  const seed = getSeed();
  return order.lines.flatMap((line, index) => {
    const product = seed.productById.get(line.productId);
    if (!product) return [];
    const value = lineValue(line.priceNet, line.quantity, line.vat);
    return [{
      id: order.id * 100 + index + 1,
      productId: product.id,
      slug: product.slug,
      name: product.name,
      code: product.code,
      pictureUrl: productImage(product.slug, 150),
      quantity: line.quantity,
      uom: product.uom,
      priceObject: money(line.priceNet, line.vat),
      valueObject: moneyFromNetGross(value.net, value.gross),
      vatRate: line.vat,
    }];
  });
}

/** A seeded order's addresses: the company's on record, delivered to the buyer's default address (none for personal pickup). */
function seededAddresses(order: SeedOrder): { billing: AddressRecord; delivery: AddressRecord | null } {
  const company = allCompanies().find((candidate) => candidate.id === order.companyId);
  const buyer = allUsers().find((user) => user.id === order.userId);
  const phone = buyer && buyer.phone1.replace(/\s/g, '').length > 4 ? buyer.phone1 : null;
  const billing: AddressRecord = company
    ? companyBillingAddress(company, phone)
    : { name: personName(buyer), countryCode: 'PL', streetWithNumber: '', addressLine1: null, city: '', zip: '', phone1: phone };
  const entry = order.deliveryMethodId === 'pickup' ? undefined : defaultDeliveryAddress(order.userId);
  return { billing, delivery: entry ? toAddressRecord(entry) : null };
}

/** A seeded order was due two working days after it was placed (none for cancelled or rejected ones). */
function seededDeliveryDate(order: SeedOrder): string | null {
  if (order.status === 'cancelled' || order.status === 'rejected') return null;
  return workingDaysAfter(order.createdAt.slice(0, 10), 1, 2)[0];
}

/** The chosen parcel locker or pickup point with its address, from the carrier's list (null parts when it is gone). */
function deliveryPointOf(point: { name: string; pni: string; provider: string }): NonNullable<SalesOrder['deliveryPoint']> {
  const listed = isPickupProvider(point.provider) ? findPickupPoint(point.provider, point.pni) : undefined;
  return { name: point.name, pni: point.pni, street: listed?.street ?? null, zip: listed?.zip ?? null, city: listed?.city ?? null };
}

export function toSalesOrder(order: SeedOrder, viewer: SeedUser | null): SalesOrder {
  const totals = orderTotals(order);
  const { placed } = order;
  const addresses = placed ? { billing: placed.billingAddress, delivery: placed.deliveryAddress } : seededAddresses(order);
  // Who may decide the level the order waits at now (services/orderApproval.ts; never the buyer herself).
  const deciding = viewer !== null && mayDecideNow(order, viewer);
  const decision = orderDecision(order);
  const tracking = orderTracking(order);
  return {
    ...toSalesOrderSummaryFor(order, viewer),
    items: items(order),
    billingAddress: asOrderAddress(addresses.billing),
    deliveryAddress: addresses.delivery ? asOrderAddress(addresses.delivery) : null,
    deliveryPoint: placed?.deliveryPoint ? deliveryPointOf(placed.deliveryPoint) : null,
    documents: orderDocuments(order),
    deliveryDate: placed ? placed.deliveryDate : seededDeliveryDate(order),
    depositValue: totals.deposit,
    deliveryFee: totals.delivery,
    trackingUrl: tracking.trackingUrl,
    trackingNumber: tracking.trackingNumber,
    carrier: tracking.carrier,
    statusHistory: statusHistory(order),
    amountOverLimit: orderAmountOverLimit(order),
    canAccept: deciding,
    canReject: deciding,
    canPay: canPayOnline(order),
    rejectionReason: decision?.status === 'rejected' ? decision.reason : null,
    acceptedBy: decision?.status === 'accepted' ? decision.by : null,
  };
}
