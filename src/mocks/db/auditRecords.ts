/** The company audit log's stored entries (services/audit/): who did what and when, never changed once written. */
import type { AuditAction } from '../../generated/model';

/** A text written once in each of the shop's languages. */
export interface BilingualText {
  pl: string;
  en: string;
}

export interface AuditRecord {
  id: number;
  companyId: number;
  /** ISO date-time. */
  at: string;
  userId: number;
  /** The user's name as it was when she acted. */
  userName: string;
  action: AuditAction;
  subject: BilingualText;
  details: BilingualText | null;
}
