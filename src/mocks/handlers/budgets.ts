/** Budgets: the company's cost centres as its administrator manages them (services/budgets.ts). */
import {
  archiveCostCenterParams, createCostCenterBody, restoreCostCenterParams, updateCostCenterBody, updateCostCenterParams,
} from '../../generated/zod/account/account.zod';
import { requireUser } from '../http/auth';
import { json } from '../http/errors';
import { requestLocale } from '../http/locale';
import { api, operation } from '../http/operation';
import { parseJsonBody, parseParams } from '../http/validate';
import {
  archiveCompanyCostCenter, checkBudgetBody, checkCostCenterChange, createCompanyCostCenter, listCompanyCostCenters, requireBudgetAdmin, restoreCompanyCostCenter,
  updateCompanyCostCenter,
} from '../services/budgets';

const CENTRES = api('/companies/current/cost-centers');

/** The body as sent, for the shop's own field messages before the contract's schema (parseJsonBody reports a malformed body). */
const rawBody = (request: Request): Promise<unknown> => request.clone().json().catch(() => null);

export const budgetsOperations = {
  getCompanyCostCenters: operation('getCompanyCostCenters', 'get', CENTRES, ({ request }) => {
    return json(listCompanyCostCenters(requireUser(request), requestLocale(request)));
  }),

  createCostCenter: operation('createCostCenter', 'post', CENTRES, async ({ request }) => {
    const session = requireUser(request);
    const locale = requestLocale(request);
    requireBudgetAdmin(session, locale);
    checkBudgetBody(await rawBody(request), null, locale);
    const input = (await parseJsonBody(createCostCenterBody, request, { integers: ['userIds'] }))!;
    return json(createCompanyCostCenter(session, input, locale), 201);
  }),

  updateCostCenter: operation('updateCostCenter', 'patch', api('/companies/current/cost-centers/:id'), async ({ request, params }) => {
    const { id } = parseParams(updateCostCenterParams, params);
    const session = requireUser(request);
    const locale = requestLocale(request);
    requireBudgetAdmin(session, locale);
    checkCostCenterChange(session, id, await rawBody(request), locale);
    const input = (await parseJsonBody(updateCostCenterBody, request, { integers: ['userIds'] }))!;
    return json(updateCompanyCostCenter(session, id, input, locale));
  }),

  archiveCostCenter: operation('archiveCostCenter', 'post', api('/companies/current/cost-centers/:id/archive'), ({ request, params }) => {
    const { id } = parseParams(archiveCostCenterParams, params);
    return json(archiveCompanyCostCenter(requireUser(request), id, requestLocale(request)));
  }),

  restoreCostCenter: operation('restoreCostCenter', 'post', api('/companies/current/cost-centers/:id/restore'), ({ request, params }) => {
    const { id } = parseParams(restoreCostCenterParams, params);
    return json(restoreCompanyCostCenter(requireUser(request), id, requestLocale(request)));
  }),
};
