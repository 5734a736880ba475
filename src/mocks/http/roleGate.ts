/**
 * The one place the demo API enforces what a role may call (src/domain/orderPolicy/roleAbilities.ts):
 * a state-changing operation of a data-only session outside its personal list is refused with 403
 * before its resolver runs, so no path (cart, order lines, lists, reports, decisions) can forget it.
 * Requests without a valid user token pass on: the operation itself answers them.
 */
import { mayCallOperation, onlyDataMessage } from '../../domain/orderPolicy';
import { DemoHttpError } from './errors';
import { requestLocale } from './locale';
import { sessionFromToken } from './auth';

function roleOf(request: Request): string | null {
  const match = /^Bearer\s+(.+)$/i.exec((request.headers.get('Authorization') ?? '').trim());
  if (!match) return null;
  try {
    const session = sessionFromToken(match[1].trim());
    return session.kind === 'user' ? session.user.roleName : null;
  } catch {
    return null;
  }
}

/** Throws 403 FORBIDDEN with the role message when the session's role may not call the operation. */
export function requireRoleMayCall(operationId: string, request: Request): void {
  // The demo's own controls (reset, mailbox) are not shop operations.
  if (operationId.startsWith('demo.')) return;
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const role = roleOf(request);
  if (role && !mayCallOperation(role, operationId, request.method)) {
    throw new DemoHttpError(403, 'FORBIDDEN', onlyDataMessage(requestLocale(request)));
  }
}
