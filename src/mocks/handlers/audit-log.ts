/** The company's audit log (services/audit/): its administrator reads who did what and when. */
import { getAuditLogQueryParams } from '../../generated/zod/account/account.zod';
import { requireUser } from '../http/auth';
import { json } from '../http/errors';
import { requestLocale } from '../http/locale';
import { api, operation } from '../http/operation';
import { parseQuery } from '../http/validate';
import { listAuditLog } from '../services/audit/auditLog';

export const auditLogOperations = {
  getAuditLog: operation('getAuditLog', 'get', api('/companies/current/audit-log'), ({ request }) => {
    const params = parseQuery(getAuditLogQueryParams, request, ['limit', 'offset']);
    const { user, company } = requireUser(request);
    return json(listAuditLog(user, company, params, requestLocale(request)));
  }),
};
