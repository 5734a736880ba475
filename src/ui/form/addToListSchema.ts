import { z } from 'zod';

/** The "new list" choice of the add-to-list dialog (the other choices are list ids). */
export const NEW_LIST = 'new';

/** A list name's longest length (the contract's ShoppingListInput.name). */
export const LIST_NAME_MAX_LENGTH = 100;

export interface AddToListMessages {
  required: string;
  maxLength: string;
  quantity: string;
}

/**
 * The add-to-list dialog (spec §2 "add product to list"): a list chosen (an id, or a new list, which
 * then needs a name of at most 100 characters) and a whole quantity of at least 1. The list does not
 * enforce order multiples: the cart applies them when the list goes into it.
 */
export function addToListSchema(messages: AddToListMessages) {
  return z
    .object({
      list: z.string().min(1, { error: messages.required }),
      name: z.string().trim().max(LIST_NAME_MAX_LENGTH, { error: messages.maxLength }),
      quantity: z.number({ error: messages.quantity }).int({ error: messages.quantity }).min(1, { error: messages.quantity }),
    })
    .superRefine((values, context) => {
      if (values.list === NEW_LIST && !values.name) context.addIssue({ code: 'custom', path: ['name'], message: messages.required });
    });
}

export type AddToListValues = z.infer<ReturnType<typeof addToListSchema>>;
