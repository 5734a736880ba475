/** A shopping list's reminder (spec §5): the rule shared by the list forms and the demo API. */
/** The list type of a list without reminders (spec §3: the default type). */
export const ON_DEMAND_LIST_TYPE = 'on_demand';

/** A list's type and reminder as a form fills them in (any field may be missing). */
export interface ListReminderInput {
  type?: string | null;
  reminderAgreement?: boolean | null;
  startDate?: string | null;
  cycleType?: string | null;
  cycleStep?: number | null;
}

/** What is kept (and sent) for a list: the reminder fields only when the reminder is agreed to. */
export interface ListReminder {
  type: string;
  reminderAgreement: boolean;
  startDate: string | null;
  cycleType: string | null;
  cycleStep: number | null;
}

export type ListReminderField = 'type' | 'startDate' | 'cycleType' | 'cycleStep';

export type ListReminderResult = { ok: true; reminder: ListReminder } | { ok: false; field: ListReminderField; message: string };

export const LIST_REMINDER_MESSAGES = {
  type: 'Lista z przypomnieniem musi mieć typ z przypomnieniem.',
  startDate: 'Podaj datę pierwszego przypomnienia.',
  cycleType: 'Wybierz, jak często przypominać o liście.',
  cycleStep: 'Podaj, co ile okresów przypominać o liście.',
} as const satisfies Record<ListReminderField, string>;

/**
 * Spec §5: a reminder needs the reminder agreement. With it the list keeps its (reminder) type, start
 * date, cycle and step — all four are needed, else the reminder could never fire; without it the type
 * falls back to on_demand and the reminder fields are dropped, whatever the form still holds.
 */
export function listReminder(input: ListReminderInput): ListReminderResult {
  if (!input.reminderAgreement) {
    return { ok: true, reminder: { type: ON_DEMAND_LIST_TYPE, reminderAgreement: false, startDate: null, cycleType: null, cycleStep: null } };
  }
  const type = input.type || ON_DEMAND_LIST_TYPE;
  if (type === ON_DEMAND_LIST_TYPE) return { ok: false, field: 'type', message: LIST_REMINDER_MESSAGES.type };
  if (!input.startDate) return { ok: false, field: 'startDate', message: LIST_REMINDER_MESSAGES.startDate };
  if (!input.cycleType) return { ok: false, field: 'cycleType', message: LIST_REMINDER_MESSAGES.cycleType };
  if (!input.cycleStep || !Number.isInteger(input.cycleStep) || input.cycleStep < 1) {
    return { ok: false, field: 'cycleStep', message: LIST_REMINDER_MESSAGES.cycleStep };
  }
  return { ok: true, reminder: { type, reminderAgreement: true, startDate: input.startDate, cycleType: input.cycleType, cycleStep: input.cycleStep } };
}
