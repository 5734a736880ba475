/**
 * The body of POST complaints from the wizard's state: the complete items only (spec §5), each with
 * its amount as `quantity` and the §5 reason text (reason.ts). Optional texts left empty are not sent.
 */
import type { ComplaintItemInput, ComplaintRequest } from '../../generated/model';
import type { ComplaintItemDraft } from './items';
import { additionalListEntries, buildComplaintReason } from './reason';
import { itemsToSubmit, type ComplaintWizardState } from './wizard';

export type ComplaintContact = Pick<ComplaintRequest, 'contactName' | 'contactEmail' | 'contactPhone' | 'comment'>;

const filled = (value: string | undefined | null): string | undefined => (value?.trim() ? value.trim() : undefined);

export function complaintItemInput(type: ComplaintRequest['typeString'], item: ComplaintItemDraft): ComplaintItemInput {
  const additionalList = additionalListEntries(item.additionalList);
  return {
    deliveryDocumentPositionId: item.position,
    quantity: item.amount,
    reason: buildComplaintReason(type, item),
    ...(filled(item.serialNumber) ? { serialNumber: filled(item.serialNumber) } : {}),
    ...(filled(item.deviceModel) ? { deviceModel: filled(item.deviceModel) } : {}),
    ...(additionalList.length ? { additionalList } : {}),
    ...(item.attachments.length ? { attachments: item.attachments } : {}),
  };
}

/** null until a type, a document and at least one complete item are there (step 3). */
export function complaintRequest(state: ComplaintWizardState, contact: ComplaintContact = {}): ComplaintRequest | null {
  const items = itemsToSubmit(state);
  if (!state.complaintType || !state.document || !items.length) return null;
  const type = state.complaintType;
  const optional = Object.fromEntries(Object.entries(contact).flatMap(([key, value]) => (filled(value) ? [[key, filled(value)]] : [])));
  return { typeString: type, documentNumber: state.document.number, items: items.map((item) => complaintItemInput(type, item)), ...optional };
}
