/**
 * Lists: the account's orders and the approvers' queue, an order's changes and decisions, copying an
 * order into the cart, and invoices with their PDF and online payment. (The order detail and paying an
 * order are in checkout.ts, which the confirmation page needed first.)
 */
import { HttpResponse } from 'msw';
import type { PaymentRedirectResponse, SalesInvoiceResponse, SalesOrderResponse, ShoppingCartResponse } from '../../generated/model';
import {
  acceptSalesOrderBody, acceptSalesOrderParams, copySalesOrderBody, copySalesOrderParams, getSalesInvoicePdfParams, getSalesInvoiceParams, getSalesInvoicesQueryParams,
  getSalesOrdersForAcceptanceQueryParams, getSalesOrdersQueryParams, paySalesInvoiceParams, paySalesInvoicesBody, rejectSalesOrderBody, rejectSalesOrderParams,
  updateSalesOrderBody, updateSalesOrderParams,
} from '../../generated/zod/lists/lists.zod';
import type { SeedOrder, SeedUser } from '../db/types';
import { cartOwner, requireUser } from '../http/auth';
import { DemoHttpError, json } from '../http/errors';
import { requestLocale } from '../http/locale';
import { api, operation } from '../http/operation';
import { parseJsonBody, parseParams, parseQuery } from '../http/validate';
import { viewContext } from '../presenters/context';
import { toSalesInvoice } from '../presenters/invoice';
import { toSalesOrder } from '../presenters/salesOrder';
import { ownerCart } from '../services/cart';
import { invoiceFor, listInvoices } from '../services/invoices';
import { invoicePdfFileName, renderInvoicePdf } from '../services/invoicePdf';
import { acceptOrder, rejectOrder, updateOrder } from '../services/orderDecisions';
import { copyOrderToCart } from '../services/orderCopy';
import { listOrders, listOrdersForAcceptance } from '../services/orders';
import { startInvoicePayment, startInvoicesPayment } from '../services/payments';

const LIST_INTEGERS = ['limit', 'offset'];

const orderResponse = (order: SeedOrder, viewer: SeedUser, message: string | null): Response => {
  const body: SalesOrderResponse = { salesOrder: toSalesOrder(order, viewer), message };
  return json(body);
};

/** The contract wants an absolute URL: the payment page is on the shop's origin (the caller's). */
const redirect = (request: Request, path: string): Response => {
  const body: PaymentRedirectResponse = { redirectUrl: new URL(path, request.headers.get('Origin') ?? request.url).href };
  return json(body);
};

