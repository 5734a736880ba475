/**
 * The e-mails of a shopper who uses the shop in English are written in English: the order
 * confirmation (product names and units from the catalogue's English, amounts and dates the English
 * way), the approval request and the decision, the activation link and the password link — with
 * English links and signature. Names of people, companies, streets and cost centres stay as they are.
 */
import { describe, expect, it } from 'vitest';
import { withFreshDemoState } from '../../../../tests/setup/demoState';
import type { AnonymousCheckoutForm, UserRegistration } from '../../../generated/model';
import { getSeed } from '../../db/store';
import type { SeedOrder } from '../../db/types';
import type { Session } from '../../http/auth';
import { viewContext } from '../../presenters/context';
import { toCostCenter } from '../../presenters/costCenter';
import { catalogueTextEn } from '../../presenters/localise';
import { orderTotals } from '../../presenters/order';
import { listMail, MAIL_SIGNATURE_EN } from '../mailbox';
import { acceptOrder, rejectOrder } from '../orderDecisions';
import { orderAmountOverLimit } from '../orderLimits';
import { requestPasswordReminder } from '../passwordReminders';
import { setOrderItemQuantity } from '../orderEdit';
import { placeAnonymousOrder } from '../placeAnonymousOrder';
import { placeOrder } from '../placeOrder';
import { registerUser } from '../registrations';
import { approver, buyer, chair, companyForm, fill, IT, MARKETING, orderOf, product } from './mailTestOrders';

withFreshDemoState();

/** Polish letters, leaving out the names that stay Polish in English (a person, a street, a company). */
const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;
const withoutProperNames = (text: string) => text.replace(/Zieliński|Wójcik|Gdańsk|Poznań|Meblomax sp\. z o\.o\.|Dział IT|ul\. [^,\n]+/g, '');

const paper = () => product((p) => p.stock > 200 && p.priceNet > 15 && p.priceNet < 60 && /[ąćęłńóśźż]/.test(p.name));
const en = (amount: number) => `PLN\u00a0${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

function placeOverMarketing(): SeedOrder {
  const session = buyer();
  const left = toCostCenter(getSeed().costCenters.find((centre) => centre.id === MARKETING)!, getSeed()).limitAvailable!;
  const item = chair();
  fill(session, item, Math.ceil((left + 1) / item.priceNet));
  return orderOf(placeOrder(session, companyForm(MARKETING), 'en').salesOrder.id);
}

describe('the order confirmation in English', () => {
  it('writes to a guest in English: subject, lines with English product names, English amounts, delivery, payment and link', () => {
    const session: Session = { kind: 'guest', guestId: 'mail-guest-en', token: '' };
    const item = paper();
    fill(session, item, 3);
    const form: AnonymousCheckoutForm = {
      isIndividual: true, firstName: 'Emma', lastName: 'Stone', userEmail: 'emma@example.com', userTermsOfUseAgreement: true, paymentMethod: 'transfer', deliveryMethod: 'courier',
      address: { countryCode: 'PL', streetWithNumber: 'ul. Długa 1', city: 'Gdańsk', zip: '80-827', phone1: '+48601234567' },
    };
    const order = orderOf(placeAnonymousOrder(session, form, 'en').salesOrder.id);
    const [mail] = listMail();
    const totals = orderTotals(order);
    const name = catalogueTextEn(item.name, getSeed());
    expect(name).not.toBe(item.name);
    expect(mail).toMatchObject({ to: 'emma@example.com', kind: 'orderConfirmation', subject: `Order confirmation ${order.number}` });
    expect(mail.paragraphs[0]).toBe('Hello Emma,');
    expect(mail.paragraphs[1]).toMatch(new RegExp(`^Thank you for order ${order.number.replace(/\//g, '\\/')}, placed on \\d\\d/\\d\\d/\\d{4}, \\d\\d:\\d\\d at Spinacz\\.pl\\. `));
    const body = mail.paragraphs.join('\n');
    expect(body).toContain(`Products ordered:\n1. ${name} (code ${item.code}) – 3 ${catalogueTextEn(item.uom, getSeed())} × ${en(item.priceNet)}`);
    expect(body).toContain(`Total to pay: ${en(totals.grandTotal.gross)} gross (${en(totals.grandTotal.net)} net)`);
    expect(body).toContain('Delivery: DPD courier, delivery address: Emma Stone, ul. Długa 1, 80-827 Gdańsk.');
    expect(body).toContain('Payment: Bank transfer (prepayment).');
    expect(mail.paragraphs.at(-1)).toBe(MAIL_SIGNATURE_EN);
    expect(mail.links).toEqual([{ label: 'View the order', href: `/en/checkout/${order.id}` }]);
    expect(withoutProperNames(body)).not.toMatch(POLISH_LETTERS);
  });

  it('writes to a logged-in buyer in English, with the account link', () => {
    const session = buyer();
    fill(session, paper(), 2);
    const order = orderOf(placeOrder(session, companyForm(IT), 'en').salesOrder.id);
    const [mail] = listMail();
    expect(mail.paragraphs[0]).toBe('Hello Piotr,');
    expect(mail.paragraphs.join('\n')).toContain('Your order number: MKT/2026/42\nCost centre: Dział IT');
    // The company's seeded address reads as the English shop shows it; the street is a name.
    expect(mail.paragraphs.join('\n')).toMatch(/delivery address: .*Reception, 2nd floor/);
    expect(mail.links).toEqual([{ label: 'View the order', href: `/en/my-account/orders/${order.id}` }]);
    expect(withoutProperNames(mail.paragraphs.join('\n'))).not.toMatch(POLISH_LETTERS);
  });
});

