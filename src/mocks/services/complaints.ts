/**
 * Complaints (R-nt) and returns (RZ): finding what can be complained about (orders, notes, a note's
 * positions), registering a submission and the account's lists.
 *
 * A submission refers to one WZ note; each of its positions becomes a complaint of its own, with its
 * own number and status (the shop handles products separately: one goes back to its producer, another
 * is replaced from stock), so `complaintNumbers` lists one number per position, `quantity` is the sum
 * and `grandTotal` the value of all of them at the delivered prices.
 *
 * Submitting checks everything before anything is stored (all or nothing), with the wizard's own rules
 * (src/domain/complaints) and Polish messages naming the product and the `field` of the error:
 * a quantity above what is still open, a missing reason, serial number or device model, an unknown
 * additional-list entry, the §5 file rules on each attachment's decoded bytes (the handler, before the
 * contract's size limit could answer first), the return period; a position of another company is 403.
 */
import { ROUTES } from '../../routing/routePaths';
import { COMPLAINT_AUTOCOMPLETE_LIMIT } from '../../domain/complaints/constants';
import { base64DecodedSize, complaintFileMessage, complaintFileProblem } from '../../domain/complaints/files';
import { complaintItemProblems, type ComplaintItemProblem } from '../../domain/complaints/items';
import { additionalListEntries } from '../../domain/complaints/reason';
import { formatPln, sumMoney } from '../../domain/money';
import { isValidPhone, VALIDATION_MESSAGES } from '../../domain/validation';
import type {
  AvailableFilter, ComplaintDetails, ComplaintDocumentAutocompleteResponse, ComplaintDocumentResponse, ComplaintItemInput, ComplaintListResponse,
  ComplaintOrderSearchResponse, ComplaintRequest, ComplaintResult, ComplaintType, GetComplaintDocumentDataParams, GetComplaintsParams,
  SearchComplaintOrdersParams,
} from '../../generated/model';
import {
  ADDITIONAL_LIST_OPTIONS, complaintNumber, COMPLAINT_NUMBER_PREFIX, COMPLAINT_SEQUENCE_START, COMPLAINT_STATUS_NAMES, COMPLAINT_TYPE_NAMES, requiresDeviceModel,
  requiresSerialNumber,
} from '../db/complaintReference';
import { allUsers, getSeed, updateState } from '../db/store';
import type { ComplaintRecord, SeedCompany, SeedDeliveryDocument, SeedDeliveryPosition, SeedUser } from '../db/types';
import { plural } from '../db/text';
import { DemoHttpError, forbidden, notFound } from '../http/errors';
import { complaintValue, toComplaintDetails, toComplaintDocument, toComplaintDocumentRef, toComplaintOrder, toComplaintSummary } from '../presenters/complaint';
import { personName } from '../presenters/order';
import { keepAttachment } from './complaintAttachments';
import {
  allComplaints, canSeeDocument, compact, complainableDocuments, complainableQuantity, complainedQuantities, currentStatus, documentForComplaint,
  documentOfPosition, orderOfDocument,
} from './complaintDocuments';
import { type ListFilters, requireDateFilters, requireFilterKeys, requireFilterValues, requireIdFilters, requireOrderBy, sortAndPage, withinDates } from './listQuery';
import { notify } from './notifications';
import { DATE_FILTERS, scopeFilter } from './orders';

/** The detail page of a complaint or return (the notification links there). */
export const complaintPagePath = (id: number): string => ROUTES['dashboard-returns-slug'].pl.replace(':slug', String(id));

const invalid = (message: string, field: string, code = 'VALIDATION') => new DemoHttpError(400, code, message, { field });

// ---------------------------------------------------------------------------------------------
// Finding what to complain about

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

// ---------------------------------------------------------------------------------------------
// Registering

const productName = (position: SeedDeliveryPosition): string => getSeed().productById.get(position.productId)?.name ?? `Produkt ${position.productId}`;

