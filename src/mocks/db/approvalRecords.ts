/** The stored records of approval rules, approvers' absences and the chains orders wait in (services/approvalRules.ts, orderApproval.ts). */
import type { ChainLevel } from '../../domain/orderPolicy/approvalChain';

export interface StoredApprovalRule {
  id: number;
  companyId: number;
  /** null: the company-wide rule. */
  costCenterId: number | null;
  levels: { threshold: number; approverId: number }[];
}

export interface StoredAbsence {
  id: number;
  companyId: number;
  approverId: number;
  substituteId: number;
  /** YYYY-MM-DD, both included. */
  dateFrom: string;
  dateTo: string;
}

/** An order's chain as it was placed (or sent back to approval), the level it waits at and the decisions so far. */
export interface StoredOrderApproval {
  chain: ChainLevel[];
  /** The level it waits at (1 for the first); past the last once decided. */
  level: number;
  decisions: { level: number; byUserId: number; decision: 'accepted' | 'rejected'; at: string }[];
}
