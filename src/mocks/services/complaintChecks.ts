/**
 * The checks of a complaint or return submission, before anything is stored (all or nothing), with the
 * wizard's own rules (src/domain/complaints) and Polish messages naming the product and the `field` of
 * the error: a quantity above what is still open, a missing reason, serial number or device model, an
 * unknown additional-list entry, the §5 file rules on each attachment's decoded bytes (also on the raw
 * body, before the contract's size limit could answer first); a position of another company is 403.
 */
import { base64DecodedSize, complaintFileMessage, complaintFileProblem } from '../../domain/complaints/files';
import { complaintItemProblems, type ComplaintItemProblem } from '../../domain/complaints/items';
import { additionalListEntries } from '../../domain/complaints/reason';
import type { ComplaintItemInput, ComplaintRequest, ComplaintType } from '../../generated/model';
import { ADDITIONAL_LIST_OPTIONS, requiresDeviceModel, requiresSerialNumber } from '../db/complaintReference';
import { getSeed } from '../db/store';
import type { SeedCompany, SeedDeliveryDocument, SeedDeliveryPosition, SeedUser } from '../db/types';
import { plural } from '../db/text';
import { DemoHttpError, forbidden } from '../http/errors';
import { canSeeDocument, complainableQuantity, complainedQuantities, documentOfPosition } from './complaintDocuments';

/** A refusal of the input: 400 with the field it is about. */
export const invalid = (message: string, field: string, code = 'VALIDATION') => new DemoHttpError(400, code, message, { field });

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

export interface CheckedItem {
  item: ComplaintItemInput;
  position: SeedDeliveryPosition;
}

/** The submission's items on the note, each checked; the first problem is thrown. */
export function checkItems(body: ComplaintRequest, document: SeedDeliveryDocument, user: SeedUser, company: SeedCompany): CheckedItem[] {
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

/** 403 for a user who may only look at the data (role onlyData). */
export function requireMayComplain(user: SeedUser): void {
  if (user.roleName === 'onlyData') throw forbidden('Twoja rola pozwala tylko przeglądać dane – nie możesz zgłaszać reklamacji ani zwrotów.');
}

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
