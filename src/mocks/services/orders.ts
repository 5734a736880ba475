/** The account's order list: scope, filters, sorting, paging. */
import type { AvailableFilter, GetSalesOrdersParams, OrderStatusId, SalesOrderListResponse } from '../../generated/model';
import { ORDER_STATUSES } from '../db/reference';
import { allOrders, getSeed } from '../db/store';
import type { SeedCompany, SeedOrder, SeedUser } from '../db/types';
import { badRequest } from '../http/errors';
import { orderTotals, personName, toSalesOrderSummary } from '../presenters/order';

export const LIST_PAGE_SIZE = 24;
/** `grandTotal` sorts by the gross value, `grandTotalNet` by the net one (what net-price users see). */
const ORDER_BY = ['number', 'createdAt', 'grandTotal', 'grandTotalNet', 'status'] as const;
const FILTER_KEYS = ['status', 'costCenter', 'createdBy', 'number', 'dateFrom', 'dateTo'];
const STATUS_ORDER: OrderStatusId[] = ['awaitingAcceptance', 'accepted', 'inProgress', 'shipped', 'delivered', 'rejected', 'cancelled'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Orders the user may see: a private customer's own, a company's all (or own with scope=mine). */
export function visibleOrders(user: SeedUser, company: SeedCompany, scope?: 'mine' | 'company'): SeedOrder[] {
  const orders = allOrders().filter((order) => order.companyId === company.id);
  return company.isPrivateCustomer || scope === 'mine' ? orders.filter((order) => order.userId === user.id) : orders;
}

function checkFilters(filters: Record<string, string[]>): void {
  for (const [key, values] of Object.entries(filters)) {
    if (!FILTER_KEYS.includes(key)) throw badRequest(`Nieznany filtr „${key}”. Dostępne filtry: ${FILTER_KEYS.join(', ')}.`);
    if (key === 'status') {
      const unknown = values.find((value) => !(value in ORDER_STATUSES));
      if (unknown) throw badRequest(`Nieznany status zamówienia „${unknown}” w polu „filters[status]”.`);
    }
    if ((key === 'dateFrom' || key === 'dateTo') && values.some((value) => !DATE.test(value))) {
      throw badRequest(`Pole „filters[${key}]” musi być datą w formacie RRRR-MM-DD.`);
    }
    if ((key === 'costCenter' || key === 'createdBy') && values.some((value) => !/^\d+$/.test(value))) {
      throw badRequest(`Pole „filters[${key}]” musi zawierać identyfikatory liczbowe.`);
    }
  }
}

function applyFilters(orders: SeedOrder[], filters: Record<string, string[]>): SeedOrder[] {
  return orders.filter((order) => {
    const has = (key: string) => (filters[key] ?? []).length > 0;
    if (has('status') && !filters.status.includes(order.status)) return false;
    if (has('costCenter') && !filters.costCenter.includes(String(order.costCenterId))) return false;
    if (has('createdBy') && !filters.createdBy.includes(String(order.userId))) return false;
    if (has('number') && !filters.number.some((part) => order.number.toLowerCase().includes(part.toLowerCase()) || (order.clientOrderNumber ?? '').toLowerCase().includes(part.toLowerCase()))) return false;
    if (has('dateFrom') && order.createdAt.slice(0, 10) < filters.dateFrom[0]) return false;
    if (has('dateTo') && order.createdAt.slice(0, 10) > filters.dateTo[0]) return false;
    return true;
  });
}

function availableFilters(orders: SeedOrder[], company: SeedCompany): AvailableFilter[] {
  const seed = getSeed();
  const filters: AvailableFilter[] = [
    { key: 'status', name: 'Status', options: STATUS_ORDER.map((id) => ({ value: id, label: ORDER_STATUSES[id] })) },
  ];
  const centres = seed.costCenters.filter((cc) => cc.companyId === company.id);
  if (centres.length) filters.push({ key: 'costCenter', name: 'Centrum kosztowe', options: centres.map((cc) => ({ value: String(cc.id), label: cc.name })) });
  const creators = [...new Set(orders.map((order) => order.userId))].map((id) => seed.users.find((user) => user.id === id));
  if (!company.isPrivateCustomer) {
    filters.push({ key: 'createdBy', name: 'Zamawiający', options: creators.flatMap((user) => (user ? [{ value: String(user.id), label: personName(user) }] : [])) });
  }
  return filters;
}

export function listOrders(user: SeedUser, company: SeedCompany, params: GetSalesOrdersParams, statuses?: OrderStatusId[]): SalesOrderListResponse {
  const orderBy = params.orderBy ?? 'createdAt';
  if (!(ORDER_BY as readonly string[]).includes(orderBy)) throw badRequest(`Pole „orderBy” ma niedozwoloną wartość. Dozwolone: ${ORDER_BY.join(', ')}.`);
  const filters = params.filters ?? {};
  checkFilters(filters);
  const visible = visibleOrders(user, company, params.scope);
  const scoped = statuses ? visible.filter((order) => statuses.includes(order.status)) : visible;
  const filtered = applyFilters(scoped, filters);
  const direction = params.orderDirection === 'ASC' ? 1 : -1;
  const key = (order: SeedOrder): string | number => {
    switch (orderBy) {
      case 'number': return order.number.slice(-6);
      case 'grandTotal': return orderTotals(order).grandTotal.gross;
      case 'grandTotalNet': return orderTotals(order).grandTotal.net;
      case 'status': return STATUS_ORDER.indexOf(order.status);
      default: return order.createdAt;
    }
  };
  const sorted = [...filtered].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const primary = ka < kb ? -1 : ka > kb ? 1 : 0;
    return primary * direction || (a.createdAt < b.createdAt ? 1 : -1);
  });
  const offset = params.offset ?? 0;
  const limit = params.limit ?? LIST_PAGE_SIZE;
  const seed = getSeed();
  return {
    salesOrders: sorted.slice(offset, offset + limit).map((order) => toSalesOrderSummary(order, seed, user)),
    countTotal: sorted.length,
    availableFilters: availableFilters(visible, company),
  };
}
