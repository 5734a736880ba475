/**
 * Demo-only endpoints outside the contract (`/demo-api/...`): what a real shop keeps elsewhere,
 * e.g. the e-mails it sends. Used by the demo pages (mailbox) and by tests.
 */
import { resetDemoData } from '../db/store';
import { json, notFound } from '../http/errors';
import { operation, type OperationHandler } from '../http/operation';
import { getMail, listMail } from '../services/mailbox';
import { mailboxScope } from '../services/mailboxAccess';
import { announceDueReports } from '../services/reports';

export const demoOnlyHandlers: OperationHandler[] = [
  operation('demo.getMailbox', 'get', '*/demo-api/mailbox', ({ request }) => {
    const to = new URL(request.url).searchParams.get('to') ?? undefined;
    // A report that became ready meanwhile sends its e-mail now, as the shop's mailer would have.
    announceDueReports();
    return json({ messages: listMail(to, mailboxScope(request)) });
  }),
  operation('demo.getMail', 'get', '*/demo-api/mailbox/:id', ({ request, params }) => {
    const mail = getMail(Number(params.id), mailboxScope(request));
    if (!mail) throw notFound('Nie ma takiej wiadomości.');
    return json({ message: mail });
  }),
  // The demo panel's "Przywróć dane demonstracyjne": everything back to the seed (carts, orders,
  // accounts, mail). In the page it clears this browser's copy; the Node server's is everyone's.
  operation('demo.resetData', 'post', '*/demo-api/reset', () => {
    resetDemoData();
    return new Response(null, { status: 204 });
  }),
];
