/**
 * The account's order lists: all orders (`listOrders`) and the approvers' queue of orders awaiting
 * acceptance (`listOrdersForAcceptance`, rows with `amountOverLimit`): scope, filters, sorting, paging,
 * and the filters each list offers (`availableFilters`).
 */
import type { AvailableFilter, GetSalesOrdersParams, OrderStatusId, SalesOrderListResponse, SalesOrderSummary } from '../../generated/model';
import { ORDER_STATUSES } from '../db/reference';
import { allCostCenters } from '../db/budgetRecords';
import { allOrders, allUsers, getSeed } from '../db/store';
import type { SeedCompany, SeedOrder, SeedUser } from '../db/types';
import { forbidden } from '../http/errors';
import { orderTotals, personName, toSalesOrderSummary } from '../presenters/order';
import { orderAmountOverLimit } from './orderLimits';
import { mayDecideNow } from './orderApproval';
import {
  type ListFilters, requireDateFilters, requireFilterKeys, requireFilterValues, requireIdFilters, requireOrderBy, sortAndPage, withinDates,
} from './listQuery';

export { LIST_PAGE_SIZE } from './listQuery';

/** `grandTotal` sorts by the gross value, `grandTotalNet` by the net one (what net-price users see). */
const ORDER_BY = ['number', 'createdAt', 'grandTotal', 'grandTotalNet', 'status'] as const;
const FILTER_KEYS = ['status', 'costCenter', 'createdBy', 'number', 'dateFrom', 'dateTo'];
const ACCEPTANCE_FILTER_KEYS = FILTER_KEYS.filter((key) => key !== 'status');
const STATUS_ORDER: OrderStatusId[] = ['awaitingAcceptance', 'accepted', 'inProgress', 'shipped', 'delivered', 'rejected', 'cancelled'];

/** Orders the user may see: a private customer's own, a company's all (or own with scope=mine). */
export function visibleOrders(user: SeedUser, company: SeedCompany, scope?: 'mine' | 'company'): SeedOrder[] {
  const orders = allOrders().filter((order) => order.companyId === company.id);
  return company.isPrivateCustomer || scope === 'mine' ? orders.filter((order) => order.userId === user.id) : orders;
}

function checkFilters(filters: ListFilters, keys: readonly string[]): void {
  requireFilterKeys(filters, keys);
  requireFilterValues(filters, 'status', Object.keys(ORDER_STATUSES), 'status zamówienia');
  requireDateFilters(filters, ['dateFrom', 'dateTo']);
  requireIdFilters(filters, ['costCenter', 'createdBy']);
}

function applyFilters(orders: SeedOrder[], filters: ListFilters): SeedOrder[] {
  const has = (key: string) => (filters[key] ?? []).length > 0;
  return orders.filter((order) => {
    if (has('status') && !filters.status.includes(order.status)) return false;
    if (has('costCenter') && !filters.costCenter.includes(String(order.costCenterId))) return false;
    if (has('createdBy') && !filters.createdBy.includes(String(order.userId))) return false;
    if (has('number') && !filters.number.some((part) => order.number.toLowerCase().includes(part.toLowerCase()) || (order.clientOrderNumber ?? '').toLowerCase().includes(part.toLowerCase()))) return false;
    return withinDates(order.createdAt, filters);
  });
}

/** The date range and number search every list offers. */
export const DATE_FILTERS: AvailableFilter[] = [
  { key: 'dateFrom', name: 'Data od', type: 'date', options: [] },
  { key: 'dateTo', name: 'Data do', type: 'date', options: [] },
];

/** Whose records: the `scope` parameter (not offered to a private customer, who sees only her own). */
export function scopeFilter(company: SeedCompany, name: string): AvailableFilter[] {
  if (company.isPrivateCustomer) return [];
  return [{ key: 'scope', name, type: 'scope', options: [{ value: 'company', label: 'Cała firma' }, { value: 'mine', label: 'Tylko moje' }] }];
}

function availableFilters(orders: SeedOrder[], company: SeedCompany, acceptance: boolean): AvailableFilter[] {
  const filters: AvailableFilter[] = acceptance
    ? []
    : [{ key: 'status', name: 'Status', type: 'select', options: STATUS_ORDER.map((id) => ({ value: id, label: ORDER_STATUSES[id] })) }];
  const centres = allCostCenters().filter((cc) => cc.companyId === company.id);
  if (centres.length) filters.push({ key: 'costCenter', name: 'Centrum kosztowe', type: 'select', options: centres.map((cc) => ({ value: String(cc.id), label: cc.name })) });
  if (!company.isPrivateCustomer) {
    const users = allUsers();
    const creators = [...new Set(orders.map((order) => order.userId))].flatMap((id) => users.filter((user) => user.id === id));
    filters.push({ key: 'createdBy', name: 'Zamawiający', type: 'select', options: creators.map((user) => ({ value: String(user.id), label: personName(user) })) });
  }
  filters.push({ key: 'number', name: 'Numer zamówienia', type: 'text', options: [] }, ...DATE_FILTERS);
  if (!acceptance) filters.push(...scopeFilter(company, 'Zamówienia'));
  return filters;
}

interface ListOptions {
  /** Only orders in these statuses. */
  statuses?: OrderStatusId[];
  /** The approvers' queue: no status filter, rows with amountOverLimit. */
  acceptance?: boolean;
}

export function listOrders(user: SeedUser, company: SeedCompany, params: GetSalesOrdersParams, options: ListOptions = {}): SalesOrderListResponse {
  const orderBy = requireOrderBy(params.orderBy, ORDER_BY, 'createdAt');
  const filters = params.filters ?? {};
  checkFilters(filters, options.acceptance ? ACCEPTANCE_FILTER_KEYS : FILTER_KEYS);
  const visible = visibleOrders(user, company, options.acceptance ? 'company' : params.scope);
  const inStatus = options.statuses ? visible.filter((order) => options.statuses!.includes(order.status)) : visible;
  // The queue holds only the orders the user may decide now (the level they wait at: services/orderApproval.ts).
  const scoped = options.acceptance ? inStatus.filter((order) => mayDecideNow(order, user)) : inStatus;
  const filtered = applyFilters(scoped, filters);
  const key = (order: SeedOrder): string | number => {
    switch (orderBy) {
      case 'number': return order.number.slice(-6);
      case 'grandTotal': return orderTotals(order).grandTotal.gross;
      case 'grandTotalNet': return orderTotals(order).grandTotal.net;
      case 'status': return STATUS_ORDER.indexOf(order.status);
      default: return order.createdAt;
    }
  };
  const seed = getSeed();
  const row = (order: SeedOrder): SalesOrderSummary => {
    const summary = toSalesOrderSummary(order, seed, user);
    return options.acceptance ? { ...summary, amountOverLimit: orderAmountOverLimit(order) } : summary;
  };
  return {
    salesOrders: sortAndPage(filtered, key, (order) => order.createdAt, params).map(row),
    countTotal: filtered.length,
    availableFilters: availableFilters(options.acceptance ? scoped : visible, company, options.acceptance ?? false),
  };
}

/** GET sales-orders/order-for-acceptance: the company's orders awaiting acceptance the approver may decide now, for approvers only. */
export function listOrdersForAcceptance(user: SeedUser, company: SeedCompany, params: GetSalesOrdersParams): SalesOrderListResponse {
  if (!user.canApprove) throw forbidden('Nie masz uprawnień do akceptowania zamówień.');
  return listOrders(user, company, params, { statuses: ['awaitingAcceptance'], acceptance: true });
}
