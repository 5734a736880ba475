/**
 * Finding what can be complained about or returned: delivered orders with something still open, WZ
 * note numbers as the customer types them, and a note's positions with what is still open.
 */
import { COMPLAINT_AUTOCOMPLETE_LIMIT } from '../../domain/complaints/constants';
import type {
  ComplaintDocumentAutocompleteResponse, ComplaintDocumentResponse, ComplaintOrderSearchResponse, ComplaintType, GetComplaintDocumentDataParams,
  SearchComplaintOrdersParams,
} from '../../generated/model';
import { getSeed } from '../db/store';
import type { SeedCompany, SeedDeliveryDocument, SeedUser } from '../db/types';
import { toComplaintDocument, toComplaintDocumentRef, toComplaintOrder } from '../presenters/complaint';
import { compact, complainableDocuments, complainedQuantities, documentForComplaint, orderOfDocument } from './complaintDocuments';
import { type ListFilters, requireFilterKeys } from './listQuery';

const matchesQuery = (document: SeedDeliveryDocument, query: string): boolean => {
  const order = orderOfDocument(document);
  return [document.number, order?.number ?? '', order?.clientOrderNumber ?? ''].some((text) => compact(text).includes(query));
};

/** GET complaints/search/orders: delivered orders with something open, matching part of the order's or its note's number. */
export function searchComplaintOrders(user: SeedUser, company: SeedCompany, params: SearchComplaintOrdersParams): ComplaintOrderSearchResponse {
  const query = compact(params.query ?? '');
  const documents = complainableDocuments(user, company, params.complaintType).filter((document) => !query || matchesQuery(document, query));
  const byOrder = new Map<number, SeedDeliveryDocument[]>();
  for (const document of documents) byOrder.set(document.orderId, [...(byOrder.get(document.orderId) ?? []), document]);
  const salesOrders = [...byOrder.values()].flatMap((notes) => {
    const order = orderOfDocument(notes[0]);
    return order ? [toComplaintOrder(order, notes)] : [];
  });
  salesOrders.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return { salesOrders: salesOrders.slice(0, params.limit ?? COMPLAINT_AUTOCOMPLETE_LIMIT) };
}

/** GET complaints/search/document-autocomplete: note numbers containing the typed part, newest first. */
export function documentAutocomplete(user: SeedUser, company: SeedCompany, type: ComplaintType, numberQuery: string): ComplaintDocumentAutocompleteResponse {
  const query = compact(numberQuery);
  if (!query) return { documents: [] };
  const documents = complainableDocuments(user, company, type).filter((document) => compact(document.number).includes(query));
  return { documents: documents.slice(0, COMPLAINT_AUTOCOMPLETE_LIMIT).map(toComplaintDocumentRef) };
}

const DOCUMENT_FILTER_KEYS = ['query'];

/** GET complaints/document-data: the note's positions with what is still open; `filters[query]` narrows them by name or code. */
export function complaintDocumentData(user: SeedUser, company: SeedCompany, params: GetComplaintDocumentDataParams): ComplaintDocumentResponse {
  const filters = (params.filters ?? {}) as ListFilters;
  requireFilterKeys(filters, DOCUMENT_FILTER_KEYS);
  const document = documentForComplaint(user, company, params.documentNumber, params.complaintType);
  const words = (filters.query ?? []).map(compact).filter(Boolean);
  const seed = getSeed();
  const positions = words.length
    ? document.positions.filter((position) => {
      const product = seed.productById.get(position.productId);
      return product && words.every((word) => compact(product.name).includes(word) || compact(product.code).includes(word));
    })
    : document.positions;
  return { document: toComplaintDocument(document, params.complaintType, complainedQuantities(), positions) };
}