function problemMessage(problem: ComplaintItemProblem, type: ComplaintType, position: SeedDeliveryPosition, document: SeedDeliveryDocument, covered: number): string {
  const name = productName(position);
  const uom = getSeed().productById.get(position.productId)?.uom ?? 'szt.';
  switch (problem.rule) {
    case 'reasonRequired':
      return type === 'RZ' ? `Napisz, dlaczego zwracasz produkt „${name}”, albo wybierz powód z listy.` : `Podaj powód reklamacji produktu „${name}” albo wybierz go z listy.`;
    case 'nothingLeft':
      return `Produkt „${name}” z dokumentu ${document.number} został już w całości zgłoszony do reklamacji lub zwrotu.`;
    case 'amountRange':
      return `Produkt „${name}”: możesz zgłosić od 1 do ${problem.max} ${uom} (dostarczono ${position.quantity} ${uom}${covered ? `, zgłoszono już ${covered} ${uom}` : ''}).`;
    case 'serialNumberRequired':
      return `Podaj numer seryjny produktu „${name}” – znajdziesz go na tabliczce znamionowej urządzenia.`;
    case 'deviceModelRequired':
      return `Podaj model drukarki lub urządzenia, w którym używano produktu „${name}”.`;
    case 'tooManyFiles':
      return `Do produktu „${name}” możesz dołączyć najwyżej ${problem.max} ${plural(problem.max, 'plik', 'pliki', 'plików')}.`;
  }
}

const PROBLEM_FIELDS: Record<ComplaintItemProblem['rule'], string> = {
  reasonRequired: 'reason', nothingLeft: 'quantity', amountRange: 'quantity', serialNumberRequired: 'serialNumber', deviceModelRequired: 'deviceModel', tooManyFiles: 'attachments',
};

/** The position an item names, on this note: 403 for another company's, 400 for one not on the note. */
function positionOf(item: ComplaintItemInput, index: number, document: SeedDeliveryDocument, user: SeedUser, company: SeedCompany): SeedDeliveryPosition {
  const field = `items.${index}.deliveryDocumentPositionId`;
  const position = document.positions.find((candidate) => candidate.id === item.deliveryDocumentPositionId);
  if (position) return position;
  const owner = documentOfPosition(item.deliveryDocumentPositionId);
  const onOwner = owner?.positions.some((candidate) => candidate.id === item.deliveryDocumentPositionId);
  if (owner && onOwner && !canSeeDocument(user, company, owner)) {
    throw new DemoHttpError(403, 'FORBIDDEN', `Pozycja ${item.deliveryDocumentPositionId} należy do dokumentu dostawy innego klienta – nie możesz jej reklamować ani zwracać.`, { field });
  }
  if (owner && onOwner) throw invalid(`Pozycja ${item.deliveryDocumentPositionId} należy do dokumentu ${owner.number}, nie do ${document.number}. Jedno zgłoszenie dotyczy jednego dokumentu.`, field);
  throw invalid(`Dokument ${document.number} nie ma pozycji ${item.deliveryDocumentPositionId}.`, field);
}

interface CheckedItem {
  item: ComplaintItemInput;
  position: SeedDeliveryPosition;
}

function checkItems(body: ComplaintRequest, document: SeedDeliveryDocument, user: SeedUser, company: SeedCompany): CheckedItem[] {
  const covered = complainedQuantities();
  const seen = new Set<number>();
  const options = ADDITIONAL_LIST_OPTIONS[body.typeString];
  return body.items.map((item, index) => {
    const position = positionOf(item, index, document, user, company);
    if (seen.has(position.id)) throw invalid(`Produkt „${productName(position)}” występuje w zgłoszeniu więcej niż raz – podaj go raz, z łączną ilością.`, `items.${index}.deliveryDocumentPositionId`);
    seen.add(position.id);
    const product = getSeed().productById.get(position.productId);
    const open = complainableQuantity(position, covered);
    const [problem] = complaintItemProblems(
      { reason: item.reason, additionalList: item.additionalList ?? [], amount: item.quantity, serialNumber: item.serialNumber ?? '', deviceModel: item.deviceModel ?? '', attachments: item.attachments ?? [] },
      { complainableQuantity: open, requiresSerialNumber: product ? requiresSerialNumber(product) : false, requiresDeviceModel: product ? requiresDeviceModel(product) : false },
    );
    if (problem) throw invalid(problemMessage(problem, body.typeString, position, document, position.quantity - open), `items.${index}.${PROBLEM_FIELDS[problem.rule]}`);
    (item.attachments ?? []).forEach((attachment, fileIndex) => {
      // The handler has checked the raw body already (precheckComplaintBody); this keeps the service whole on its own.
      const problem = complaintFileProblem({ name: attachment.fileName, size: base64DecodedSize(attachment.data) ?? Number.POSITIVE_INFINITY });
      if (problem) throw invalid(complaintFileMessage(problem), `items.${index}.attachments.${fileIndex}`);
    });
    const unknown = additionalListEntries(item.additionalList).find((entry) => !options.includes(entry));
    if (unknown !== undefined) throw invalid(`Nieznany powód „${unknown}”. Wybierz z listy: ${options.join(', ')}.`, `items.${index}.additionalList`);
    return { item, position };
  });
}

