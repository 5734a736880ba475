import { describe, expect, it } from 'vitest';
import { findEnglish } from '../../../../tests/shared/englishWords';
import { describeHits } from '../../../../tests/shared/polishWords';
import { withFreshDemoState } from '../../../../tests/setup/demoState';
import { formatPln } from '../../../domain/money';
import type { AnonymousCheckoutForm } from '../../../generated/model';
import { allOrders, getSeed } from '../../db/store';
import type { SeedOrder } from '../../db/types';
import type { Session } from '../../http/auth';
import { toCostCenter } from '../../presenters/costCenter';
import { orderTotals } from '../../presenters/order';
import { MAIL_SIGNATURE, listMail } from '../mailbox';
import { acceptOrder, rejectOrder } from '../orderDecisions';
import { orderLinesText } from './orderMails';
import { orderAmountOverLimit } from '../orderLimits';
import { placeAnonymousOrder } from '../placeAnonymousOrder';
import { placeOrder } from '../placeOrder';
import { approver, buyer, chair, companyForm, fill, IT, MARKETING, orderOf, product } from './mailTestOrders';

withFreshDemoState();

const paper = () => product((p) => p.stock > 200 && p.priceNet > 15 && p.priceNet < 60);
const guestForm: AnonymousCheckoutForm = {
  isIndividual: true, firstName: ' Ewa ', lastName: 'Nowak', userEmail: 'Ewa.Nowak@example.com', userTermsOfUseAgreement: true, paymentMethod: 'transfer', deliveryMethod: 'courier',
  address: { countryCode: 'PL', streetWithNumber: 'ul. Długa 1', city: 'Gdańsk', zip: '80-827', phone1: '+48601234567' },
};

/** An order of the buyer on Marketing that goes over what is left of its monthly limit (the month's spending depends on the day). */
function placeOverMarketing(): SeedOrder {
  const session = buyer();
  const left = toCostCenter(getSeed().costCenters.find((centre) => centre.id === MARKETING)!, getSeed()).limitAvailable!;
  const item = chair();
  fill(session, item, Math.ceil((left + 1) / item.priceNet));
  return orderOf(placeOrder(session, companyForm(MARKETING)).salesOrder.id);
}

describe('the order confirmation', () => {
  it('goes to a guest at the e-mail of the form, with lines, totals, delivery, payment and the confirmation page', () => {
    const session: Session = { kind: 'guest', guestId: 'mail-guest', token: '' };
    const item = paper();
    fill(session, item, 3);
    const order = orderOf(placeAnonymousOrder(session, guestForm).salesOrder.id);
    const mails = listMail();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const totals = orderTotals(order);
    expect(mail).toMatchObject({ to: 'ewa.nowak@example.com', kind: 'orderConfirmation', subject: `Potwierdzenie zamówienia ${order.number}` });
    expect(mail.paragraphs[0]).toBe('Dzień dobry, Ewa!');
    const body = mail.paragraphs.join('\n');
    expect(body).toContain(`Dziękujemy za zamówienie ${order.number}`);
    expect(body).toContain(`1. ${item.name} (kod ${item.code}) – 3 ${item.uom} × ${formatPln(item.priceNet)}`);
    expect(body).toContain(`Razem do zapłaty: ${formatPln(totals.grandTotal.gross)} brutto (${formatPln(totals.grandTotal.net)} netto)`);
    expect(body).toContain('Dostawa: Kurier DPD, adres dostawy: Ewa Nowak, ul. Długa 1, 80-827 Gdańsk.');
    expect(body).toContain('Płatność: Przelew tradycyjny (przedpłata).');
    expect(body).toContain('Koszt dostawy: ');
    expect(mail.paragraphs.at(-1)).toBe(MAIL_SIGNATURE);
    expect(mail.links).toEqual([{ label: 'Zobacz zamówienie', href: `/proces-zamowienia/${order.id}` }]);
  });

  it('goes to a logged-in buyer with a link to the order in the account and no approval request within the limit', () => {
    const session = buyer();
    fill(session, paper(), 2);
    const order = orderOf(placeOrder(session, companyForm(IT)).salesOrder.id);
    const mails = listMail();
    expect(mails.map((mail) => [mail.to, mail.kind])).toEqual([['kupiec@firma.demo', 'orderConfirmation']]);
    expect(mails[0].paragraphs[0]).toBe('Dzień dobry, Piotr!');
    expect(mails[0].paragraphs.join('\n')).toContain('Twój numer zamówienia: MKT/2026/42\nCentrum kosztowe: Dział IT');
    expect(mails[0].links).toEqual([{ label: 'Zobacz zamówienie', href: `/moje-konto/zamowienia/${order.id}` }]);
  });

  it('writes a quantity with its unit as the language reads it after the number: "5 ryz", "5 reams"', () => {
    const ream = product((p) => p.uom === 'ryza' && p.stock > 20);
    const session = buyer();
    fill(session, ream, 5);
    const order = orderOf(placeOrder(session, companyForm(IT)).salesOrder.id);
    expect(listMail('kupiec@firma.demo')[0].paragraphs.join('\n')).toContain(`(kod ${ream.code}) – 5 ryz × `);
    expect(orderLinesText(order, 'en')).toContain(`(code ${ream.code}) – 5 reams × `);
  });
});

