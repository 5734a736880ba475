/**
 * The company's approval rules and approvers' absences (the company's administrator): listed, added,
 * changed (a rule's levels) and deleted. Orders already waiting keep the chain they were placed with.
 */
import type { BaseKey } from '@refinedev/core';
import {
  createApprovalRule, createApproverAbsence, deleteApprovalRule, deleteApproverAbsence, getApprovalRules, getApproverAbsences, updateApprovalRule,
} from '../../generated/api/account/account';
import type { ApprovalRuleChange, ApprovalRuleInput, ApproverAbsenceInput } from '../../generated/model';
import type { ResourceBinding } from '../resourceDescriptor';

export { APPROVAL_RULES_RESOURCE, APPROVER_ABSENCES_RESOURCE } from './resource';

export async function listApprovalRules(_query: unknown, signal?: AbortSignal) {
  const { rules } = await getApprovalRules(undefined, signal);
  return { data: rules, total: rules.length };
}

export async function createApprovalRuleRecord(input: ApprovalRuleInput) {
  const response = await createApprovalRule(input);
  return { data: response.rule, message: response.message };
}

export async function updateApprovalRuleRecord(id: BaseKey, change: ApprovalRuleChange) {
  const response = await updateApprovalRule(Number(id), change);
  return { data: response.rule, message: response.message };
}

export async function deleteApprovalRuleRecord(id: BaseKey) {
  const response = await deleteApprovalRule(Number(id));
  return { data: { id }, message: response.message };
}

export async function listApproverAbsences(_query: unknown, signal?: AbortSignal) {
  const { absences } = await getApproverAbsences(undefined, signal);
  return { data: absences, total: absences.length };
}

export async function createApproverAbsenceRecord(input: ApproverAbsenceInput) {
  const response = await createApproverAbsence(input);
  return { data: response.absence, message: response.message };
}

export async function deleteApproverAbsenceRecord(id: BaseKey) {
  const response = await deleteApproverAbsence(Number(id));
  return { data: { id }, message: response.message };
}

export const approvalRulesBinding = {
  list: listApprovalRules, create: createApprovalRuleRecord, update: updateApprovalRuleRecord, remove: deleteApprovalRuleRecord,
} satisfies ResourceBinding;

export const approverAbsencesBinding = {
  list: listApproverAbsences, create: createApproverAbsenceRecord, remove: deleteApproverAbsenceRecord,
} satisfies ResourceBinding;
