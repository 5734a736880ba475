import { describe, expect, it } from 'vitest';
import { decideEach, decisionOutcome, EMPTY_SELECTION, selectedRows } from './bulkDecisions';

const rows = [
  { id: 1, number: 'ZS/1' },
  { id: 2, number: 'ZS/2' },
  { id: 3, number: 'ZS/3' },
];

describe('selectedRows', () => {
  it('keeps the ticked rows of the page', () => {
    expect(selectedRows(rows, { type: 'include', ids: new Set([3, 1]) }).map((row) => row.id)).toEqual([1, 3]);
  });

  it('reads "select all but" models', () => {
    expect(selectedRows(rows, { type: 'exclude', ids: new Set([2]) }).map((row) => row.id)).toEqual([1, 3]);
  });

  it('ignores ticks of rows that left the page and starts empty', () => {
    expect(selectedRows(rows, { type: 'include', ids: new Set([9]) })).toEqual([]);
    expect(selectedRows(rows, EMPTY_SELECTION)).toEqual([]);
  });
});

describe('decisions', () => {
  it('splits results into done and refused with the server message', () => {
    expect(
      decisionOutcome([{ number: 'ZS/1' }, { number: 'ZS/2', error: { message: 'Zamówienie ZS/2 zostało już zaakceptowane.', statusCode: 409 } }]),
    ).toEqual({ done: ['ZS/1'], failed: [{ number: 'ZS/2', message: 'Zamówienie ZS/2 zostało już zaakceptowane.' }] });
  });

  it('decides every order one after another and goes on after a refusal', async () => {
    const calls: string[] = [];
    let running = 0;
    const outcome = await decideEach(rows, async (row) => {
      running += 1;
      expect(running).toBe(1);
      calls.push(row.number);
      await Promise.resolve();
      running -= 1;
      if (row.id === 2) throw { message: 'Tylko osoba akceptująca zamówienia może akceptować zamówień.', statusCode: 403 };
    });
    expect(calls).toEqual(['ZS/1', 'ZS/2', 'ZS/3']);
    expect(outcome.done).toEqual(['ZS/1', 'ZS/3']);
    expect(outcome.failed).toEqual([{ number: 'ZS/2', message: 'Tylko osoba akceptująca zamówienia może akceptować zamówień.' }]);
  });
});
