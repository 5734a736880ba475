/**
 * Adding a user to a company (the administrators' "add company user" dialog): the roles a company user
 * may have and the field rules of the form, with spec §5's messages. The dialog and the demo API use the
 * same function, so both say the same thing about the same field.
 */
import { phoneProblem } from './checkout';
import { isValidEmail, VALIDATION_MESSAGES } from './validation';

/** Role ids of company users (0 is the guest); `name` is the User.roleName the API gives. */
export const COMPANY_ROLES = [
  { id: 1, name: 'admin' },
  { id: 2, name: 'buyer' },
  { id: 3, name: 'approver' },
  { id: 4, name: 'onlyData' },
] as const;

export type CompanyRoleName = (typeof COMPANY_ROLES)[number]['name'];

export const companyRoleName = (roleId: number): CompanyRoleName | null => COMPANY_ROLES.find((role) => role.id === roleId)?.name ?? null;

/** Field limits of the contract's CompanyUserInput. */
export const COMPANY_USER_LIMITS = { name: 100, email: 254 } as const;

export const COMPANY_USER_MESSAGES = {
  role: 'Wybierz rolę użytkownika.',
} as const;

/** The form as entered (anything may be missing or of the wrong type: the rules say what is wrong). */
export interface CompanyUserFields {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  phone1?: unknown;
  roleId?: unknown;
}

export interface FieldProblem {
  field: 'firstName' | 'lastName' | 'email' | 'phone1' | 'roleId';
  message: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Every field's problem, in the form's order (empty when the form passes): first and last name and
 * e-mail required (with the contract's maximum lengths), a valid e-mail, the §5 phone rule when a phone
 * is given, and one of the company roles.
 */
export function companyUserProblems(fields: CompanyUserFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ['firstName', 'lastName'] as const) {
    const value = text(fields[field]);
    if (!value) problems.push({ field, message: VALIDATION_MESSAGES.required });
    else if (value.length > COMPANY_USER_LIMITS.name) problems.push({ field, message: VALIDATION_MESSAGES.maxLength(COMPANY_USER_LIMITS.name) });
  }
  const email = text(fields.email);
  if (!email) problems.push({ field: 'email', message: VALIDATION_MESSAGES.required });
  else if (email.length > COMPANY_USER_LIMITS.email) problems.push({ field: 'email', message: VALIDATION_MESSAGES.maxLength(COMPANY_USER_LIMITS.email) });
  else if (!isValidEmail(email)) problems.push({ field: 'email', message: VALIDATION_MESSAGES.email });
  const phone = text(fields.phone1);
  const phoneRule = phone ? phoneProblem(phone) : null;
  if (phoneRule) problems.push({ field: 'phone1', message: VALIDATION_MESSAGES[phoneRule] });
  if (typeof fields.roleId !== 'number' || companyRoleName(fields.roleId) === null) problems.push({ field: 'roleId', message: COMPANY_USER_MESSAGES.role });
  return problems;
}
