/**
 * Where a refused submission's message belongs. The API names the field of a 400 (`field` beside code
 * and message): `items.<index>.<field>` counts the items as they were sent — the complete ones only,
 * in the wizard's order (complaintRequest) — so the index is turned back into the item's position.
 * The message then stands beside that item's field and nothing entered is lost (spec §8 and the
 * domain's submitFailed: a 400 keeps the wizard's state).
 */
import type { ComplaintContact } from '../../../domain/complaints';

/** The fields of one item on the items step. `position` is the item as a whole (its line). */
export type ItemField = 'position' | 'amount' | 'reason' | 'additionalList' | 'serialNumber' | 'deviceModel' | 'attachments';

export type ContactField = keyof ComplaintContact;

export type SubmitErrorTarget =
  | { kind: 'item'; position: number; field: ItemField }
  | { kind: 'contact'; field: ContactField }
  /** The delivery document itself (e.g. the return period is over): shown above the summary. */
  | { kind: 'document' }
  /** Anything else: shown above the summary. */
  | { kind: 'form' };

const ITEM_FIELDS: Record<string, ItemField> = {
  deliveryDocumentPositionId: 'position',
  quantity: 'amount',
  reason: 'reason',
  additionalList: 'additionalList',
  serialNumber: 'serialNumber',
  deviceModel: 'deviceModel',
  attachments: 'attachments',
};

const CONTACT_FIELDS: readonly ContactField[] = ['contactName', 'contactEmail', 'contactPhone', 'comment'];

/**
 * The target of a 400's `field` for a submission whose items were the given positions, in the order
 * sent. An unknown field, or an index the submission did not have, goes above the summary.
 */
export function submitErrorTarget(field: string | undefined | null, sentPositions: readonly number[]): SubmitErrorTarget {
  if (!field) return { kind: 'form' };
  const item = /^items\.(\d+)\.([A-Za-z]+)/.exec(field);
  if (item) {
    const position = sentPositions[Number(item[1])];
    const itemField = ITEM_FIELDS[item[2]];
    return position !== undefined && itemField ? { kind: 'item', position, field: itemField } : { kind: 'form' };
  }
  if (field === 'documentNumber' || field === 'typeString') return { kind: 'document' };
  const contact = CONTACT_FIELDS.find((candidate) => candidate === field);
  return contact ? { kind: 'contact', field: contact } : { kind: 'form' };
}

/** The field a refusal names, from the HttpError the data provider makes of it (`errors: { [field]: message }`). */
export function refusedField(error: { errors?: Record<string, unknown> } | null | undefined): string | undefined {
  const [field] = Object.keys(error?.errors ?? {});
  return field;
}
