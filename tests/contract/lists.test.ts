import { describe, expect, it } from 'vitest';
import { getSalesOrders } from '../../src/generated/api/lists/lists';
import { getSalesOrdersResponse } from '../../src/generated/zod/lists/lists.zod';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

describe('GET sales-orders', () => {
  it('lists the company orders newest first, 24 a page, with a real countTotal', async () => {
    const token = await logIn('kupiec@firma.demo');
    const page = getSalesOrdersResponse.parse(await getSalesOrders(undefined, asBearer(token)));
    expect(page.salesOrders).toHaveLength(24);
    expect(page.countTotal).toBeGreaterThanOrEqual(130);
    const dates = page.salesOrders.map((o) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.salesOrders[0].number).toMatch(/^ZS\/\d{4}\/\d{2}\/\d{6}$/);
    expect(page.availableFilters.map((f) => f.key)).toEqual(['status', 'costCenter', 'createdBy']);
    const last = await getSalesOrders({ offset: page.countTotal - 5, limit: 24 }, asBearer(token));
    expect(last.salesOrders).toHaveLength(5);
  });

  it('sorts by grand total and number in both directions', async () => {
    const token = await logIn('akceptant@firma.demo');
    const ascending = await getSalesOrders({ orderBy: 'grandTotal', orderDirection: 'ASC', limit: 50 }, asBearer(token));
    const totals = ascending.salesOrders.map((o) => o.grandTotal.gross);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const byNet = await getSalesOrders({ orderBy: 'grandTotalNet', orderDirection: 'ASC', limit: 50 }, asBearer(token));
    const netTotals = byNet.salesOrders.map((o) => o.grandTotal.net);
    expect(netTotals).toEqual([...netTotals].sort((a, b) => a - b));
    const byNumber = await getSalesOrders({ orderBy: 'number', orderDirection: 'DESC', limit: 50 }, asBearer(token));
    const numbers = byNumber.salesOrders.map((o) => o.number.slice(-6));
    expect(numbers).toEqual([...numbers].sort().reverse());
    const byStatus = await getSalesOrders({ orderBy: 'status', orderDirection: 'ASC', limit: 5 }, asBearer(token));
    expect(byStatus.salesOrders[0].status.id).toBe('awaitingAcceptance');
  });

  it('filters by status and scope', async () => {
    const token = await logIn('kupiec@firma.demo');
    const waiting = await getSalesOrders({ filters: { status: ['awaitingAcceptance'] } }, asBearer(token));
    expect(waiting.countTotal).toBeGreaterThan(0);
    expect(waiting.salesOrders.every((o) => o.status.id === 'awaitingAcceptance' && o.status.name === 'Oczekuje na akceptację')).toBe(true);
    const mine = await getSalesOrders({ scope: 'mine', limit: 100 }, asBearer(token));
    expect(mine.salesOrders.every((o) => o.createdBy.name === 'Piotr Zieliński')).toBe(true);
    const all = await getSalesOrders({ scope: 'company' }, asBearer(token));
    expect(mine.countTotal).toBeLessThan(all.countTotal);
  });

  it('shows a private customer only her own orders and sends guests to log in', async () => {
    const own = await getSalesOrders(undefined, asBearer(await logIn('klient@spinacz.demo')));
    expect(own.countTotal).toBeGreaterThan(0);
    expect(own.salesOrders.every((o) => o.createdBy.name === 'Anna Kowalczyk' && o.costCenter === null)).toBe(true);
    expect(await failure(getSalesOrders(undefined, asBearer(await logIn('guest'))))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('rejects unknown sort fields, statuses and filters in Polish', async () => {
    const token = await logIn('kupiec@firma.demo');
    expect(await failure(getSalesOrders({ orderBy: 'price' }, asBearer(token)))).toMatchObject({
      status: 400, code: 'VALIDATION', message: 'Pole „orderBy” ma niedozwoloną wartość. Dozwolone: number, createdAt, grandTotal, grandTotalNet, status.',
    });
    expect((await failure(getSalesOrders({ filters: { status: ['lost'] } }, asBearer(token)))).message).toContain('„lost”');
    expect((await failure(getSalesOrders({ orderDirection: 'UP' as 'ASC' }, asBearer(token)))).message).toContain('„orderDirection”');
    expect((await failure(getSalesOrders({ limit: 501 }, asBearer(token)))).message).toBe('Pole „limit” może mieć wartość najwyżej 500.');
  });
});
