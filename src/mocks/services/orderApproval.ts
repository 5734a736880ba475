/**
 * The chain of decisions an order waits in (src/domain/orderPolicy/approvalChain.ts on the company's
 * approval rules): computed when the order is placed or sent back to approval and stored with it, so
 * orders already waiting keep the chain they were placed with when the rules change. Who may decide the
 * level it waits at follows today's absences and the company's approvers as they are now.
 *
 * An order awaiting acceptance without a stored chain (the seeded ones, or one placed before rules
 * existed) waits for one decision of any approver, as every order did before.
 */
import {
  afterDecision, decidersOf, mayDecideLevel, waitingFor, type ChainLevel, type ChainStep, type DeciderContext,
} from '../../domain/orderPolicy';
import type { OrderApproval } from '../../generated/model';
import type { StoredOrderApproval } from '../db/approvalRecords';
import { allOrders, allUsers, getSeed, getState, updateState } from '../db/store';
import type { SeedOrder, SeedUser } from '../db/types';
import { isDeactivated } from '../http/auth';
import { personName } from '../presenters/order';
import { isCompanyApprover } from './orderLimits';

/** The demo's today, YYYY-MM-DD (the seed's day). */
export const demoToday = (): string => getSeed().today.toISOString().slice(0, 10);

/** The company's approvers who may decide at all: the approval right, not data-only, able to log in. */
export function activeApprovers(companyId: number): SeedUser[] {
  return allUsers().filter((user) => isCompanyApprover(user, { id: companyId }) && user.password !== '' && !isDeactivated(user.id));
}

/** The stored rules of a company in the domain's terms. */
export function companyRules(companyId: number) {
  return (getState().approvalRules ?? [])
    .filter((rule) => rule.companyId === companyId)
    .map((rule) => ({ id: rule.id, costCentreId: rule.costCenterId, levels: rule.levels }));
}

/** The checkout's answer for an order the approval rules (not the limit) make wait. */
export function awaitingByRulesMessage(number: string, levels: number, locale: 'pl' | 'en'): string {
  return locale === 'en'
    ? `Thank you! Order ${number} awaits approval under your company’s approval rules (${levels === 1 ? '1 level' : `${levels} levels`}).`
    : `Dziękujemy! Zamówienie ${number} czeka na akceptację zgodnie z regułami akceptacji firmy (poziomy: ${levels}).`;
}

/** Stores the chain the order now waits in, at its first level (the decisions of an earlier chain stay in the history). */
export function startChain(orderId: number, chain: ChainLevel[]): void {
  updateState((state) => {
    (state.orderApprovals ??= {})[orderId] = { chain, level: 1, decisions: [] };
  });
}

/** The one decision of any approver (an order without a stored chain). */
const ANY_APPROVER: ChainLevel[] = [{ level: 1, approverId: null, threshold: null }];

/** The order's chain and where it stands (an order without a stored one: one decision of any approver). */
export function approvalOf(order: Pick<SeedOrder, 'id'>): StoredOrderApproval {
  return getState().orderApprovals?.[order.id] ?? { chain: ANY_APPROVER, level: 1, decisions: [] };
}

export function decidersContext(order: Pick<SeedOrder, 'companyId' | 'userId'>): DeciderContext {
  return {
    creatorId: order.userId,
    approverIds: activeApprovers(order.companyId).map((user) => user.id),
    absences: (getState().approverAbsences ?? []).filter((absence) => absence.companyId === order.companyId),
    today: demoToday(),
  };
}

/** The level the order waits at now (null when it does not wait). */
export function currentLevel(order: SeedOrder): { level: ChainLevel; levels: number } | null {
  if (order.status !== 'awaitingAcceptance') return null;
  const { chain, level } = approvalOf(order);
  const current = chain[level - 1] ?? chain[chain.length - 1];
  return current ? { level: current, levels: chain.length } : null;
}

/** Whether the user may decide the order now (the level it waits at). */
export function mayDecideNow(order: SeedOrder, user: SeedUser): boolean {
  const current = currentLevel(order);
  return current !== null && user.companyId === order.companyId && mayDecideLevel(current.level, user.id, decidersContext(order));
}

/** The users who may decide the order now, one per login. */
export function decidersNow(order: SeedOrder): SeedUser[] {
  const current = currentLevel(order);
  if (!current) return [];
  const ids = decidersOf(current.level, decidersContext(order));
  const seen = new Set<string>();
  return allUsers().filter((user) => {
    if (user.companyId !== order.companyId || !ids.includes(user.id) || seen.has(user.login)) return false;
    seen.add(user.login);
    return true;
  });
}

const refOf = (userId: number | null) => {
  if (userId === null) return null;
  const user = allUsers().find((candidate) => candidate.id === userId);
  return user ? { id: user.id, name: personName(user) } : null;
};

/** `approval` of an order in every list and detail: the level it waits at, of how many, and whom it waits for. */
export function orderApproval(order: SeedOrder): OrderApproval | null {
  const current = currentLevel(order);
  if (!current) return null;
  return { level: current.level.level, levels: current.levels, waitingFor: refOf(waitingFor(current.level, decidersContext(order))) };
}

/** Records a decision at the current level and answers where the order goes next. */
export function recordLevelDecision(order: SeedOrder, user: SeedUser, decision: 'accepted' | 'rejected', at: string): { step: ChainStep; level: number; levels: number } {
  const { chain, level, decisions } = approvalOf(order);
  const step = afterDecision(chain.length, level, decision);
  updateState((state) => {
    (state.orderApprovals ??= {})[order.id] = {
      chain,
      level: step.status === 'awaitingAcceptance' ? step.level : level,
      decisions: [...decisions, { level, byUserId: user.id, decision, at }],
    };
  });
  return { step, level, levels: chain.length };
}

/** How many of the company's orders the user may decide now (the approval queue's count). */
export function countOrdersToDecide(user: SeedUser, companyId: number): number {
  if (!user.canApprove) return 0;
  return allOrders().filter((order) => order.companyId === companyId && order.status === 'awaitingAcceptance' && mayDecideNow(order, user)).length;
}
