import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import type { SalesOrder } from '../../generated/model';
import { decisionFailure, decisionState } from './orderDecision';

const order = (status: SalesOrder['status']['id'], canDecide = true) => ({ status: { id: status, name: status }, canAccept: canDecide, canReject: canDecide });

describe('decisionState', () => {
  it('lets an approver decide only an order that awaits acceptance', () => {
    expect(decisionState(order('awaitingAcceptance'))).toBe('decide');
    expect(decisionState(order('awaitingAcceptance', false))).toBe('notAllowed');
  });

  it('says what became of an order decided already, whoever looks', () => {
    expect(decisionState(order('accepted', false))).toBe('accepted');
    expect(decisionState(order('rejected'))).toBe('rejected');
    expect(decisionState(order('shipped'))).toBe('notAwaiting');
  });
});

describe('decisionFailure', () => {
  it('tells a decision made meanwhile (409) and a refusal (403) from other errors', () => {
    expect(decisionFailure(new ApiError(409, 'ALREADY-DECIDED', 'Zamówienie zostało już zaakceptowane.'), 'x')).toEqual({ kind: 'decided' });
    expect(decisionFailure(new ApiError(403, 'FORBIDDEN', 'Tylko osoba akceptująca…'), 'x')).toEqual({ kind: 'notAllowed' });
  });

  it('shows the server message of any other refusal, else the fallback', () => {
    const limit = new ApiError(409, 'COST-CENTER-LIMIT', 'Nie można zaakceptować zamówienia – limit centrum kosztowego „Administracja” nie może zostać przekroczony.');
    expect(decisionFailure(limit, 'Nie udało się zapisać decyzji.')).toEqual({ kind: 'message', message: limit.message });
    expect(decisionFailure(new ApiError(0, 'NETWORK', ''), 'Nie udało się zapisać decyzji.')).toEqual({ kind: 'message', message: 'Nie udało się zapisać decyzji.' });
  });
});