describe('approval e-mails in English', () => {
  it('tells the buyer the order waits and asks the approver in English', () => {
    const order = placeOverMarketing();
    const [confirmation] = listMail('kupiec@firma.demo');
    expect(confirmation.subject).toBe(`Order ${order.number} awaits approval`);
    expect(confirmation.paragraphs[1]).toContain('exceeds the limit of the cost centre “Marketing”, so it awaits your manager’s approval');
    const [request] = listMail('akceptant@firma.demo');
    expect(request.subject).toBe(`Order ${order.number} awaits your approval`);
    expect(request.paragraphs[1]).toBe(`Piotr Zieliński (kupiec@firma.demo) placed order ${order.number} on behalf of Meblomax sp. z o.o. The order exceeds the limit of the cost centre “Marketing”, so it awaits your decision.`);
    expect(request.paragraphs[2]).toContain(`Over the limit: ${en(orderAmountOverLimit(order)!)} net`);
    expect(request.links).toEqual([
      { label: 'Approve or reject', href: `/en/accept-order?id=${order.id}` },
      { label: 'Orders awaiting approval', href: '/en/my-account/orders-awaiting-acceptance' },
    ]);
    expect(withoutProperNames(request.paragraphs.join('\n'))).not.toMatch(POLISH_LETTERS);
  });

  it('asks the approvers again in English when an English buyer raises an accepted order over the limit', () => {
    const session = buyer();
    const item = paper();
    fill(session, item, 2);
    const order = orderOf(placeOrder(session, companyForm(MARKETING), 'en').salesOrder.id);
    expect(order.status).toBe('accepted');
    setOrderItemQuantity(order.id, item.id, 2000, { ...viewContext(session), user: session.user, company: session.company, locale: 'en' });
    const [request] = listMail('akceptant@firma.demo');
    expect(request.subject).toBe(`Order ${order.number} awaits your approval`);
    expect(request.paragraphs[1]).toBe(`Piotr Zieliński (kupiec@firma.demo) changed the approved order ${order.number} of Meblomax sp. z o.o. After the change the order exceeds the limit of the cost centre “Marketing”, so it awaits your decision again.`);
  });

  it('tells the buyer an English approver’s decision in English', () => {
    const accepted = placeOverMarketing();
    acceptOrder(approver(), accepted.id, 'en');
    const [acceptance] = listMail('kupiec@firma.demo');
    expect(acceptance.subject).toBe(`Order ${accepted.number} has been approved`);
    expect(acceptance.paragraphs[1]).toMatch(/^Magdalena Wójcik approved your order /);

    const rejected = placeOverMarketing();
    rejectOrder(approver(), rejected.id, 'Please choose cheaper chairs.', 'en');
    const [rejection] = listMail('kupiec@firma.demo');
    expect(rejection.subject).toBe(`Order ${rejected.number} has been rejected`);
    expect(rejection.paragraphs).toContain('Reason for rejection: “Please choose cheaper chairs.”');
    expect(rejection.paragraphs.at(-1)).toBe(MAIL_SIGNATURE_EN);
    expect(withoutProperNames(rejection.paragraphs.join('\n'))).not.toMatch(POLISH_LETTERS);
  });
});

describe('account e-mails in English', () => {
  const registration: UserRegistration = {
    isIndividual: true, firstName: 'Emma', lastName: 'Stone', email: 'emma.stone@example.com', phone1: '+48 601 234 567', password: 'Safe-Password1!',
    address: { countryCode: 'PL', streetWithNumber: 'ul. Długa 12', city: 'Gdańsk', zip: '80-827', phone1: '+48 601 234 567' },
    termsOfUseAgreement: true, newsletterAgreement: false,
  };

  it('sends the activation link in English', () => {
    const answer = registerUser(registration, 'en');
    const [mail] = listMail('emma.stone@example.com');
    expect(mail.subject).toBe('Activate your Spinacz.pl account');
    expect(mail.paragraphs[0]).toBe('Hello Emma,');
    expect(mail.links).toEqual([{ label: 'Activate account', href: `/en/registration/${answer.id}` }]);
    expect(mail.paragraphs.join('\n')).not.toMatch(POLISH_LETTERS);
  });

  it('tells the owner of a taken address in English', () => {
    registerUser({ ...registration, email: 'kupiec@firma.demo' }, 'en');
    const [mail] = listMail('kupiec@firma.demo');
    expect(mail.subject).toBe('An attempt to create an account at Spinacz.pl');
    expect(mail.links.map((link) => link.href)).toEqual(['/en/login', '/en/password-reminder']);
    expect(mail.paragraphs.join('\n')).not.toMatch(POLISH_LETTERS);
  });

  it('sends the password link in English', () => {
    requestPasswordReminder('klient@spinacz.demo', 'en');
    const [mail] = listMail('klient@spinacz.demo');
    expect(mail.subject).toBe('Set a new password for your Spinacz.pl account');
    expect(mail.links[0]).toMatchObject({ label: 'Set a new password', href: expect.stringMatching(/^\/en\/password-reminder\/\S+$/) });
    expect(mail.paragraphs.join('\n')).not.toMatch(POLISH_LETTERS);
  });
});
