/**
 * The company's audit log (GET companies/current/audit-log, the company's administrator): orders
 * placed, edited, accepted and rejected, budgets, approval rules and absences, users — newest first,
 * 24 a page, with the filters the API offers (action, user, subject, dates).
 */
import { getAuditLog } from '../../generated/api/account/account';
import type { ListQuery } from '../listQuery';
import type { ResourceBinding } from '../resourceDescriptor';
// The key is written in the resource's descriptor (resource.ts); the screens import it from here too.
export { AUDIT_LOG_RESOURCE } from './resource';

export async function listAuditLog(query: ListQuery, signal?: AbortSignal) {
  const response = await getAuditLog(
    { limit: query.limit, offset: query.offset, orderBy: query.orderBy ?? 'at', orderDirection: query.orderDirection ?? 'DESC', filters: query.filters },
    undefined,
    signal,
  );
  return { data: response.entries, total: response.countTotal, availableFilters: response.availableFilters };
}

export const auditLogBinding = { list: listAuditLog } satisfies ResourceBinding;
