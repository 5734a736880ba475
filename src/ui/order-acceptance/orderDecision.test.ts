import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { keys } from '@refinedev/core';
import { ApiError } from '../../api/ApiError';
import type { SalesOrder } from '../../generated/model';
import { toHttpError } from '../../resources/dataProvider';
import { ACCEPTANCE_RESOURCE } from '../../resources/acceptance/acceptanceResource';
import { decideEach, decisionFailure, decisionState, DECISION_RESOURCES, failureText, invalidateAfterDecision, refineResourceKey } from './orderDecision';

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
  const limit = 'Nie można zaakceptować zamówienia – limit centrum kosztowego „Administracja” nie może zostać przekroczony.';

  it('reads the storefront\'s ApiError and the account area\'s HttpError alike', () => {
    for (const wrap of [(error: ApiError) => error, (error: ApiError) => toHttpError(error)]) {
      expect(decisionFailure(wrap(new ApiError(409, 'ALREADY-DECIDED', 'Zamówienie zostało już zaakceptowane.'))).kind).toBe('decided');
      expect(decisionFailure(wrap(new ApiError(403, 'FORBIDDEN', 'Tylko osoba akceptująca…')))).toEqual({ kind: 'notAllowed', serverMessage: 'Tylko osoba akceptująca…' });
      expect(decisionFailure(wrap(new ApiError(0, 'NETWORK', '')))).toEqual({ kind: 'network', serverMessage: '' });
      expect(decisionFailure(wrap(new ApiError(504, 'HTTP-504', '')))).toEqual({ kind: 'network', serverMessage: '' });
      expect(decisionFailure(wrap(new ApiError(500, 'INTERNAL', 'stack trace')))).toEqual({ kind: 'server', serverMessage: '' });
      expect(decisionFailure(wrap(new ApiError(409, 'COST-CENTER-LIMIT', limit)))).toEqual({ kind: 'refused', serverMessage: limit });
    }
  });

  it('names the order and says why, in the server\'s words only when it refused', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key}${options?.number ? ` ${String(options.number)}` : ''}`;
    expect(failureText(t, 'accept', 'ZS/2026/11/000101', { kind: 'network', serverMessage: '' })).toEqual({
      title: 'decisionFailure.accept ZS/2026/11/000101',
      reason: 'decisionFailure.reason.network',
    });
    expect(failureText(t, 'reject', 'ZS/1', { kind: 'refused', serverMessage: limit })).toEqual({ title: 'decisionFailure.reject ZS/1', reason: limit });
    expect(failureText(t, 'accept', 'ZS/1', { kind: 'refused', serverMessage: '' }).reason).toBe('decisionFailure.reason.refused');
  });
});

describe('decideEach', () => {
  const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it('decides every order one after another and reports each one, going on after a failure', async () => {
    const calls: number[] = [];
    let running = 0;
    const outcome = await decideEach('accept', rows, async (row) => {
      running += 1;
      expect(running).toBe(1);
      calls.push(row.id);
      await Promise.resolve();
      running -= 1;
      if (row.id === 2) throw new ApiError(0, 'NETWORK', '');
    });
    expect(calls).toEqual([1, 2, 3]);
    expect(outcome.done).toEqual([rows[0], rows[2]]);
    expect(outcome.failed).toEqual([{ order: rows[1], failure: { kind: 'network', serverMessage: '' } }]);
    expect(outcome.results.map((result) => result.ok)).toEqual([true, false, true]);
  });
});

describe('invalidateAfterDecision', () => {
  it('uses the key Refine gives each resource of the account area', () => {
    for (const resource of DECISION_RESOURCES) expect(refineResourceKey(resource)).toEqual(keys().data('default').resource(resource).get());
    expect(DECISION_RESOURCES).toContain(ACCEPTANCE_RESOURCE);
  });

  it('marks stale the order, the lists, the queue, the count and the account area\'s resources — nothing else', async () => {
    const client = new QueryClient();
    const seed = (key: readonly unknown[]) => client.setQueryData(key, {});
    const affected = [
      ['/e-commerce/v1/sales-orders/7'],
      ['/e-commerce/v1/sales-orders', { limit: 24 }],
      ['/e-commerce/v1/sales-orders/order-for-acceptance', { limit: 24 }],
      ['/e-commerce/v1/sales-orders/count-order-for-acceptance'],
      [...keys().data('default').resource('sales-orders').action('one').id('7').get()],
      [...keys().data('default').resource(ACCEPTANCE_RESOURCE).action('list').get()],
    ];
    const untouched = [['/e-commerce/v1/sales-orders/8'], ['/e-commerce/v1/shopping-carts/current'], [...keys().data('default').resource('sales-invoices').get()]];
    [...affected, ...untouched].forEach(seed);
    await invalidateAfterDecision(client, [7]);
    for (const key of affected) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    for (const key of untouched) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(false);
  });
});
