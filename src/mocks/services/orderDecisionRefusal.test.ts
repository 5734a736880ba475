import { describe, expect, it } from 'vitest';
import { demoError, withFreshDemoState, userSession } from '../../../tests/setup/demoState';
import { allOrders } from '../db/store';
import { acceptOrder, rejectOrder } from './orderDecisions';

withFreshDemoState();

/** The refusal a buyer gets for deciding an order reads as a sentence (it once lacked its "nie"). */
describe('deciding an order without the right', () => {
  it('says so in the words of the approval queue', () => {
    const order = allOrders().find((candidate) => candidate.companyId === 1001 && candidate.status === 'awaitingAcceptance')!;
    const buyer = userSession('kupiec@firma.demo', 1001);
    expect(demoError(() => acceptOrder(buyer, order.id))).toMatchObject({ status: 403, message: 'Nie masz uprawnień do akceptowania zamówień.' });
    expect(demoError(() => rejectOrder(buyer, order.id, 'Za drogo'))).toMatchObject({ status: 403, message: 'Nie masz uprawnień do odrzucania zamówień.' });
  });
});
