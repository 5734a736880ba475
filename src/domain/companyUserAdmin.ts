/**
 * Administering a company's users: the company keeps at least one active administrator, an
 * administrator does not deactivate herself, and the approval right follows the role (an approver
 * always approves, a data-only user never; an administrator or a buyer as chosen). The demo API refuses
 * with these rules; the users screen reads them to say so before asking.
 */
import type { CompanyRoleName } from './companyUser';

export type CompanyUserStatus = 'invited' | 'active' | 'deactivated';

export interface CompanyMember {
  id: number;
  roleName: string;
  status: CompanyUserStatus;
}

/** What an administrator does to a user: a new role, or deactivation. */
export interface MemberChange {
  roleName?: string;
  deactivate?: boolean;
}

export type MemberChangeProblem = 'lastAdministrator' | 'ownAccount' | null;

/** Active administrators of the company after `change` is applied to `targetId`. */
function activeAdministratorsAfter(members: readonly CompanyMember[], targetId: number, change: MemberChange): number {
  return members.filter((member) => {
    if (member.id !== targetId) return member.roleName === 'admin' && member.status === 'active';
    const roleName = change.roleName ?? member.roleName;
    const status = change.deactivate ? 'deactivated' : member.status;
    return roleName === 'admin' && status === 'active';
  }).length;
}

/**
 * Whether `actorId` may make `change` to `targetId`: never so that no active administrator is left
 * (the last administrator keeps her role and her account), and an administrator never deactivates herself.
 */
export function memberChangeProblem(members: readonly CompanyMember[], actorId: number, targetId: number, change: MemberChange): MemberChangeProblem {
  const before = activeAdministratorsAfter(members, targetId, {});
  if (before > 0 && activeAdministratorsAfter(members, targetId, change) === 0) return 'lastAdministrator';
  if (change.deactivate && actorId === targetId) return 'ownAccount';
  return null;
}

/** The approval right a role allows: `fixed` when the role decides it, else the one chosen (or the role's default). */
export function approvalRight(roleName: CompanyRoleName, requested: boolean | undefined, current?: boolean): { ok: true; canApprove: boolean } | { ok: false } {
  if (roleName === 'approver') return requested === false ? { ok: false } : { ok: true, canApprove: true };
  if (roleName === 'onlyData') return requested === true ? { ok: false } : { ok: true, canApprove: false };
  return { ok: true, canApprove: requested ?? current ?? roleName === 'admin' };
}

/** Whether the form may offer the approval right as a choice (else the role decides it). */
export const approvalRightIsChoice = (roleName: string): boolean => roleName === 'admin' || roleName === 'buyer';

export const COMPANY_USER_ADMIN_MESSAGES = {
  pl: {
    lastAdministrator: 'To ostatni aktywny administrator firmy – nie można odebrać mu roli administratora ani dezaktywować jego konta. Najpierw nadaj rolę administratora innemu użytkownikowi.',
    ownAccount: 'Nie możesz dezaktywować własnego konta. Poproś o to innego administratora firmy.',
    approvalRight: (roleName: string) =>
      roleName === 'approver' ? 'Akceptujący zawsze może akceptować zamówienia.' : 'Użytkownik z rolą „Tylko dane” nie może akceptować zamówień.',
  },
  en: {
    lastAdministrator: "This is the company's last active administrator – the administrator role cannot be taken away and the account cannot be deactivated. First give the administrator role to another user.",
    ownAccount: 'You cannot deactivate your own account. Ask another administrator of the company.',
    approvalRight: (roleName: string) =>
      roleName === 'approver' ? 'An approver can always approve orders.' : 'A user with the "Data only" role cannot approve orders.',
  },
} as const;
