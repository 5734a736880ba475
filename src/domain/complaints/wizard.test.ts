import { describe, expect, it } from 'vitest';
import type { ComplaintDocument, ComplaintOrder, DeliveryDocumentPosition } from '../../generated/model';
import { money } from '../money';
import { complaintWizardReducer, complaintWizardStep, INITIAL_COMPLAINT_WIZARD, itemsToSubmit, type ComplaintWizardEvent, type ComplaintWizardState } from './wizard';

const position = (id: number, complainableQuantity: number, quantity = complainableQuantity): DeliveryDocumentPosition => ({
  id, productId: id, name: `Produkt ${id}`, code: `P-${id}`, pictureUrl: '', uom: 'szt.', quantity, complainableQuantity,
  priceObject: money(10, 23), requiresSerialNumber: false, requiresDeviceModel: false,
});
const documentOf = (number: string, complaintType: 'R-nt' | 'RZ', positions = [position(1, 5), position(2, 3, 4), position(3, 0, 2)]): ComplaintDocument => ({
  number, type: 'WZ', issuedAt: '2026-06-01', salesOrderNumber: 'ZS/2026/06/104123', complaintType, positions, additionalListOptions: ['Uszkodzenie w transporcie'],
  deliveredAt: '2026-06-02',
});
const ORDER: ComplaintOrder = { id: 50_001, number: 'ZS/2026/06/104123', createdAt: '2026-05-30T09:00:00Z', grandTotal: money(100, 23), documents: [] };
const WZ = documentOf('WZ/2026/06/104123', 'R-nt');

const run = (...events: ComplaintWizardEvent[]): ComplaintWizardState => events.reduce(complaintWizardReducer, INITIAL_COMPLAINT_WIZARD);
const withDocument = (...events: ComplaintWizardEvent[]) => run({ type: 'typeChosen', complaintType: 'R-nt' }, { type: 'orderChosen', order: ORDER }, { type: 'documentLoaded', document: WZ }, ...events);

describe('complaint wizard activeStep (spec §4)', () => {
  it('is 0 with no type and at least 1 once a type is chosen', () => {
    expect(INITIAL_COMPLAINT_WIZARD.activeStep).toBe(0);
    expect(run({ type: 'typeChosen', complaintType: 'RZ' }).activeStep).toBe(1);
    expect(run({ type: 'typeChosen', complaintType: 'RZ' }, { type: 'typeChosen', complaintType: 'RZ' }).activeStep).toBe(1);
  });

  it('keeps the loaded document and items when the same type is chosen again', () => {
    const state = withDocument({ type: 'itemToggled', position: position(1, 5) }, { type: 'itemChanged', position: 1, changes: { reason: 'Pęknięta obudowa' } });
    const again = complaintWizardReducer(state, { type: 'typeChosen', complaintType: 'R-nt' });
    expect(again).toEqual(state);
    expect(again.activeStep).toBe(3);
  });

  it('is 2 when a document is loaded and 3 once an active item has a reason', () => {
    const loaded = withDocument();
    expect(loaded.activeStep).toBe(2);
    const toggled = complaintWizardReducer(loaded, { type: 'itemToggled', position: position(1, 5) });
    expect(toggled.activeStep).toBe(2);
    const reasoned = complaintWizardReducer(toggled, { type: 'itemChanged', position: 1, changes: { reason: 'Nie działa' } });
    expect(reasoned.activeStep).toBe(3);
  });

  it('is 3 with an additional-list entry and no reason written', () => {
    const state = withDocument({ type: 'itemToggled', position: position(2, 3) }, { type: 'itemChanged', position: 2, changes: { additionalList: ['Uszkodzenie w transporcie'] } });
    expect(state.activeStep).toBe(3);
  });

  it('goes back to 2 when the only complete item is switched off or its reason erased, and to 3 when switched on again', () => {
    const complete = withDocument({ type: 'itemToggled', position: position(1, 5) }, { type: 'itemChanged', position: 1, changes: { reason: 'Nie działa' } });
    const off = complaintWizardReducer(complete, { type: 'itemToggled', position: position(1, 5) });
    expect(off.activeStep).toBe(2);
    expect(off.items[0]).toMatchObject({ isActive: false, reason: 'Nie działa', amount: 5 });
    expect(complaintWizardReducer(off, { type: 'itemToggled', position: position(1, 5) }).activeStep).toBe(3);
    expect(complaintWizardReducer(complete, { type: 'itemChanged', position: 1, changes: { reason: '   ' } }).activeStep).toBe(2);
  });

  it('a blank reason or blank list entry does not count', () => {
    const state = withDocument({ type: 'itemToggled', position: position(1, 5) }, { type: 'itemChanged', position: 1, changes: { reason: ' ', additionalList: [' '] } });
    expect(state.activeStep).toBe(2);
  });

  it('sets 1 when an order search result is chosen, dropping the loaded document and items', () => {
    const state = withDocument({ type: 'itemToggled', position: position(1, 5) }, { type: 'itemChanged', position: 1, changes: { reason: 'x' } });
    const chosen = complaintWizardReducer(state, { type: 'orderChosen', order: { ...ORDER, id: 50_002 } });
    expect(chosen).toMatchObject({ activeStep: 1, document: null, items: [], order: { id: 50_002 } });
  });

  it('clears the document and sets 1 after a failed document lookup, keeping the type and order', () => {
    const failed = withDocument({ type: 'itemToggled', position: position(1, 5) }, { type: 'documentLookupFailed' });
    expect(failed).toMatchObject({ activeStep: 1, complaintType: 'R-nt', order: ORDER, document: null, items: [] });
  });

  it('returns to 0 when cleared', () => {
    expect(withDocument({ type: 'cleared' })).toEqual(INITIAL_COMPLAINT_WIZARD);
  });

  it('drops the document when the other type is chosen and ignores a late document of the old type', () => {
    const switched = withDocument({ type: 'itemToggled', position: position(1, 5) }, { type: 'typeChosen', complaintType: 'RZ' });
    expect(switched).toMatchObject({ activeStep: 1, complaintType: 'RZ', order: null, document: null, items: [] });
    expect(complaintWizardReducer(switched, { type: 'documentLoaded', document: WZ })).toBe(switched);
    expect(complaintWizardReducer(switched, { type: 'documentLoaded', document: documentOf('WZ/1', 'RZ') }).activeStep).toBe(2);
  });

  it('ignores a document before a type is chosen', () => {
    expect(run({ type: 'documentLoaded', document: WZ })).toEqual(INITIAL_COMPLAINT_WIZARD);
    expect(run({ type: 'orderChosen', order: ORDER })).toEqual(INITIAL_COMPLAINT_WIZARD);
  });

  it('reloading the same document keeps the items of positions it still has; another document starts empty', () => {
    const state = withDocument({ type: 'itemToggled', position: position(1, 5) }, { type: 'itemToggled', position: position(2, 3) });
    const reloaded = complaintWizardReducer(state, { type: 'documentLoaded', document: documentOf(WZ.number, 'R-nt', [position(2, 3, 4)]) });
    expect(reloaded.items.map((item) => item.position)).toEqual([2]);
    const other = complaintWizardReducer(state, { type: 'documentLoaded', document: documentOf('WZ/2026/06/104999', 'R-nt') });
    expect(other.items).toEqual([]);
  });
});