describe('an order over the limit', () => {
  it('tells the buyer it waits and asks each approver of the company once, with the amount over the limit and the accept link', () => {
    const order = placeOverMarketing();
    expect(order.status).toBe('awaitingAcceptance');
    const confirmation = listMail('kupiec@firma.demo');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0].subject).toBe(`Zamówienie ${order.number} czeka na akceptację`);
    expect(confirmation[0].paragraphs[1]).toContain('przekracza limit centrum kosztowego „Marketing”, dlatego czeka na akceptację przełożonego');

    // The approver has an account in both companies: one message to the address.
    const requests = listMail('akceptant@firma.demo');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ kind: 'orderAwaitsApproval', subject: `Zamówienie ${order.number} czeka na Twoją akceptację` });
    expect(request.paragraphs[0]).toBe('Dzień dobry, Magdalena!');
    expect(request.paragraphs[1]).toBe(`Piotr Zieliński (kupiec@firma.demo) złożył(a) w imieniu firmy Meblomax sp. z o.o. zamówienie ${order.number}. Zamówienie przekracza limit centrum kosztowego „Marketing”, dlatego czeka na Twoją decyzję.`);
    const over = orderAmountOverLimit(order)!;
    expect(over).toBeGreaterThan(0);
    expect(request.paragraphs[2]).toContain('Zamawiający: Piotr Zieliński');
    expect(request.paragraphs[2]).toContain('Centrum kosztowe: Marketing');
    expect(request.paragraphs[2]).toContain(`Ponad limit: ${formatPln(over)} netto`);
    expect(request.links).toEqual([
      { label: 'Zaakceptuj lub odrzuć', href: `/zaakceptuj-zamowienie?id=${order.id}` },
      { label: 'Zamówienia oczekujące', href: '/moje-konto/zamowienia-oczekujace' },
    ]);
  });

  it('asks nobody when the approver orders over the limit herself (her order is accepted)', () => {
    const session = approver();
    const left = toCostCenter(getSeed().costCenters.find((centre) => centre.id === MARKETING)!, getSeed()).limitAvailable!;
    const item = chair();
    fill(session, item, Math.ceil((left + 1) / item.priceNet));
    placeOrder(session, companyForm(MARKETING));
    expect(listMail().map((mail) => mail.kind)).toEqual(['orderConfirmation']);
  });
});

describe('the decision', () => {
  it('tells the buyer the order was accepted, by whom', () => {
    const order = placeOverMarketing();
    acceptOrder(approver(), order.id);
    const [decision] = listMail('kupiec@firma.demo');
    expect(decision).toMatchObject({ kind: 'orderDecision', subject: `Zamówienie ${order.number} zostało zaakceptowane` });
    expect(decision.paragraphs[1]).toMatch(new RegExp(`^Magdalena Wójcik zaakceptował\\(a\\) Twoje zamówienie ${order.number.replace(/\//g, '\\/')} złożone `));
    expect(decision.links).toEqual([{ label: 'Zobacz zamówienie', href: `/moje-konto/zamowienia/${order.id}` }]);
  });

  it('gives the buyer the reason of a rejection', () => {
    const order = placeOverMarketing();
    rejectOrder(approver(), order.id, '  Proszę wybrać tańsze krzesła.  ');
    const [decision] = listMail('kupiec@firma.demo');
    expect(decision.subject).toBe(`Zamówienie ${order.number} zostało odrzucone`);
    expect(decision.paragraphs).toContain('Powód odrzucenia: „Proszę wybrać tańsze krzesła.”');
  });

  it('writes to the buyer of a seeded order too, and nothing when a decision is refused', () => {
    const seeded = allOrders().find((order) => order.companyId === 1001 && order.status === 'awaitingAcceptance' && order.userId === 2)!;
    expect(() => acceptOrder(buyer(), seeded.id)).toThrow();
    expect(listMail()).toEqual([]);
    acceptOrder(approver(), seeded.id);
    expect(listMail().map((mail) => [mail.to, mail.subject])).toEqual([['kupiec@firma.demo', `Zamówienie ${seeded.number} zostało zaakceptowane`]]);
  });
});

describe('the Polish e-mails', () => {
  it('carry no English word: confirmation, approval request and both decisions', () => {
    const session: Session = { kind: 'guest', guestId: 'mail-guest-words', token: '' };
    fill(session, paper(), 2);
    placeAnonymousOrder(session, guestForm);
    acceptOrder(approver(), placeOverMarketing().id);
    rejectOrder(approver(), placeOverMarketing().id, 'Za drogo.');
    const mails = listMail();
    expect(new Set(mails.map((mail) => mail.kind))).toEqual(new Set(['orderConfirmation', 'orderAwaitsApproval', 'orderDecision']));
    const words = mails.flatMap((mail) => [mail.subject, ...mail.paragraphs, ...mail.links.map((link) => link.label)].flatMap((text) => describeHits(findEnglish(text), mail.subject)));
    expect(words).toEqual([]);
  });
});

