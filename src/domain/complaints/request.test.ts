import { describe, expect, it } from 'vitest';
import type { ComplaintDocument } from '../../generated/model';
import { money } from '../money';
import { complaintRequest } from './request';
import { complaintWizardReducer, INITIAL_COMPLAINT_WIZARD, type ComplaintWizardEvent } from './wizard';

const positions = [1, 2].map((id) => ({
  id, productId: id, name: `P${id}`, code: `C${id}`, pictureUrl: '', uom: 'szt.', quantity: 3, complainableQuantity: 3, priceObject: money(5, 23),
  requiresSerialNumber: false, requiresDeviceModel: false,
}));
const document: ComplaintDocument = {
  number: 'WZ/2026/06/104123', type: 'WZ', issuedAt: '2026-06-01', salesOrderNumber: null, complaintType: 'RZ', positions, additionalListOptions: [], deliveredAt: '2026-06-02',
};

describe('complaintRequest', () => {
  it('is null before step 3', () => {
    expect(complaintRequest(INITIAL_COMPLAINT_WIZARD)).toBeNull();
  });

  it('sends the complete items with the §5 reason and the contact fields given', () => {
    const events: ComplaintWizardEvent[] = [
      { type: 'typeChosen', complaintType: 'RZ' },
      { type: 'documentLoaded', document },
      { type: 'itemToggled', position: positions[0] },
      { type: 'itemToggled', position: positions[1] },
      { type: 'itemChanged', position: 2, changes: { reason: 'Za dużo', amount: 2, serialNumber: ' ', attachments: [{ fileName: 'a.jpg', data: 'AAAA' }] } },
    ];
    const state = events.reduce(complaintWizardReducer, INITIAL_COMPLAINT_WIZARD);
    expect(complaintRequest(state, { contactName: ' Anna Kowalczyk ', comment: '  ' })).toEqual({
      typeString: 'RZ',
      documentNumber: 'WZ/2026/06/104123',
      items: [{ deliveryDocumentPositionId: 2, quantity: 2, reason: 'Dlaczego zwracasz? Za dużo', attachments: [{ fileName: 'a.jpg', data: 'AAAA' }] }],
      contactName: 'Anna Kowalczyk',
    });
  });
});
