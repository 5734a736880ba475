/**
 * Registering complaints (R-nt) and returns (RZ). A submission refers to one WZ note; each of its
 * positions becomes a complaint of its own, with its own number and status (the shop handles products
 * separately: one goes back to its producer, another is replaced from stock), so `complaintNumbers`
 * lists one number per position, `quantity` is the sum and `grandTotal` the value of all of them at the
 * delivered prices. Everything is checked first (complaintChecks.ts): nothing is stored on a refusal.
 */
import { ROUTES } from '../../routing/routePaths';
import { base64DecodedSize } from '../../domain/complaints/files';
import { additionalListEntries } from '../../domain/complaints/reason';
import { formatPln, sumMoney } from '../../domain/money';
import { isValidPhone, VALIDATION_MESSAGES } from '../../domain/validation';
import type { ComplaintRequest, ComplaintResult, ComplaintType } from '../../generated/model';
import { complaintNumber, COMPLAINT_NUMBER_PREFIX, COMPLAINT_SEQUENCE_START } from '../db/complaintReference';
import { getSeed, updateState } from '../db/store';
import type { ComplaintRecord, SeedCompany, SeedDeliveryDocument, SeedUser } from '../db/types';
import { plural } from '../db/text';
import { complaintValue } from '../presenters/complaint';
import { keepAttachment } from './complaintAttachments';
import { checkItems, invalid, requireMayComplain } from './complaintChecks';
import { allComplaints, documentForComplaint } from './complaintDocuments';
import { notify } from './notifications';

/** The detail page of a complaint or return (the notification links there). */
export const complaintPagePath = (id: number): string => ROUTES['dashboard-returns-slug'].pl.replace(':slug', String(id));

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
