import { describe, expect, it } from 'vitest';
import {
  absenceProblem, absencesOverlap, afterDecision, decidersOf, mayDecideLevel, requiredChain, ruleFor, ruleLevelsProblem, waitingFor,
  type ApprovalRuleDefinition, type DeciderContext,
} from './approvalChain';

const companyWide: ApprovalRuleDefinition = { id: 1, costCentreId: null, levels: [{ threshold: 1000, approverId: 3 }, { threshold: 5000, approverId: 9 }] };
const marketing: ApprovalRuleDefinition = { id: 2, costCentreId: 12, levels: [{ threshold: 200, approverId: 9 }] };
const rules = [companyWide, marketing];

describe('requiredChain', () => {
  it('takes the centre’s own rule in place of the company-wide one', () => {
    expect(ruleFor(rules, 12)).toBe(marketing);
    expect(ruleFor(rules, 11)).toBe(companyWide);
    expect(ruleFor(rules, null)).toBe(companyWide);
    expect(ruleFor([marketing], 11)).toBeNull();
  });

  it('needs every level whose threshold the value is above, in order', () => {
    const base = { rules, costCentreId: 11, limitDecision: 'withinLimit' as const, placedByApprover: false };
    expect(requiredChain({ ...base, value: 1000 })).toEqual([]);
    expect(requiredChain({ ...base, value: 1000.01 })).toEqual([{ level: 1, approverId: 3, threshold: 1000 }]);
    expect(requiredChain({ ...base, value: 6000 })).toEqual([{ level: 1, approverId: 3, threshold: 1000 }, { level: 2, approverId: 9, threshold: 5000 }]);
    // An approver's order over a threshold needs the levels too.
    expect(requiredChain({ ...base, value: 6000, placedByApprover: true })).toHaveLength(2);
  });

  it('keeps one decision of any approver over an approval limit no level catches, except for an approver’s own order', () => {
    const base = { rules, costCentreId: 12, value: 150, limitDecision: 'needsAcceptance' as const };
    expect(requiredChain({ ...base, placedByApprover: false })).toEqual([{ level: 1, approverId: null, threshold: null }]);
    expect(requiredChain({ ...base, placedByApprover: true })).toEqual([]);
    expect(requiredChain({ rules: [], costCentreId: null, value: 9999, limitDecision: 'withinLimit', placedByApprover: false })).toEqual([]);
  });
});

describe('who decides a level', () => {
  const ctx: DeciderContext = { creatorId: 2, approverIds: [3, 9, 10], absences: [{ approverId: 3, substituteId: 10, dateFrom: '2026-11-28', dateTo: '2026-12-02' }], today: '2026-11-27' };
  const level1 = { level: 1, approverId: 3, threshold: 1000 };

  it('is the level’s approver, and her substitute while she is away (she still may)', () => {
    expect(decidersOf(level1, ctx)).toEqual([3]);
    expect(waitingFor(level1, ctx)).toBe(3);
    const away = { ...ctx, today: '2026-11-28' };
    expect(decidersOf(level1, away)).toEqual([3, 10]);
    expect(waitingFor(level1, away)).toBe(10);
    expect(decidersOf(level1, { ...ctx, today: '2026-12-02' })).toEqual([3, 10]);
    expect(decidersOf(level1, { ...ctx, today: '2026-12-03' })).toEqual([3]);
  });

  it('passes a level of the approver’s own order to the other approvers, and nobody decides her own order', () => {
    const own = { ...ctx, creatorId: 3 };
    expect(decidersOf(level1, own)).toEqual([9, 10]);
    expect(waitingFor(level1, own)).toBeNull();
    expect(mayDecideLevel(level1, 3, own)).toBe(false);
  });

  it('lets any approver but the buyer decide the one decision of any approver', () => {
    const any = { level: 1, approverId: null, threshold: null };
    expect(decidersOf(any, { ...ctx, creatorId: 9 })).toEqual([3, 10]);
    expect(waitingFor(any, ctx)).toBeNull();
  });

  it('passes a level to all approvers when its approver no longer approves, and ignores a substitute who cannot', () => {
    expect(decidersOf(level1, { ...ctx, approverIds: [9, 10] })).toEqual([9, 10]);
    expect(decidersOf(level1, { ...ctx, today: '2026-11-29', creatorId: 10 })).toEqual([3]);
  });
});

describe('afterDecision', () => {
  it('moves to the next level, accepts after the last, rejects at any level', () => {
    expect(afterDecision(2, 1, 'accepted')).toEqual({ status: 'awaitingAcceptance', level: 2 });
    expect(afterDecision(2, 2, 'accepted')).toEqual({ status: 'accepted' });
    expect(afterDecision(2, 1, 'rejected')).toEqual({ status: 'rejected' });
  });
});

describe('rule and absence checks', () => {
  it('wants 1–5 levels with thresholds rising strictly and approvers who may decide', () => {
    expect(ruleLevelsProblem([{ threshold: 0, approverId: 3 }, { threshold: 100, approverId: 9 }], [3, 9])).toBeNull();
    expect(ruleLevelsProblem([], [3])?.field).toBe('levels');
    expect(ruleLevelsProblem(Array.from({ length: 6 }, (_, index) => ({ threshold: index, approverId: 3 })), [3])?.field).toBe('levels');
    const falling = ruleLevelsProblem([{ threshold: 500, approverId: 3 }, { threshold: 500, approverId: 9 }], [3, 9]);
    expect(falling).toEqual({ field: 'levels.1.threshold', message: { pl: 'Próg poziomu 2 musi być wyższy niż próg poziomu 1.', en: 'The threshold of level 2 must be higher than that of level 1.' } });
    expect(ruleLevelsProblem([{ threshold: 10.005, approverId: 3 }], [3])?.field).toBe('levels.0.threshold');
    expect(ruleLevelsProblem([{ threshold: 100, approverId: 2 }], [3])?.field).toBe('levels.0.approverId');
  });

  it('wants two different approvers and dates that have not passed', () => {
    const absence = { approverId: 3, substituteId: 9, dateFrom: '2026-11-30', dateTo: '2026-12-04' };
    expect(absenceProblem(absence, [3, 9], '2026-11-30')).toBeNull();
    expect(absenceProblem({ ...absence, approverId: 2 }, [3, 9], '2026-11-30')?.field).toBe('approverId');
    expect(absenceProblem({ ...absence, substituteId: 3 }, [3, 9], '2026-11-30')?.field).toBe('substituteId');
    expect(absenceProblem({ ...absence, dateTo: '2026-11-29' }, [3, 9], '2026-11-30')?.field).toBe('dateTo');
    expect(absenceProblem({ ...absence, dateFrom: '2026-11-20', dateTo: '2026-11-29' }, [3, 9], '2026-11-30')?.message.en).toBe('The absence cannot end before today.');
    expect(absencesOverlap(absence, { dateFrom: '2026-12-04', dateTo: '2026-12-10' })).toBe(true);
    expect(absencesOverlap(absence, { dateFrom: '2026-12-05', dateTo: '2026-12-10' })).toBe(false);
  });
});