export const listsOperations = {
  getSalesOrders: operation('getSalesOrders', 'get', api('/sales-orders'), ({ request }) => {
    const params = parseQuery(getSalesOrdersQueryParams, request, LIST_INTEGERS);
    const { user, company } = requireUser(request);
    return json(listOrders(user, company, params));
  }),

  getSalesOrdersForAcceptance: operation('getSalesOrdersForAcceptance', 'get', api('/sales-orders/order-for-acceptance'), ({ request }) => {
    const params = parseQuery(getSalesOrdersForAcceptanceQueryParams, request, LIST_INTEGERS);
    const { user, company } = requireUser(request);
    return json(listOrdersForAcceptance(user, company, params));
  }),

  updateSalesOrder: operation('updateSalesOrder', 'patch', api('/sales-orders/:id'), async ({ request, params }) => {
    const { id } = parseParams(updateSalesOrderParams, params);
    const session = requireUser(request);
    const change = (await parseJsonBody(updateSalesOrderBody, request))!;
    return orderResponse(updateOrder(session, id, change), session.user, 'Zamówienie zostało zaktualizowane');
  }),

  acceptSalesOrder: operation('acceptSalesOrder', 'post', api('/sales-orders/:id/accept'), async ({ request, params }) => {
    const { id } = parseParams(acceptSalesOrderParams, params);
    const session = requireUser(request);
    // The body is optional: the revision of the order its approver saw.
    const seen = await parseJsonBody(acceptSalesOrderBody, request, { optional: true });
    const order = acceptOrder(session, id, requestLocale(request), seen?.seenRevision);
    return orderResponse(order, session.user, `Zamówienie ${order.number} zostało zaakceptowane.`);
  }),

  rejectSalesOrder: operation('rejectSalesOrder', 'post', api('/sales-orders/:id/reject'), async ({ request, params }) => {
    const { id } = parseParams(rejectSalesOrderParams, params);
    const session = requireUser(request);
    const raw: unknown = await request.clone().json().catch(() => null);
    // The contract's minLength would answer a generic message; the reason deserves its own.
    if (raw && typeof raw === 'object' && !String((raw as { reason?: unknown }).reason ?? '').trim()) {
      throw new DemoHttpError(400, 'VALIDATION', 'Podaj powód odrzucenia zamówienia.', { field: 'reason' });
    }
    const { reason, seenRevision } = (await parseJsonBody(rejectSalesOrderBody, request))!;
    const order = rejectOrder(session, id, reason, requestLocale(request), seenRevision);
    return orderResponse(order, session.user, `Zamówienie ${order.number} zostało odrzucone.`);
  }),

  copySalesOrder: operation('copySalesOrder', 'post', api('/sales-orders/:id/copy'), async ({ request, params }) => {
    const { id } = parseParams(copySalesOrderParams, params);
    const session = requireUser(request);
    const options = await parseJsonBody(copySalesOrderBody, request, { optional: true });
    const ctx = viewContext(session);
    const message = copyOrderToCart(session, id, ctx, { clearCart: options?.clearCart ?? false, ageConfirmed: options?.ageConfirmed });
    const { cart, notice } = ownerCart(cartOwner(session), ctx);
    const body: ShoppingCartResponse = { shoppingCart: cart, message: [message, notice].filter(Boolean).join(' ') };
    return json(body);
  }),

  getSalesInvoices: operation('getSalesInvoices', 'get', api('/sales-invoices'), ({ request }) => {
    const params = parseQuery(getSalesInvoicesQueryParams, request, LIST_INTEGERS);
    const { user, company } = requireUser(request);
    return json(listInvoices(user, company, params));
  }),

  getSalesInvoicePdf: operation('getSalesInvoicePdf', 'get', api('/sales-invoices/:id/pdf'), async ({ request, params }) => {
    const { id } = parseParams(getSalesInvoicePdfParams, params);
    const { user, company } = requireUser(request);
    const invoice = invoiceFor(user, company, id);
    const bytes = await renderInvoicePdf(invoice, requestLocale(request));
    return new HttpResponse(bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': `attachment; filename="${invoicePdfFileName(invoice, requestLocale(request))}"`,
        'Cache-Control': 'no-store',
      },
    });
  }),

  paySalesInvoice: operation('paySalesInvoice', 'post', api('/sales-invoices/:id/payment'), ({ request, params }) => {
    const { id } = parseParams(paySalesInvoiceParams, params);
    const { user, company } = requireUser(request);
    if (user.roleName === 'onlyData') throw new DemoHttpError(403, 'FORBIDDEN', 'Twoja rola pozwala tylko przeglądać dane – nie możesz opłacać faktur.');
    return redirect(request, startInvoicePayment(invoiceFor(user, company, id)));
  }),

  // One payment for several invoices (services/payments.ts): each the company's (404), none twice (400), each payable (409).
  paySalesInvoices: operation('paySalesInvoices', 'post', api('/sales-invoices/payments'), async ({ request }) => {
    const { user, company } = requireUser(request);
    const locale = requestLocale(request);
    if (user.roleName === 'onlyData') throw new DemoHttpError(403, 'FORBIDDEN', 'Twoja rola pozwala tylko przeglądać dane – nie możesz opłacać faktur.');
    const { invoiceIds } = (await parseJsonBody(paySalesInvoicesBody, request, { integers: ['invoiceIds'] }))!;
    const twice = invoiceIds.findIndex((id, index) => invoiceIds.indexOf(id) !== index);
    if (twice >= 0) {
      const message = locale === 'en' ? `Invoice ${invoiceIds[twice]} is given twice.` : `Faktura ${invoiceIds[twice]} została podana dwa razy.`;
      throw new DemoHttpError(400, 'VALIDATION', message, { field: `invoiceIds.${twice}` });
    }
    return redirect(request, startInvoicesPayment(invoiceIds.map((id) => invoiceFor(user, company, id)), locale));
  }),

  getSalesInvoice: operation('getSalesInvoice', 'get', api('/sales-invoices/:id'), ({ request, params }) => {
    const { id } = parseParams(getSalesInvoiceParams, params);
    const { user, company } = requireUser(request);
    const body: SalesInvoiceResponse = { salesInvoice: toSalesInvoice(invoiceFor(user, company, id), user) };
    return json(body);
  }),
};
