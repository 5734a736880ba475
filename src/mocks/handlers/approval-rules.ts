/** Approval rules and approvers' absences of the current company (services/approvalRules.ts): its administrator only. */
import {
  createApprovalRuleBody, createApproverAbsenceBody, deleteApprovalRuleParams, deleteApproverAbsenceParams, updateApprovalRuleBody, updateApprovalRuleParams,
} from '../../generated/zod/account/account.zod';
import { requireUser } from '../http/auth';
import { json } from '../http/errors';
import { requestLocale } from '../http/locale';
import { api, operation } from '../http/operation';
import { parseJsonBody, parseParams } from '../http/validate';
import {
  createApprovalRule, createApproverAbsence, deleteApprovalRule, deleteApproverAbsence, listApprovalRules, listApproverAbsences, updateApprovalRule,
} from '../services/approvalRules';

const RULES = api('/companies/current/approval-rules');
const ABSENCES = api('/companies/current/approver-absences');

export const approvalRulesOperations = {
  getApprovalRules: operation('getApprovalRules', 'get', RULES, ({ request }) =>
    json(listApprovalRules(requireUser(request), requestLocale(request)))),

  createApprovalRule: operation('createApprovalRule', 'post', RULES, async ({ request }) => {
    const session = requireUser(request);
    const input = (await parseJsonBody(createApprovalRuleBody, request, { integers: ['costCenterId', 'levels.approverId'] }))!;
    return json(createApprovalRule(session, input, requestLocale(request)), 201);
  }),

  updateApprovalRule: operation('updateApprovalRule', 'patch', api('/companies/current/approval-rules/:id'), async ({ request, params }) => {
    const { id } = parseParams(updateApprovalRuleParams, params);
    const session = requireUser(request);
    const change = (await parseJsonBody(updateApprovalRuleBody, request, { integers: ['levels.approverId'] }))!;
    return json(updateApprovalRule(session, id, change, requestLocale(request)));
  }),

  deleteApprovalRule: operation('deleteApprovalRule', 'delete', api('/companies/current/approval-rules/:id'), ({ request, params }) => {
    const { id } = parseParams(deleteApprovalRuleParams, params);
    return json(deleteApprovalRule(requireUser(request), id, requestLocale(request)));
  }),

  getApproverAbsences: operation('getApproverAbsences', 'get', ABSENCES, ({ request }) =>
    json(listApproverAbsences(requireUser(request), requestLocale(request)))),

  createApproverAbsence: operation('createApproverAbsence', 'post', ABSENCES, async ({ request }) => {
    const session = requireUser(request);
    const input = (await parseJsonBody(createApproverAbsenceBody, request, { integers: ['approverId', 'substituteId'] }))!;
    return json(createApproverAbsence(session, input, requestLocale(request)), 201);
  }),

  deleteApproverAbsence: operation('deleteApproverAbsence', 'delete', api('/companies/current/approver-absences/:id'), ({ request, params }) => {
    const { id } = parseParams(deleteApproverAbsenceParams, params);
    return json(deleteApproverAbsence(requireUser(request), id, requestLocale(request)));
  }),
};