/** The next number of a type: after the highest one so far (other customers' complaints are not in the demo). */
function nextSequence(type: ComplaintType, complaints: ComplaintRecord[]): number {
  const prefix = `${COMPLAINT_NUMBER_PREFIX[type]}/`;
  const last = complaints.filter((complaint) => complaint.number.startsWith(prefix)).map((complaint) => Number(complaint.number.slice(-6)));
  return Math.max(COMPLAINT_SEQUENCE_START[type], ...last) + 1;
}

function notifyRegistered(user: SeedUser, type: ComplaintType, document: SeedDeliveryDocument, created: ComplaintRecord[]): void {
  const numbers = created.map((complaint) => complaint.number);
  const value = sumMoney(created.map(complaintValue));
  const seed = getSeed();
  const products = created.map((complaint) => {
    const product = seed.productById.get(complaint.productId);
    return `${product?.name ?? `Produkt ${complaint.productId}`} (${complaint.quantity} ${product?.uom ?? 'szt.'})`;
  });
  const listed = products.length > 3 ? `${products.slice(0, 3).join('; ')} i ${products.length - 3} ${plural(products.length - 3, 'inny', 'inne', 'innych')}` : products.join('; ');
  const title = type === 'RZ'
    ? (numbers.length === 1 ? `Zarejestrowaliśmy zwrot ${numbers[0]}` : `Zarejestrowaliśmy zwroty: ${numbers.join(', ')}`)
    : (numbers.length === 1 ? `Zarejestrowaliśmy reklamację ${numbers[0]}` : `Zarejestrowaliśmy reklamacje: ${numbers.join(', ')}`);
  const next = type === 'RZ'
    ? 'Przygotuj nieużywany towar w oryginalnym opakowaniu – kurier odbierze go w ciągu 2 dni roboczych. Pieniądze zwrócimy w ciągu 14 dni od otrzymania towaru.'
    : 'Kurier odbierze reklamowany towar w ciągu 2 dni roboczych. Odpowiemy najpóźniej w ciągu 14 dni.';
  notify(user.id, {
    title,
    message: `Dokument ${document.number}: ${listed}, wartość ${formatPln(value.gross)} brutto. ${next}`,
    link: complaintPagePath(created[0].id),
  });
}

/** 403 for a user who may only look at the data (role onlyData). */
export function requireMayComplain(user: SeedUser): void {
  if (user.roleName === 'onlyData') throw forbidden('Twoja rola pozwala tylko przeglądać dane – nie możesz zgłaszać reklamacji ani zwrotów.');
}

