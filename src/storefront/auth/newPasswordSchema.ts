import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../domain/validation';
import { POLISH_AUTH_MESSAGES, type AuthFormMessages } from './authMessages';

/** The contract's longest password. */
export const PASSWORD_MAX_LENGTH = 128;

export type Report = (path: string, message: string) => void;

/** Collects a form's issues: every rule runs, so a submit shows every problem at once. */
export function reporter(ctx: z.core.$RefinementCtx): Report {
  return (path, message) => ctx.addIssue({ code: 'custom', path: path.split('.'), message, input: undefined });
}

export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

/** A new password (spec §5): required, 8 to 128 characters, typed twice the same ("Wprowadzone hasła różnią się."). */
export function checkNewPassword(values: NewPasswordValues, report: Report, messages: AuthFormMessages): void {
  if (!values.password) report('password', messages.required);
  else if (values.password.length < PASSWORD_MIN_LENGTH) report('password', messages.minLength(PASSWORD_MIN_LENGTH));
  else if (values.password.length > PASSWORD_MAX_LENGTH) report('password', messages.maxLength(PASSWORD_MAX_LENGTH));
  if (!values.passwordConfirmation) report('passwordConfirmation', messages.required);
  else if (values.passwordConfirmation !== values.password) report('passwordConfirmation', messages.passwordConfirmation);
}

/** The new-password form of a password link. */
export function newPasswordSchema(messages: AuthFormMessages = POLISH_AUTH_MESSAGES) {
  return z.object({ password: z.string(), passwordConfirmation: z.string() }).superRefine((values, ctx) => checkNewPassword(values, reporter(ctx), messages));
}

export const NEW_PASSWORD_DEFAULTS: NewPasswordValues = { password: '', passwordConfirmation: '' };
