/**
 * The items step's view of the domain's rules: which field of an item each problem belongs to
 * (complaintItemProblems), what a summary shows before the server has priced anything, and whether
 * the customer may go on to the summary.
 */
import {
  complaintItemProblems, complaintTextProblems, isComplaintItemComplete, type ComplaintItemDraft, type ComplaintItemProblem, type ComplaintTextProblem, type ComplaintWizardState,
} from '../../../domain/complaints';
import { lineValue } from '../../../domain/cartTotals';
import { moneyFromNetGross, sumMoney } from '../../../domain/money';
import type { DeliveryDocumentPosition, Money } from '../../../generated/model';
import type { ItemField } from './submitError';

/** What the form says about an item: the rules the server applies too, and the lengths of the texts as written. */
export type ItemProblem = ComplaintItemProblem | ComplaintTextProblem;

const PROBLEM_FIELDS: Record<ComplaintItemProblem['rule'], ItemField> = {
  reasonRequired: 'reason',
  amountRange: 'amount',
  nothingLeft: 'amount',
  serialNumberRequired: 'serialNumber',
  deviceModelRequired: 'deviceModel',
  tooManyFiles: 'attachments',
};

export const problemField = (problem: ItemProblem): ItemField => (problem.rule === 'tooLong' ? problem.field : PROBLEM_FIELDS[problem.rule]);

/** Every problem of an item as the form sees it. */
const itemProblems = (item: ComplaintItemDraft, position: DeliveryDocumentPosition): ItemProblem[] => [...complaintItemProblems(item, position), ...complaintTextProblems(item)];

/** An item's problems by field (the first one of each field), for the messages under the fields. */
export function itemFieldProblems(item: ComplaintItemDraft, position: DeliveryDocumentPosition): Partial<Record<ItemField, ItemProblem>> {
  const byField: Partial<Record<ItemField, ItemProblem>> = {};
  for (const problem of itemProblems(item, position)) {
    const field = problemField(problem);
    byField[field] ??= problem;
  }
  return byField;
}

/**
 * The ticked items that cannot be sent as they are, with the field to fix first. A ticked item with
 * no reason is one of them: spec §5 would leave it out silently, the customer is told instead.
 */
export function blockingItems(state: Pick<ComplaintWizardState, 'items' | 'document'>): { position: number; field: ItemField }[] {
  const positions = new Map((state.document?.positions ?? []).map((position) => [position.id, position]));
  return state.items.flatMap((item) => {
    const position = positions.get(item.position);
    if (!item.isActive || !position) return [];
    const [problem] = itemProblems(item, position);
    return problem ? [{ position: item.position, field: problemField(problem) }] : [];
  });
}

/** Whether the summary may be opened: spec §4's step 3 and no ticked item with a problem. */
export const canOpenSummary = (state: ComplaintWizardState): boolean => state.activeStep === 3 && blockingItems(state).length === 0;

export interface ComplaintEstimate {
  /** Units in all items to be sent. */
  quantity: number;
  /** Their value at the document's unit prices (the server's total comes with the confirmation). */
  value: Money;
}

/**
 * The VAT rate (percent) behind a unit price: the API gives net and gross, the rates are whole
 * percents (23, 8, 5, 0), which a unit price's rounding cannot hide.
 */
export const vatRateOf = (price: Pick<Money, 'net' | 'gross'>): number => (price.net > 0 ? Math.round((price.gross / price.net - 1) * 100) : 0);

/** A line's value as the API computes it (`lineValue`): the unit net and unit gross shown, each × quantity. */
export function positionValue(position: Pick<DeliveryDocumentPosition, 'priceObject'>, quantity: number): Money {
  const value = lineValue(position.priceObject.net, quantity, vatRateOf(position.priceObject));
  return moneyFromNetGross(value.net, value.gross);
}

/** What the items to be sent are worth at the delivered prices (the summary's totals). */
export function complaintEstimate(state: Pick<ComplaintWizardState, 'items' | 'document'>): ComplaintEstimate {
  const positions = new Map((state.document?.positions ?? []).map((position) => [position.id, position]));
  const lines = state.items.filter(isComplaintItemComplete).flatMap((item) => {
    const position = positions.get(item.position);
    return position ? [{ amount: item.amount, value: positionValue(position, item.amount) }] : [];
  });
  return { quantity: lines.reduce((sum, line) => sum + line.amount, 0), value: sumMoney(lines.map((line) => line.value)) };
}
