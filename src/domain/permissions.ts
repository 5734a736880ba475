/**
 * What a logged-in account user may do (spec §6): the onlyData role sees data but cannot buy or
 * decide; deciding on orders awaiting acceptance also needs the approver's acl flag. Pure rules the
 * account screens (and their access control) call, so no screen re-derives them.
 */
import { isLoggedInRole } from './user';

/** The parts of the current-user response the rules read. */
export interface PermissionSubject {
  user: { roleId: number; roleName: string };
  acl: { ordersForAcceptance?: boolean };
}

/** The role that only reads data (spec §3 "roleName (onlyData exists)"). */
export const ONLY_DATA_ROLE = 'onlyData';

function isActiveUser(subject: PermissionSubject | null | undefined): subject is PermissionSubject {
  return Boolean(subject) && isLoggedInRole(subject!.user.roleId);
}

/** Whether the user only reads data. */
export function isOnlyData(subject: PermissionSubject | null | undefined): boolean {
  return subject?.user.roleName === ONLY_DATA_ROLE;
}

/** May buy: copy or reorder an order, pay, edit an order (everything that spends money). */
export function canBuy(subject: PermissionSubject | null | undefined): boolean {
  return isActiveUser(subject) && !isOnlyData(subject);
}

/** May see the queue of orders awaiting acceptance (the approver's acl flag). */
export function canSeeAcceptanceQueue(subject: PermissionSubject | null | undefined): boolean {
  return isActiveUser(subject) && Boolean(subject.acl.ordersForAcceptance);
}

/** May accept or reject orders awaiting acceptance: an approver who is not a data-only user. */
export function canDecide(subject: PermissionSubject | null | undefined): boolean {
  return canSeeAcceptanceQueue(subject) && !isOnlyData(subject);
}

/**
 * May list and add the company's users: the administrator of a company customer (a private
 * customer's account has no other users). The demo API's companies/current/users keeps the same rule.
 */
export function canManageCompanyUsers(subject: { user: { roleName: string }; company: { isPrivateCustomer?: boolean } | null | undefined } | null | undefined): boolean {
  return subject?.user.roleName === 'admin' && subject.company?.isPrivateCustomer === false;
}
