import { getSalesOrdersQueryParams } from '../../generated/zod/lists/lists.zod';
import { requireUser } from '../http/auth';
import { json } from '../http/errors';
import { api, operation } from '../http/operation';
import { parseQuery } from '../http/validate';
import { listOrders } from '../services/orders';

export const listsOperations = {
  getSalesOrders: operation('getSalesOrders', 'get', api('/sales-orders'), ({ request }) => {
    const params = parseQuery(getSalesOrdersQueryParams, request, ['limit', 'offset']);
    const { user, company } = requireUser(request);
    return json(listOrders(user, company, params));
  }),
};
