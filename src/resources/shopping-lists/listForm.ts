/**
 * The "add list" dialog's form (spec §2, §3, §5): a name, a type from the server and, with the
 * reminder agreement only, the reminder's start date, cycle and step. The reminder rule is the
 * domain's `listReminder` (shared with the demo API), so the form and the server never disagree.
 */
import { z } from 'zod';
import { listReminder, ON_DEMAND_LIST_TYPE, type ListReminderField } from '../../domain/shoppingListReminder';
import type { ShoppingList, ShoppingListInput } from '../../generated/model';
import { LIST_NAME_MAX_LENGTH } from '../../ui/form/addToListSchema';

export interface ListFormValues {
  name: string;
  type: string;
  reminderAgreement: boolean;
  /** yyyy-mm-dd, or '' while not chosen. */
  startDate: string;
  cycleType: string;
  /** NaN while the field is empty. */
  cycleStep: number;
}

export interface ListFormMessages {
  required: string;
  maxLength: string;
  /** The §5 reminder messages, by the field they concern. */
  reminder: Record<ListReminderField, string>;
}

export function listFormSchema(messages: ListFormMessages) {
  return z
    .object({
      name: z.string().trim().min(1, { error: messages.required }).max(LIST_NAME_MAX_LENGTH, { error: messages.maxLength }),
      type: z.string(),
      reminderAgreement: z.boolean(),
      startDate: z.string(),
      cycleType: z.string(),
      // NaN while the field is empty: the reminder rule then names it (only with the agreement).
      cycleStep: z.union([z.number(), z.nan()]),
    })
    .superRefine((values, context) => {
      const result = listReminder(values);
      if (!result.ok) context.addIssue({ code: 'custom', path: [result.field], message: messages.reminder[result.field] });
    });
}

/** A new list's form: on demand, no reminder; the start date today when the reminder is turned on. */
export function emptyListForm(): ListFormValues {
  return { name: '', type: ON_DEMAND_LIST_TYPE, reminderAgreement: false, startDate: '', cycleType: '', cycleStep: 1 };
}

/** An existing list's form (renaming keeps its type and reminder). */
export function listFormOf(list: ShoppingList): ListFormValues {
  return {
    name: list.name,
    type: list.type,
    reminderAgreement: list.reminderAgreement,
    startDate: list.startDate ?? '',
    cycleType: list.cycleType ?? '',
    cycleStep: list.cycleStep ?? 1,
  };
}

/**
 * What is sent (POST shopping-lists, PUT shopping-lists/{id}): the reminder fields only with the
 * agreement; without it the type falls back to on_demand (spec §5).
 */
export function listInputOf(values: ListFormValues): ShoppingListInput {
  const result = listReminder(values);
  if (!result.ok) throw new Error(`The list form was sent with an incomplete reminder (${result.field}).`);
  const { type, reminderAgreement, startDate, cycleType, cycleStep } = result.reminder;
  const input: ShoppingListInput = { name: values.name.trim(), type, reminderAgreement };
  if (reminderAgreement && startDate && cycleType && cycleStep) Object.assign(input, { startDate, cycleType, cycleStep });
  return input;
}
