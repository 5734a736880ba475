/**
 * One online payment for several invoices over HTTP (paySalesInvoices): the sum of their amounts due,
 * every invoice named on the payment, all of them paid when it is; another company's invoice 404, one
 * already paid or a correction 409 NOT-PAYABLE naming it, the same invoice twice 400.
 */
import { describe, expect, it } from 'vitest';
import { round2 } from '../../src/domain/money';
import { completePayment, getPayment } from '../../src/generated/api/checkout/checkout';
import { getSalesInvoice, getSalesInvoices, paySalesInvoices } from '../../src/generated/api/lists/lists';
import { paySalesInvoicesResponse } from '../../src/generated/zod/lists/lists.zod';
import { getSeed } from '../../src/mocks';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const tokenOfRedirect = (url: string) => new URL(url).pathname.split('/').at(-1)!;

async function unpaid(token: string) {
  const { salesInvoices } = await getSalesInvoices({ limit: 96, filters: { status: ['unpaid'] } }, asBearer(token));
  return salesInvoices.filter((invoice) => invoice.canPay);
}

describe('paying several invoices at once', () => {
  it('opens one payment of the sum due, names every invoice, and paying it marks each paid', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const [first, second] = await unpaid(buyer);
    const answer = paySalesInvoicesResponse.parse(await paySalesInvoices({ invoiceIds: [first.id, second.id] }, asBearer(buyer)));
    const token = tokenOfRedirect(answer.redirectUrl);
    expect(new URL(answer.redirectUrl).pathname).toBe(`/demo/platnosc/${token}`);
    const { payment } = await getPayment(token, asBearer(buyer));
    expect(payment).toMatchObject({ status: 'pending', invoiceId: first.id, invoiceNumber: first.number, invoices: [{ id: first.id, number: first.number }, { id: second.id, number: second.number }], returnUrl: '/moje-konto/faktury' });
    expect(payment.amount.gross).toBe(round2(first.amountDue.gross + second.amountDue.gross));

    expect((await completePayment(token, { status: 'paid' }, asBearer(buyer))).payment.status).toBe('paid');
    for (const invoice of [first, second]) {
      expect((await getSalesInvoice(invoice.id, asBearer(buyer))).salesInvoice).toMatchObject({ isPaid: true, canPay: false });
    }
    // Paid now: asked again, each is refused and named.
    const again = await failure(paySalesInvoices({ invoiceIds: [second.id] }, asBearer(buyer)));
    expect(again).toMatchObject({ status: 409, code: 'NOT-PAYABLE', message: `Faktura ${second.number} jest już opłacona – odznacz ją.`, body: { field: 'invoiceIds.0' } });
  });

  it('refuses another company’s invoice (404), a correction (409), the same invoice twice (400) and the data-only role (403)', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const [first] = await unpaid(buyer);
    const seed = getSeed();
    const foreign = seed.invoices.find((invoice) => invoice.companyId === 1002 && invoice.type === 'invoice')!;
    expect(await failure(paySalesInvoices({ invoiceIds: [first.id, foreign.id] }, asBearer(buyer)))).toMatchObject({ status: 404 });
    const correction = seed.invoices.find((invoice) => invoice.companyId === 1001 && invoice.type === 'correctionInvoice')!;
    expect(await failure(paySalesInvoices({ invoiceIds: [first.id, correction.id] }, asBearer(buyer))))
      .toMatchObject({ status: 409, code: 'NOT-PAYABLE', message: `Faktura korygująca ${correction.number} nie podlega zapłacie – odznacz ją.`, body: { field: 'invoiceIds.1' } });
    expect(await failure(paySalesInvoices({ invoiceIds: [first.id, first.id] }, asBearer(buyer)))).toMatchObject({ status: 400, body: { field: 'invoiceIds.1' } });
    expect(await failure(paySalesInvoices({ invoiceIds: [] }, asBearer(buyer)))).toMatchObject({ status: 400 });
    expect(await failure(paySalesInvoices({ invoiceIds: [first.id] }, asBearer(await logIn('dane@firma.demo'))))).toMatchObject({ status: 403 });
    const english = await failure(paySalesInvoices({ invoiceIds: [correction.id] }, { headers: { Authorization: `Bearer ${buyer}`, 'Accept-Language': 'en' } }));
    expect(english.message).toBe(`Correction invoice ${correction.number} cannot be paid – untick it.`);
  });
});
