import { describe, expect, it } from 'vitest';
import { complaintWizardReducer, INITIAL_COMPLAINT_WIZARD, type ComplaintWizardEvent } from '../../../domain/complaints';
import { money } from '../../../domain/money';
import type { ComplaintDocument, DeliveryDocumentPosition } from '../../../generated/model';
import { blockingItems, canOpenSummary, complaintEstimate, itemFieldProblems, positionValue, vatRateOf } from './itemFields';

const position = (id: number, complainableQuantity: number, extra: Partial<DeliveryDocumentPosition> = {}): DeliveryDocumentPosition => ({
  id, productId: id, name: `Produkt ${id}`, code: `P-${id}`, pictureUrl: '', uom: 'szt.', quantity: complainableQuantity, complainableQuantity,
  priceObject: money(10, 23), requiresSerialNumber: false, requiresDeviceModel: false, ...extra,
});
const SHREDDER = position(2, 1, { requiresSerialNumber: true, priceObject: money(399.99, 23) });
const DOCUMENT: ComplaintDocument = {
  number: 'WZ/2026/06/104123', type: 'WZ', issuedAt: '2026-06-01', salesOrderNumber: null, deliveredAt: '2026-06-02', complaintType: 'R-nt',
  positions: [position(1, 5), SHREDDER, position(3, 2)], additionalListOptions: ['Uszkodzenie w transporcie'],
};
const run = (...events: ComplaintWizardEvent[]) =>
  [{ type: 'typeChosen', complaintType: 'R-nt' } as ComplaintWizardEvent, { type: 'documentLoaded', document: DOCUMENT } as ComplaintWizardEvent, ...events].reduce(
    complaintWizardReducer,
    INITIAL_COMPLAINT_WIZARD,
  );

describe('the items step', () => {
  it('puts each problem of an item at its field', () => {
    const state = run({ type: 'itemToggled', position: SHREDDER }, { type: 'itemChanged', position: 2, changes: { amount: 3 } });
    expect(itemFieldProblems(state.items[0], SHREDDER)).toEqual({
      reason: { rule: 'reasonRequired' },
      amount: { rule: 'amountRange', max: 1 },
      serialNumber: { rule: 'serialNumberRequired' },
    });
  });

  it('keeps a reason over 1 500 characters whole and stops at it instead of sending it', () => {
    const reason = 'Drukarka nie wciąga papieru. '.repeat(60);
    const state = run({ type: 'itemToggled', position: DOCUMENT.positions[0] }, { type: 'itemChanged', position: 1, changes: { reason } });
    expect(state.items[0].reason).toBe(reason);
    expect(itemFieldProblems(state.items[0], DOCUMENT.positions[0])).toEqual({ reason: { rule: 'tooLong', field: 'reason', max: 1500 } });
    expect(blockingItems(state)).toEqual([{ position: 1, field: 'reason' }]);
  });

  it('opens the summary only at step 3 with no ticked item left with a problem', () => {
    const one = run({ type: 'itemToggled', position: position(1, 5) }, { type: 'itemChanged', position: 1, changes: { reason: 'Pęknięte' } });
    expect(canOpenSummary(one)).toBe(true);
    // A second ticked item without a reason keeps the summary closed (step 3 alone would open it).
    const two = complaintWizardReducer(one, { type: 'itemToggled', position: SHREDDER });
    expect(two.activeStep).toBe(3);
    expect(blockingItems(two)).toEqual([{ position: 2, field: 'reason' }]);
    expect(canOpenSummary(two)).toBe(false);
    // Unticked, it no longer counts.
    expect(canOpenSummary(complaintWizardReducer(two, { type: 'itemToggled', position: SHREDDER }))).toBe(true);
    expect(canOpenSummary(run({ type: 'itemToggled', position: position(1, 5) }))).toBe(false);
  });

  it('estimates the quantity and value of the complete items at the document’s prices', () => {
    const state = run(
      { type: 'itemToggled', position: position(1, 5) },
      { type: 'itemChanged', position: 1, changes: { amount: 2, reason: 'Pęknięte' } },
      { type: 'itemToggled', position: SHREDDER },
      { type: 'itemChanged', position: 2, changes: { additionalList: ['Uszkodzenie w transporcie'], serialNumber: 'SN1' } },
      // Ticked but with no reason: not sent, not counted.
      { type: 'itemToggled', position: position(3, 2) },
    );
    const estimate = complaintEstimate(state);
    expect(estimate.quantity).toBe(3);
    expect(estimate.value.net).toBe(419.99);
    // 2 × 12,30 + 1 × 491,99 (gross per unit from the document).
    expect(estimate.value.gross).toBe(516.59);
  });

  it('values a line as the API does: the unit price shown times the quantity, net and gross each', () => {
    expect(vatRateOf(money(6.79, 23))).toBe(23);
    expect(vatRateOf(money(0.89, 8))).toBe(8);
    expect(vatRateOf(money(12.5, 0))).toBe(0);
    // 5 × 6,79 = 33,95 net; 5 × 8,35 = 41,75 gross (not 33,95 × 1,23 = 41,76).
    expect(positionValue(position(9, 5, { priceObject: money(6.79, 23) }), 5)).toMatchObject({ net: 33.95, gross: 41.75 });
  });
});
