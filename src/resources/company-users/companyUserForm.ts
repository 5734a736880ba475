/**
 * The "add company user" dialog's form (spec §2): first and last name, e-mail, phone, a role of
 * COMPANY_ROLES and the cost centres she may order on. The field rules are the domain's
 * `companyUserProblems` (the demo API checks the same), shown in the page's language.
 */
import { z } from 'zod';
import { COMPANY_USER_MESSAGES, companyUserProblems } from '../../domain/companyUser';
import type { CompanyUserInput } from '../../generated/model';
import type { FormMessages } from '../../ui/form/useValidationMessages';
import { localizedMessage } from '../ui/localizedMessage';

export interface CompanyUserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone1: string;
  /** The role's id as the select holds it ('' while none is chosen). */
  roleId: string;
  costCenterIds: number[];
}

export interface CompanyUserFormMessages extends FormMessages {
  /** No role chosen. */
  role: string;
}

export const COMPANY_USER_FIELDS = ['firstName', 'lastName', 'email', 'phone1', 'roleId', 'costCenterIds'] as const;

export const EMPTY_COMPANY_USER: CompanyUserFormValues = { firstName: '', lastName: '', email: '', phone1: '', roleId: '', costCenterIds: [] };

const roleIdOf = (value: string): number | undefined => (value === '' ? undefined : Number(value));

export function companyUserSchema(messages: CompanyUserFormMessages) {
  return z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone1: z.string(),
      roleId: z.string(),
      costCenterIds: z.array(z.number()),
    })
    .superRefine((values, context) => {
      for (const problem of companyUserProblems({ ...values, roleId: roleIdOf(values.roleId) })) {
        const message = localizedMessage(problem.message, messages, { [COMPANY_USER_MESSAGES.role]: messages.role });
        context.addIssue({ code: 'custom', path: [problem.field], message, input: undefined });
      }
    });
}

/** POST companies/current/users' body: trimmed; the phone only when given, the cost centres only when chosen. */
export function companyUserInput(values: CompanyUserFormValues): CompanyUserInput {
  const phone = values.phone1.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(phone ? { phone1: phone } : {}),
    roleId: Number(values.roleId),
    ...(values.costCenterIds.length ? { costCenterIds: values.costCenterIds } : {}),
  };
}
