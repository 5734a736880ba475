import { describe, expect, it } from 'vitest';
import { apiFetch } from '../../src/api/mutator';
import { MAIL_SIGNATURE, sendMail } from '../../src/mocks/services/mailbox';
import type { StoredMail } from '../../src/mocks/db/messageRecords';
import { failure, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

/** The demo-only endpoints sit outside the contract: called the way the mailbox page calls them. */
const mailbox = (to?: string) => apiFetch<{ messages: StoredMail[] }>({ url: '/demo-api/mailbox', method: 'GET', params: to === undefined ? undefined : { to } });
const mail = (id: number | string) => apiFetch<{ message: StoredMail }>({ url: `/demo-api/mailbox/${id}`, method: 'GET' });

function sendTwo() {
  const first = sendMail({ to: 'kupiec@firma.demo', subject: 'Zamówienie ZS/2026/11/000101 zostało przyjęte', paragraphs: ['Dzień dobry, Piotr!', 'Dziękujemy za zamówienie.'], links: [{ label: 'Zobacz zamówienie', href: '/moje-konto/zamowienia/101' }], kind: 'orderConfirmation' });
  const second = sendMail({ to: ' Akceptant@Firma.demo ', subject: 'Zamówienie czeka na Twoją akceptację', paragraphs: ['Dzień dobry, Magdalena!'], links: [{ label: 'Akceptuj', href: '/zaakceptuj-zamowienie?id=101' }], kind: 'orderAwaitsApproval' });
  return { first, second };
}

describe('GET demo-api/mailbox', () => {
  it('is empty before the shop sends anything', async () => {
    expect(await mailbox()).toEqual({ messages: [] });
  });

  it('lists every message newest first, with the signature after the paragraphs', async () => {
    const { first, second } = sendTwo();
    const { messages } = await mailbox();
    expect(messages.map((message) => message.id)).toEqual([second.id, first.id]);
    expect(messages[1]).toMatchObject({
      to: 'kupiec@firma.demo',
      subject: 'Zamówienie ZS/2026/11/000101 zostało przyjęte',
      paragraphs: ['Dzień dobry, Piotr!', 'Dziękujemy za zamówienie.', MAIL_SIGNATURE],
      links: [{ label: 'Zobacz zamówienie', href: '/moje-konto/zamowienia/101' }],
      kind: 'orderConfirmation',
    });
    expect(Number.isNaN(Date.parse(messages[0].sentAt))).toBe(false);
  });

  it('filters by recipient, whatever the case and spaces of the address', async () => {
    const { second } = sendTwo();
    expect((await mailbox('AKCEPTANT@firma.demo ')).messages.map((message) => message.id)).toEqual([second.id]);
    expect((await mailbox('akceptant@firma.demo')).messages[0].to).toBe('akceptant@firma.demo');
    expect((await mailbox('nikt@firma.demo')).messages).toEqual([]);
    // An empty filter is no filter.
    expect((await mailbox('')).messages).toHaveLength(2);
  });
});

describe('GET demo-api/mailbox/:id', () => {
  it('gives one message', async () => {
    const { first } = sendTwo();
    const { message } = await mail(first.id);
    expect(message).toEqual(first);
  });

  it('answers an unknown or malformed id with 404 in Polish', async () => {
    sendTwo();
    expect(await failure(mail(999))).toMatchObject({ status: 404, code: 'NOT-FOUND', message: 'Nie ma takiej wiadomości.' });
    expect(await failure(mail('abc'))).toMatchObject({ status: 404, code: 'NOT-FOUND' });
  });
});
