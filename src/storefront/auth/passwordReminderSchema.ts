import { z } from 'zod';
import { isValidEmail } from '../../domain/validation';
import { POLISH_AUTH_MESSAGES, type AuthFormMessages } from './authMessages';

/** The password reminder's one field: the account's e-mail address (spec §5). */
export function passwordReminderSchema(messages: Pick<AuthFormMessages, 'required' | 'email'> = POLISH_AUTH_MESSAGES) {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, { error: messages.required })
      .refine((value) => isValidEmail(value), { error: messages.email }),
  });
}

export type PasswordReminderValues = z.infer<ReturnType<typeof passwordReminderSchema>>;
