/**
 * Complaints and returns (contract tag "Complaints"): finding a delivered order or its WZ note, the
 * note's positions with what is still open, registering a complaint or return, and the lists.
 * The fixed paths (`search/orders`, `document-data`, `search/document-autocomplete`) are registered
 * before `complaints/:id`, which would match them too.
 *
 * Outside the contract, for the demo only: `GET {api}/demo-api/complaint-attachments/:key` serves a
 * file attached through the demo (kept in memory until a reload; see services/complaintAttachments.ts).
 */
import { HttpResponse } from 'msw';
import type { ComplaintResponse } from '../../generated/model';
import {
  createComplaintBody, getComplaintDocumentAutocompleteQueryParams, getComplaintDocumentDataQueryParams, getComplaintParams, getComplaintsQueryParams,
  searchComplaintOrdersQueryParams,
} from '../../generated/zod/complaints/complaints.zod';
import { VALIDATION_MESSAGES } from '../../domain/validation';
import { requireUser } from '../http/auth';
import { badRequest, json, MESSAGES, notFound } from '../http/errors';
import { api, operation, type OperationHandler } from '../http/operation';
import { parseJsonBody, parseParams, parseQuery } from '../http/validate';
import { attachmentFile } from '../services/complaintAttachments';
import { precheckComplaintBody, requireMayComplain } from '../services/complaintChecks';
import { complaintFor, listComplaints } from '../services/complaintLists';
import { createComplaints } from '../services/complaintRegistration';
import { complaintDocumentData, documentAutocomplete, searchComplaintOrders } from '../services/complaintSearch';

const LIST_INTEGERS = ['limit', 'offset'];

export const complaintsOperations = {
  searchComplaintOrders: operation('searchComplaintOrders', 'get', api('/complaints/search/orders'), ({ request }) => {
    const params = parseQuery(searchComplaintOrdersQueryParams, request, ['limit']);
    const { user, company } = requireUser(request);
    return json(searchComplaintOrders(user, company, params));
  }),

  getComplaintDocumentData: operation('getComplaintDocumentData', 'get', api('/complaints/document-data'), ({ request }) => {
    const params = parseQuery(getComplaintDocumentDataQueryParams, request);
    const { user, company } = requireUser(request);
    return json(complaintDocumentData(user, company, params));
  }),

  getComplaintDocumentAutocomplete: operation('getComplaintDocumentAutocomplete', 'get', api('/complaints/search/document-autocomplete'), ({ request }) => {
    const { complaintType, documentNumberQuery } = parseQuery(getComplaintDocumentAutocompleteQueryParams, request);
    const { user, company } = requireUser(request);
    return json(documentAutocomplete(user, company, complaintType, documentNumberQuery));
  }),

  getComplaints: operation('getComplaints', 'get', api('/complaints'), ({ request }) => {
    const params = parseQuery(getComplaintsQueryParams, request, LIST_INTEGERS);
    const { user, company } = requireUser(request);
    return json(listComplaints(user, company, params));
  }),

  createComplaint: operation('createComplaint', 'post', api('/complaints'), async ({ request }) => {
    const { user, company } = requireUser(request);
    requireMayComplain(user);
    const text = await request.clone().text();
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw badRequest(text.trim() ? MESSAGES.invalidJson : 'Brak treści żądania.');
    }
    precheckComplaintBody(raw, user, company);
    const body = (await parseJsonBody(createComplaintBody, request, { messages: { contactEmail: VALIDATION_MESSAGES.email } }))!;
    return json(createComplaints(user, company, body), 201);
  }),

  getComplaint: operation('getComplaint', 'get', api('/complaints/:id'), ({ request, params }) => {
    const { id } = parseParams(getComplaintParams, params);
    const { user, company } = requireUser(request);
    const body: ComplaintResponse = { complaint: complaintFor(user, company, id) };
    return json(body);
  }),
};

export const complaintDemoHandlers: OperationHandler[] = [
  operation('demo.getComplaintAttachment', 'get', '*/demo-api/complaint-attachments/:key', ({ params }) => {
    const file = attachmentFile(String(params.key));
    if (!file) throw notFound('Ten plik nie jest już dostępny: wersja demonstracyjna przechowuje przesłane pliki tylko do odświeżenia strony lub ponownego uruchomienia serwera.');
    return new HttpResponse(file.bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.bytes.byteLength),
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        'Cache-Control': 'no-store',
      },
    });
  }),
];
