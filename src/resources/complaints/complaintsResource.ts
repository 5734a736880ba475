/**
 * Complaints (R-nt) and returns (RZ) as Refine resources (spec §7 "Complaints"): the list of what was
 * filed (24 a page, filters from availableFilters), one complaint with its status history, filing one,
 * and the wizard's look-ups — the orders with something to complain about, the delivery documents
 * matching a typed number (autocomplete) and one document's positions.
 */
import type { BaseKey } from '@refinedev/core';
import {
  createComplaint, getComplaint, getComplaintDocumentAutocomplete, getComplaintDocumentData, getComplaints, searchComplaintOrders,
} from '../../generated/api/complaints/complaints';
import type { ComplaintRequest, ComplaintType, GetComplaintsParams } from '../../generated/model';
import { COMPLAINT_AUTOCOMPLETE_LIMIT, COMPLAINT_TYPES } from '../../domain/complaints';
import type { ListQuery } from '../listQuery';
import { splitScope } from '../filters/listFilters';
import type { ResourceBinding } from '../resourceDescriptor';
// The key is written in the resource's descriptor (resource.ts); the screens import it from here too.
export { COMPLAINT_DOCUMENTS_RESOURCE, COMPLAINT_ORDERS_RESOURCE, COMPLAINTS_RESOURCE } from './resource';

/** GET complaints: 24 a page; the scope filter travels as its own parameter. */
export async function listComplaints(query: ListQuery, signal?: AbortSignal) {
  const response = await getComplaints(splitScope(query) as GetComplaintsParams, undefined, signal);
  return { data: response.complaints, total: response.countTotal, availableFilters: response.availableFilters };
}

/** GET complaints/{id}: one complaint with its item, attachments and status history. */
export async function getComplaintRecord(id: BaseKey, signal?: AbortSignal) {
  const response = await getComplaint(Number(id), undefined, signal);
  return { data: response.complaint };
}

/**
 * POST complaints: the body is the domain's complaintRequest. The answer (complaint numbers, quantity,
 * total) has no id of its own: one submission becomes one complaint per position.
 */
export async function createComplaintRecord(variables: ComplaintRequest) {
  const result = await createComplaint(variables);
  return { data: { id: result.complaintNumbers.join(','), ...result } };
}

/** The one value of a look-up filter (`filters: { query: ['...'], complaintType: ['RZ'] }`). */
const firstValue = (query: ListQuery, key: string): string => query.filters?.[key]?.[0]?.trim() ?? '';

const typeOf = (query: ListQuery): ComplaintType | undefined => {
  const value = firstValue(query, 'complaintType');
  return COMPLAINT_TYPES.find((type) => type === value);
};

/** GET complaints/search/orders with the typed part of an order or document number (none: the latest orders). */
export async function listComplaintOrders(query: ListQuery, signal?: AbortSignal) {
  const text = firstValue(query, 'query');
  const response = await searchComplaintOrders(
    { complaintType: typeOf(query), limit: Math.min(query.limit, COMPLAINT_AUTOCOMPLETE_LIMIT), ...(text ? { query: text } : {}) },
    undefined,
    signal,
  );
  return { data: response.salesOrders, total: response.salesOrders.length };
}

/**
 * GET complaints/search/document-autocomplete: document numbers containing the typed part. Spec §4:
 * an empty query asks nothing and clears the results.
 */
export async function listComplaintDocuments(query: ListQuery, signal?: AbortSignal) {
  const text = firstValue(query, 'query');
  const complaintType = typeOf(query);
  if (!text || !complaintType) return { data: [], total: 0 };
  const response = await getComplaintDocumentAutocomplete({ complaintType, documentNumberQuery: text }, undefined, signal);
  // The rows need an id: a document's number is unique.
  const data = response.documents.map((document) => ({ id: document.number, ...document }));
  return { data, total: data.length };
}

/** `load` (useCustomMutation, no id): GET complaints/document-data, one document with its positions for a type. */
export const complaintDocumentActions = {
  load: async (payload: { documentNumber: string; complaintType: ComplaintType }) => ({
    data: await getComplaintDocumentData({ documentNumber: payload.documentNumber.trim(), complaintType: payload.complaintType }),
  }),
};

export const complaintsBinding = { list: listComplaints, one: getComplaintRecord, create: createComplaintRecord } satisfies ResourceBinding;
/** The wizard's look-ups: orders to complain about; documents by number (autocomplete) and `load`, one document's positions. */
export const complaintOrdersBinding = { list: listComplaintOrders } satisfies ResourceBinding;
export const complaintDocumentsBinding = { list: listComplaintDocuments, collectionActions: complaintDocumentActions } satisfies ResourceBinding;
