/**
 * The audit log's one writer: the operation wrapper (http/operation.ts) runs every call of an operation
 * of the table (auditedOperations.ts) through `audited`, which reads what existed before when the
 * table asks for it, runs the call and, for a successful (2xx) answer of a logged-in company user,
 * appends the entry the table describes. A refused or failed call writes nothing; so does a call
 * whose description cannot be made (the answer is never spoiled by the log).
 */
import type { PathParams } from 'msw';
import { requireUser } from '../../http/auth';
import { AUDITED_OPERATIONS, type AuditSession } from './auditedOperations';
import { appendAuditEntry } from './auditLog';

function sessionOf(request: Request): AuditSession | null {
  try {
    const session = requireUser(request);
    return session.company.isPrivateCustomer ? null : { user: session.user, company: session.company };
  } catch {
    return null;
  }
}

async function jsonOf(message: Request | Response): Promise<unknown> {
  if (!(message.headers.get('Content-Type') ?? '').includes('json')) return null;
  return message.clone().json().catch(() => null);
}

/** Runs an operation's call; an audited operation's success is written to its company's log. */
export async function audited(operationId: string, request: Request, params: PathParams, run: () => Promise<Response>): Promise<Response> {
  const entry = AUDITED_OPERATIONS[operationId];
  if (!entry) return run();
  // Who acts, as she is before the call (the call may change her own account).
  const session = sessionOf(request);
  if (!session) return run();
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await jsonOf(request);
  const { before: read } = entry;
  const before = read ? await Promise.resolve().then(() => read({ session, params, body, request })).catch(() => null) : null;
  const response = await run();
  if (response.status < 200 || response.status > 299) return response;
  try {
    const answer = await jsonOf(response);
    const description = entry.describe({ session, params, body, answer, before });
    if (description) appendAuditEntry({ ...session, action: entry.action, subject: description.subject, details: description.details ?? null });
  } catch (error) {
    console.error(`[demo API] the audit log could not describe ${operationId}`, error);
  }
  return response;
}
