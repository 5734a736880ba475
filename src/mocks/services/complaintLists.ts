/**
 * The account's lists of complaints and returns: what a user may see, filtered, sorted and paged,
 * with the filters the list offers; and one complaint's details.
 */
import type { AvailableFilter, ComplaintDetails, ComplaintListResponse, GetComplaintsParams } from '../../generated/model';
import { COMPLAINT_STATUS_NAMES, COMPLAINT_TYPE_NAMES } from '../db/complaintReference';
import { allUsers } from '../db/store';
import type { ComplaintRecord, SeedCompany, SeedUser } from '../db/types';
import { notFound } from '../http/errors';
import { complaintValue, toComplaintDetails, toComplaintSummary } from '../presenters/complaint';
import { personName } from '../presenters/order';
import { allComplaints, compact, currentStatus } from './complaintDocuments';
import { type ListFilters, requireDateFilters, requireFilterKeys, requireFilterValues, requireIdFilters, requireOrderBy, sortAndPage, withinDates } from './listQuery';
import { DATE_FILTERS, scopeFilter } from './orders';

const ORDER_BY = ['createdAt', 'number', 'status', 'quantity', 'grandTotal'] as const;
const FILTER_KEYS = ['type', 'status', 'number', 'createdBy', 'dateFrom', 'dateTo'];
const STATUS_ORDER = Object.keys(COMPLAINT_STATUS_NAMES) as (keyof typeof COMPLAINT_STATUS_NAMES)[];

/** Complaints the user may see: the company's (scope=mine: her own); a private customer's own. */
export function visibleComplaints(user: SeedUser, company: SeedCompany, scope?: 'mine' | 'company'): ComplaintRecord[] {
  const complaints = allComplaints().filter((complaint) => complaint.companyId === company.id);
  return company.isPrivateCustomer || scope === 'mine' ? complaints.filter((complaint) => complaint.userId === user.id) : complaints;
}

function matches(complaint: ComplaintRecord, filters: ListFilters): boolean {
  const has = (key: string) => (filters[key] ?? []).length > 0;
  if (has('type') && !filters.type.includes(complaint.type)) return false;
  if (has('status') && !filters.status.includes(currentStatus(complaint))) return false;
  if (has('createdBy') && !filters.createdBy.includes(String(complaint.userId))) return false;
  if (has('number')) {
    const summary = toComplaintSummary(complaint);
    const texts = [summary.number, summary.documentNumber, summary.salesOrderNumber ?? ''].map(compact);
    if (!filters.number.some((part) => texts.some((text) => text.includes(compact(part))))) return false;
  }
  return withinDates(complaint.createdAt, filters);
}

function availableFilters(visible: ComplaintRecord[], company: SeedCompany): AvailableFilter[] {
  const filters: AvailableFilter[] = [
    { key: 'type', name: 'Rodzaj zgłoszenia', type: 'select', options: (['R-nt', 'RZ'] as const).map((value) => ({ value, label: COMPLAINT_TYPE_NAMES[value] })) },
    { key: 'status', name: 'Status', type: 'select', options: STATUS_ORDER.map((value) => ({ value, label: COMPLAINT_STATUS_NAMES[value] })) },
  ];
  if (!company.isPrivateCustomer) {
    const users = allUsers();
    const creators = [...new Set(visible.map((complaint) => complaint.userId))].flatMap((id) => users.filter((user) => user.id === id));
    filters.push({ key: 'createdBy', name: 'Zgłaszający', type: 'select', options: creators.map((user) => ({ value: String(user.id), label: personName(user) })) });
  }
  filters.push({ key: 'number', name: 'Numer zgłoszenia, dokumentu lub zamówienia', type: 'text', options: [] }, ...DATE_FILTERS, ...scopeFilter(company, 'Zgłoszenia'));
  return filters;
}

/** GET complaints: 24 a page, newest first by default. */
export function listComplaints(user: SeedUser, company: SeedCompany, params: GetComplaintsParams): ComplaintListResponse {
  const orderBy = requireOrderBy(params.orderBy, ORDER_BY, 'createdAt');
  const filters = (params.filters ?? {}) as ListFilters;
  requireFilterKeys(filters, FILTER_KEYS);
  requireFilterValues(filters, 'type', ['R-nt', 'RZ'], 'rodzaj zgłoszenia');
  requireFilterValues(filters, 'status', STATUS_ORDER, 'status zgłoszenia');
  requireDateFilters(filters, ['dateFrom', 'dateTo']);
  requireIdFilters(filters, ['createdBy']);
  const visible = visibleComplaints(user, company, params.scope);
  const filtered = visible.filter((complaint) => matches(complaint, filters));
  const key = (complaint: ComplaintRecord): string | number => {
    switch (orderBy) {
      case 'number': return complaint.number.slice(-6);
      case 'status': return STATUS_ORDER.indexOf(currentStatus(complaint));
      case 'quantity': return complaint.quantity;
      case 'grandTotal': return complaintValue(complaint).gross;
      default: return complaint.createdAt;
    }
  };
  return {
    complaints: sortAndPage(filtered, key, (complaint) => complaint.createdAt, params).map(toComplaintSummary),
    countTotal: filtered.length,
    availableFilters: availableFilters(visible, company),
  };
}

/** GET complaints/{id}: one the user may see (404 otherwise, without telling whose it is). */
export function complaintFor(user: SeedUser, company: SeedCompany, id: number): ComplaintDetails {
  const complaint = visibleComplaints(user, company).find((candidate) => candidate.id === id);
  if (!complaint) throw notFound(`Nie znaleziono zgłoszenia o identyfikatorze ${id}.`);
  return toComplaintDetails(complaint);
}