describe('toggling items (spec §4)', () => {
  it('adds an item active with the amount from the complainable quantity', () => {
    const state = withDocument({ type: 'itemToggled', position: position(2, 3, 4) });
    expect(state.items).toEqual([{ position: 2, isActive: true, attachments: [], reason: '', additionalList: [], serialNumber: '', amount: 3, deviceModel: '' }]);
  });

  it('does not add a position with nothing left, nor one the document does not have', () => {
    expect(withDocument({ type: 'itemToggled', position: position(3, 0, 2) }).items).toEqual([]);
    expect(withDocument({ type: 'itemToggled', position: position(99, 4) }).items).toEqual([]);
    expect(run({ type: 'typeChosen', complaintType: 'R-nt' }, { type: 'itemToggled', position: position(1, 5) }).items).toEqual([]);
  });

  it('ignores changes to an item not added', () => {
    const state = withDocument();
    expect(complaintWizardReducer(state, { type: 'itemChanged', position: 1, changes: { reason: 'x' } })).toBe(state);
  });

  it('sends only complete items', () => {
    const state = withDocument(
      { type: 'itemToggled', position: position(1, 5) },
      { type: 'itemToggled', position: position(2, 3) },
      { type: 'itemChanged', position: 2, changes: { reason: 'Zła ilość' } },
    );
    expect(itemsToSubmit(state).map((item) => item.position)).toEqual([2]);
  });
});

describe('a failed submit (spec §8)', () => {
  const complete = () => withDocument({ type: 'itemToggled', position: position(1, 5) }, { type: 'itemChanged', position: 1, changes: { reason: 'x' } });

  it('keeps the data on a server or network failure, so the same complaint can be sent again', () => {
    const state = complete();
    expect(complaintWizardReducer(state, { type: 'submitFailed', status: 500 })).toBe(state);
    expect(complaintWizardReducer(state, { type: 'submitFailed', status: 0 })).toBe(state);
  });

  it('keeps what was entered when the input is refused (400), so it can be corrected', () => {
    const state = complete();
    expect(complaintWizardReducer(state, { type: 'submitFailed', status: 400 })).toBe(state);
  });
});

describe('complaintWizardStep', () => {
  it('derives the step from the state', () => {
    expect(complaintWizardStep({ complaintType: null, document: WZ, items: [] })).toBe(0);
    expect(complaintWizardStep({ complaintType: 'RZ', document: null, items: [] })).toBe(1);
  });
});