/** POST complaints: checks everything, then stores one complaint per position and leaves the user a notification. */
export function createComplaints(user: SeedUser, company: SeedCompany, body: ComplaintRequest): ComplaintResult {
  requireMayComplain(user);
  const document = documentForComplaint(user, company, body.documentNumber, body.typeString);
  const checked = checkItems(body, document, user, company);
  if (body.contactPhone !== undefined && !isValidPhone(body.contactPhone)) throw invalid(VALIDATION_MESSAGES.phone, 'contactPhone');
  const type = body.typeString;
  const text = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);

  const created = updateState((state) => {
    state.complaints ??= [];
    const records: ComplaintRecord[] = [];
    for (const { item, position } of checked) {
      const id = state.counters.complaint ?? 500_001;
      state.counters.complaint = id + 1;
      const now = new Date().toISOString();
      const record: ComplaintRecord = {
        id,
        number: complaintNumber(type, now, nextSequence(type, [...allComplaints(), ...records])),
        type,
        companyId: company.id,
        userId: user.id,
        createdAt: now,
        documentId: document.id,
        positionId: position.id,
        productId: position.productId,
        quantity: item.quantity,
        priceNet: position.priceNet,
        vat: position.vat,
        reason: item.reason.trim(),
        serialNumber: text(item.serialNumber),
        deviceModel: text(item.deviceModel),
        additionalList: additionalListEntries(item.additionalList),
        attachments: (item.attachments ?? []).map((attachment) => {
          const attachmentId = state.counters.complaintAttachment ?? 1;
          state.counters.complaintAttachment = attachmentId + 1;
          const url = keepAttachment(attachment.fileName, attachment.data);
          return { id: attachmentId, fileName: attachment.fileName.trim(), size: base64DecodedSize(attachment.data) ?? 0, url };
        }),
        contactName: text(body.contactName),
        contactEmail: text(body.contactEmail),
        contactPhone: text(body.contactPhone),
        comment: text(body.comment),
        history: [{ status: 'registered', at: now, byUserId: user.id, note: null }],
      };
      records.push(record);
    }
    state.complaints.push(...records);
    return records;
  });

  notifyRegistered(user, type, document, created);
  return {
    complaintNumbers: created.map((complaint) => complaint.number),
    quantity: created.reduce((sum, complaint) => sum + complaint.quantity, 0),
    grandTotal: sumMoney(created.map(complaintValue)),
  };
}

// ---------------------------------------------------------------------------------------------
// Lists

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

// ---------------------------------------------------------------------------------------------
// Before the contract's schema: files and reasons

interface RawItem { deliveryDocumentPositionId?: unknown; reason?: unknown; additionalList?: unknown; attachments?: unknown }

/**
 * Checks the parts of a raw POST complaints body the contract's schema would answer generically:
 * each attachment by the §5 file rules on its decoded size (a file of 11 MB must hear "Maksymalna
 * wielkość pliku to: 10MB.", not that the base64 text is too long) and a missing reason, named by
 * its product. Everything else is left to the schema.
 */
export function precheckComplaintBody(raw: unknown, user: SeedUser, company: SeedCompany): void {
  const body = raw && typeof raw === 'object' ? (raw as { typeString?: unknown; items?: unknown }) : {};
  if (!Array.isArray(body.items)) return;
  const type: ComplaintType = body.typeString === 'RZ' ? 'RZ' : 'R-nt';
  body.items.forEach((value: unknown, index) => {
    const item = (value && typeof value === 'object' ? value : {}) as RawItem;
    const files: unknown[] = Array.isArray(item.attachments) ? item.attachments : [];
    files.forEach((file, fileIndex) => {
      const { fileName, data } = (file && typeof file === 'object' ? file : {}) as { fileName?: unknown; data?: unknown };
      if (typeof fileName !== 'string' || typeof data !== 'string') return;
      const field = `items.${index}.attachments.${fileIndex}`;
      const size = base64DecodedSize(data);
      if (size === null) throw invalid(`Nie można odczytać pliku „${fileName}” – jego treść powinna być zapisana w base64.`, `${field}.data`);
      const problem = complaintFileProblem({ name: fileName, size });
      if (problem) throw invalid(complaintFileMessage(problem), field);
    });
    const listed = Array.isArray(item.additionalList) && item.additionalList.some((entry) => typeof entry === 'string' && entry.trim());
    if (listed || (typeof item.reason === 'string' && item.reason.trim())) return;
    const owner = typeof item.deliveryDocumentPositionId === 'number' ? documentOfPosition(item.deliveryDocumentPositionId) : undefined;
    const position = owner && canSeeDocument(user, company, owner) ? owner.positions.find((candidate) => candidate.id === item.deliveryDocumentPositionId) : undefined;
    const message = position
      ? problemMessage({ rule: 'reasonRequired' }, type, position, owner!, 0)
      : type === 'RZ' ? 'Napisz, dlaczego zwracasz produkt, albo wybierz powód z listy.' : 'Podaj powód reklamacji albo wybierz go z listy.';
    throw invalid(message, `items.${index}.reason`);
  });
}
