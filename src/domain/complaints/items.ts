/**
 * A complained item of the wizard (spec §3 "Complaint item": position, isActive, attachments, reason,
 * additionalList, serialNumber, amount, deviceModel), the §5 completeness rule and the checks of an
 * item against its delivery-document position — the same checks the demo API makes on submit.
 */
import type { ComplaintAttachmentInput, DeliveryDocumentPosition } from '../../generated/model';
import { COMPLAINT_FILE_RULES } from './constants';
import { hasReason } from './reason';

export interface ComplaintItemDraft {
  /** The delivery-document position's id (sent as deliveryDocumentPositionId). */
  position: number;
  /** Unticked items keep what was entered but are not sent. */
  isActive: boolean;
  attachments: ComplaintAttachmentInput[];
  /** What the customer wrote (without the prefix and heading; see reason.ts). */
  reason: string;
  /** Chosen entries of the document's additionalListOptions. */
  additionalList: string[];
  serialNumber: string;
  /** How many units are complained about or returned. */
  amount: number;
  deviceModel: string;
}

/** A new item for a position: active, the amount taken from the quantity that may still be complained about. */
export function newComplaintItem(position: Pick<DeliveryDocumentPosition, 'id' | 'complainableQuantity'>): ComplaintItemDraft {
  return { position: position.id, isActive: true, attachments: [], reason: '', additionalList: [], serialNumber: '', amount: position.complainableQuantity, deviceModel: '' };
}

/**
 * Spec §4: toggling an item adds it (active, initial amount from the complainable quantity) or flips
 * its isActive — an item switched off keeps its reason, files and amount for when it is switched on
 * again. A position with nothing left to complain about cannot be added.
 */
export function toggleComplaintItem(items: readonly ComplaintItemDraft[], position: Pick<DeliveryDocumentPosition, 'id' | 'complainableQuantity'>): ComplaintItemDraft[] {
  if (!items.some((item) => item.position === position.id)) {
    return position.complainableQuantity > 0 ? [...items, newComplaintItem(position)] : [...items];
  }
  return items.map((item) => (item.position === position.id ? { ...item, isActive: !item.isActive } : item));
}

/** Spec §5: an item is complete only when it is active and has a reason or an additional-list entry. */
export function isComplaintItemComplete(item: Pick<ComplaintItemDraft, 'isActive' | 'reason' | 'additionalList'>): boolean {
  return item.isActive && hasReason(item);
}

/** What else must be right before an item can be sent (besides §5 completeness). */
export type ComplaintItemProblem =
  | { rule: 'reasonRequired' }
  /** The amount must be a whole number from 1 to what may still be complained about. */
  | { rule: 'amountRange'; max: number }
  /** Everything delivered on this position has been complained about or returned already. */
  | { rule: 'nothingLeft' }
  | { rule: 'serialNumberRequired' }
  | { rule: 'deviceModelRequired' }
  | { rule: 'tooManyFiles'; max: number };

/**
 * The longest reason, serial number and device model the customer may write: the reason as written,
 * before the serial number, the heading and the chosen reasons are put around it (reason.ts; the
 * contract takes up to 2 000 characters of that whole text).
 */
export const COMPLAINT_TEXT_LIMITS = { reason: 1500, serialNumber: 100, deviceModel: 200 } as const;

/** A text the customer wrote that is longer than its limit: refused with the §5 message, never cut. */
export interface ComplaintTextProblem {
  rule: 'tooLong';
  field: keyof typeof COMPLAINT_TEXT_LIMITS;
  max: number;
}

/** The item's texts over their limits, in the order of the form. */
export function complaintTextProblems(item: Partial<Pick<ComplaintItemDraft, 'reason' | 'serialNumber' | 'deviceModel'>>): ComplaintTextProblem[] {
  return (Object.keys(COMPLAINT_TEXT_LIMITS) as ComplaintTextProblem['field'][]).flatMap((field) => {
    const max = COMPLAINT_TEXT_LIMITS[field];
    return (item[field] ?? '').length > max ? [{ rule: 'tooLong' as const, field, max }] : [];
  });
}

type PositionRules = Pick<DeliveryDocumentPosition, 'complainableQuantity' | 'requiresSerialNumber' | 'requiresDeviceModel'>;
type ItemFields = Pick<ComplaintItemDraft, 'reason' | 'additionalList' | 'amount' | 'serialNumber' | 'deviceModel'> & { attachments: readonly unknown[] };

/** The amount's problem, or null: whole, at least 1, at most the complainable quantity. */
export function complaintAmountProblem(amount: number, complainableQuantity: number): ComplaintItemProblem | null {
  if (complainableQuantity <= 0) return { rule: 'nothingLeft' };
  return Number.isInteger(amount) && amount >= 1 && amount <= complainableQuantity ? null : { rule: 'amountRange', max: complainableQuantity };
}

/**
 * Every problem of an item against its position, in the order a form shows them (files are checked
 * one by one with complaintFileProblem). An empty list means the item may be sent.
 */
export function complaintItemProblems(item: ItemFields, position: PositionRules): ComplaintItemProblem[] {
  const problems: ComplaintItemProblem[] = [];
  if (!hasReason(item)) problems.push({ rule: 'reasonRequired' });
  const amount = complaintAmountProblem(item.amount, position.complainableQuantity);
  if (amount) problems.push(amount);
  if (position.requiresSerialNumber && !item.serialNumber.trim()) problems.push({ rule: 'serialNumberRequired' });
  if (position.requiresDeviceModel && !item.deviceModel.trim()) problems.push({ rule: 'deviceModelRequired' });
  if (item.attachments.length > COMPLAINT_FILE_RULES.maxFilesPerItem) problems.push({ rule: 'tooManyFiles', max: COMPLAINT_FILE_RULES.maxFilesPerItem });
  return problems;
}
