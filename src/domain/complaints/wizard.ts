/**
 * The complaint and return wizard (spec §2: 4 steps, 0 to 3) as a reducer over the events the screens
 * dispatch, with spec §4's activeStep:
 *   0 — no type chosen yet;                      choosing a type gives at least 1;
 *   1 — type chosen, looking for an order or a document (choosing an order search result sets 1;
 *       a failed document lookup clears the document and sets 1);
 *   2 — a document is loaded: pick its items;   loading a document gives 2;
 *   3 — at least one active item has a reason or an additional-list entry (items.ts), else back to 2;
 *   clearing returns to 0.
 * The step is worked out from the state after every event (`complaintWizardStep`), so it can never
 * disagree with what is on screen.
 *
 * Readings where §4 is silent (each keeps what the customer entered unless it no longer applies):
 * - Choosing the type already chosen changes nothing. Choosing the other type drops the order, the
 *   document and the items: complainable quantities and return periods differ by type, so the
 *   document must be looked up again (step 1).
 * - A document answered for the other type (a late answer after the type was changed) is ignored.
 * - Loading the document that is already loaded again keeps the items of positions it still has;
 *   another document starts with no items.
 * - Toggling or changing an item of a position the loaded document does not have is ignored.
 * - A failed submit (§8 "data cleared") clears everything — except a refusal of the input (400), whose
 *   message is shown beside the item: the customer corrects it instead of starting again.
 */
import type { ComplaintDocument, ComplaintOrder, ComplaintType, DeliveryDocumentPosition } from '../../generated/model';
import { isComplaintItemComplete, toggleComplaintItem, type ComplaintItemDraft } from './items';

export type ComplaintWizardStep = 0 | 1 | 2 | 3;

export interface ComplaintWizardState {
  activeStep: ComplaintWizardStep;
  complaintType: ComplaintType | null;
  /** The chosen order search result (its delivery documents are offered). */
  order: ComplaintOrder | null;
  document: ComplaintDocument | null;
  items: ComplaintItemDraft[];
}

/** What the customer can change on an item after adding it. */
export type ComplaintItemChanges = Partial<Omit<ComplaintItemDraft, 'position' | 'isActive'>>;

export type ComplaintWizardEvent =
  | { type: 'typeChosen'; complaintType: ComplaintType }
  | { type: 'orderChosen'; order: ComplaintOrder }
  | { type: 'documentLoaded'; document: ComplaintDocument }
  | { type: 'documentLookupFailed' }
  | { type: 'itemToggled'; position: Pick<DeliveryDocumentPosition, 'id' | 'complainableQuantity'> }
  | { type: 'itemChanged'; position: number; changes: ComplaintItemChanges }
  | { type: 'submitFailed'; status: number }
  | { type: 'cleared' };

export const INITIAL_COMPLAINT_WIZARD: ComplaintWizardState = { activeStep: 0, complaintType: null, order: null, document: null, items: [] };

/** Spec §4's activeStep of a state. */
export function complaintWizardStep(state: Pick<ComplaintWizardState, 'complaintType' | 'document' | 'items'>): ComplaintWizardStep {
  if (!state.complaintType) return 0;
  if (!state.document) return 1;
  return state.items.some(isComplaintItemComplete) ? 3 : 2;
}

const withStep = (state: Omit<ComplaintWizardState, 'activeStep'>): ComplaintWizardState => ({ ...state, activeStep: complaintWizardStep(state) });

const hasPosition = (document: ComplaintDocument | null, id: number): boolean => Boolean(document?.positions.some((position) => position.id === id));

export function complaintWizardReducer(state: ComplaintWizardState, event: ComplaintWizardEvent): ComplaintWizardState {
  switch (event.type) {
    case 'typeChosen':
      if (event.complaintType === state.complaintType) return withStep(state);
      return withStep({ complaintType: event.complaintType, order: null, document: null, items: [] });
    case 'orderChosen':
      if (!state.complaintType) return state;
      return withStep({ ...state, order: event.order, document: null, items: [] });
    case 'documentLoaded': {
      if (!state.complaintType || event.document.complaintType !== state.complaintType) return state;
      const same = state.document?.number === event.document.number;
      const items = same ? state.items.filter((item) => hasPosition(event.document, item.position)) : [];
      return withStep({ ...state, document: event.document, items });
    }
    case 'documentLookupFailed':
      if (!state.complaintType) return state;
      return withStep({ ...state, document: null, items: [] });
    case 'itemToggled': {
      if (!hasPosition(state.document, event.position.id)) return state;
      return withStep({ ...state, items: toggleComplaintItem(state.items, event.position) });
    }
    case 'itemChanged': {
      if (!state.items.some((item) => item.position === event.position)) return state;
      return withStep({ ...state, items: state.items.map((item) => (item.position === event.position ? { ...item, ...event.changes } : item)) });
    }
    case 'submitFailed':
      // Nothing entered is lost on any failure (a refusal, a server error, no network): the
      // customer corrects or simply sends again. (Spec §8 cleared the data; issue 14 keeps it.)
      return state;
    case 'cleared':
      return INITIAL_COMPLAINT_WIZARD;
    default:
      return state;
  }
}

/** The items that will be sent: complete ones only (spec §5). */
export const itemsToSubmit = (state: Pick<ComplaintWizardState, 'items'>): ComplaintItemDraft[] => state.items.filter(isComplaintItemComplete);
