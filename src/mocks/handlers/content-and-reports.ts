import {
  confirmNewsletterBody, getArticleParams, getContentsQueryParams, getTextPageParams, subscribeNewsletterBody,
} from '../../generated/zod/content-and-reports/content-and-reports.zod';
import {
  addOfferToCartBody, addOfferToCartParams, createOfferRequestBody, createReportBody, getOfferParams, deleteReportParams, getMiniCatalogueProductsParams, getMiniCatalogueProductsQueryParams,
  getMiniCataloguesQueryParams, getOffersQueryParams, getReportFileParams, getReportsQueryParams, getSpendingSummaryQueryParams,
} from '../../generated/zod/content-and-reports/content-and-reports.zod';
import { HttpResponse } from 'msw';
import type { OfferResponse, ShoppingCartResponse } from '../../generated/model';
import { cartOwner, requireUser } from '../http/auth';
import { ownerCart } from '../services/cart';
import { viewContext } from '../presenters/context';
import { listMiniCatalogues, miniCatalogueProducts } from '../services/miniCatalogues';
import { addOfferToCart, checkOfferRequestFields, createOfferRequest, getOffer, listOffers, requireOfferAccess } from '../services/offers';
import { XLSX_MIME_TYPE } from '../services/reportFile';
import { companySpendingSummary } from '../services/reportSpending';
import { checkReportPeriod, createReport, deleteReport, listReports, reportFile, reportTypes, requireReportAccess } from '../services/reports';
import { getSeed } from '../db/store';
import { requireSession } from '../http/auth';
import { json, notFound } from '../http/errors';
import { requestLocale } from '../http/locale';
import { api, operation } from '../http/operation';
import { parseJsonBody, parseParams, parseQuery } from '../http/validate';
import { checkContentFilterKeys, findArticle, findTextPage, listContents } from '../services/content';
import { confirm, subscribe } from '../services/newsletter';
import { rememberVisitorMail } from '../services/mailboxAccess';

const EMAIL_MESSAGE = 'Wprowadź poprawny adres e-mail.';

export const contentOperations = {
  getContents: operation('getContents', 'get', api('/contents'), ({ request }) => {
    checkContentFilterKeys(request);
    const params = parseQuery(getContentsQueryParams, request, ['limit', 'offset']);
    requireSession(request);
    return json(listContents(getSeed(), params));
  }),

  getArticle: operation('getArticle', 'get', api('/contents/articles/:slug'), ({ request, params }) => {
    const { slug } = parseParams(getArticleParams, params);
    requireSession(request);
    const found = findArticle(getSeed(), slug);
    if (!found) throw notFound(`Nie znaleziono artykułu „${slug}”.`);
    return json(found);
  }),

  getTextPage: operation('getTextPage', 'get', api('/contents/pages/:slug'), ({ request, params }) => {
    const { slug } = parseParams(getTextPageParams, params);
    requireSession(request);
    const page = findTextPage(slug, requestLocale(request));
    if (!page) throw notFound(`Nie znaleziono strony „${slug}”.`);
    return json({ page });
  }),

  subscribeNewsletter: operation('subscribeNewsletter', 'post', api('/newsletter/subscriptions'), async ({ request }) => {
    requireSession(request);
    const body = (await parseJsonBody(subscribeNewsletterBody, request, { messages: { email: EMAIL_MESSAGE } }))!;
    // The confirmation link goes to the address given; the browser that asked may read that one message.
    return json(rememberVisitorMail(request, () => subscribe(body.email, body.agreement, body.source, requestLocale(request))), 201);
  }),

  confirmNewsletter: operation('confirmNewsletter', 'post', api('/newsletter/confirmations'), async ({ request }) => {
    requireSession(request);
    const body = (await parseJsonBody(confirmNewsletterBody, request))!;
    return json(confirm(body.token, requestLocale(request)));
  }),

  // Reports (services/reports.ts, reportData.ts, reportSpending.ts, reportTables.ts, reportFile.ts): acl reports, per user.
  getReportTypes: operation('getReportTypes', 'get', api('/report-types'), ({ request }) => {
    const session = requireUser(request);
    const locale = requestLocale(request);
    requireReportAccess(session, locale);
    return json({ reportTypes: reportTypes(locale) });
  }),

  getReports: operation('getReports', 'get', api('/reports'), ({ request }) => {
    const session = requireUser(request);
    const locale = requestLocale(request);
    requireReportAccess(session, locale);
    return json(listReports(session, parseQuery(getReportsQueryParams, request, ['limit', 'offset']), locale));
  }),

  createReport: operation('createReport', 'post', api('/reports'), async ({ request }) => {
    const session = requireUser(request);
    const locale = requestLocale(request);
    requireReportAccess(session, locale);
    // Spec §5's date-range messages first, on the body as sent (a missing end is not a generic "required").
    checkReportPeriod(await request.clone().json().catch(() => null));
    const body = (await parseJsonBody(createReportBody, request, { integers: ['typeId'], messages: { from: 'Podaj datę w formacie RRRR-MM-DD.', to: 'Podaj datę w formacie RRRR-MM-DD.' } }))!;
    return json(createReport(session, body, locale), 201);
  }),

  // A fixed path under reports/: listed before the `reports/:id` routes so it is never read as an id.
  getSpendingSummary: operation('getSpendingSummary', 'get', api('/reports/spending-summary'), ({ request }) => {
    const session = requireUser(request);
    const locale = requestLocale(request);
    requireReportAccess(session, locale);
    // Spec §5's date-range messages first, on the query as sent (the same rule as ordering a report).
    checkReportPeriod(Object.fromEntries(new URL(request.url).searchParams));
    const { from, to } = parseQuery(getSpendingSummaryQueryParams, request);
    return json(companySpendingSummary(session.company, { from, to }));
  }),

  deleteReport: operation('deleteReport', 'delete', api('/reports/:id'), ({ request, params }) => {
    const { id } = parseParams(deleteReportParams, params);
    return json(deleteReport(requireUser(request), id, requestLocale(request)));
  }),

  getReportFile: operation('getReportFile', 'get', api('/reports/:id/file'), async ({ request, params }) => {
    const { id } = parseParams(getReportFileParams, params);
    const { bytes, fileName } = await reportFile(requireUser(request), id, requestLocale(request));
    return new HttpResponse(bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'Content-Type': XLSX_MIME_TYPE,
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'no-store',
      },
    });
  }),

  // Offers and offer requests (services/offers.ts): company customers.
  getOffers: operation('getOffers', 'get', api('/offers'), ({ request }) => {
    const session = requireUser(request);
    const locale = requestLocale(request);
    requireOfferAccess(session, locale);
    return json(listOffers(session, parseQuery(getOffersQueryParams, request, ['limit', 'offset']), locale));
  }),

  getOffer: operation('getOffer', 'get', api('/offers/:id'), ({ request, params }) => {
    const { id } = parseParams(getOfferParams, params);
    const session = requireUser(request);
    const body: OfferResponse = { offer: getOffer(session, id, viewContext(session), requestLocale(request)) };
    return json(body);
  }),

  addOfferToCart: operation('addOfferToCart', 'post', api('/offers/:id/add-to-shopping-cart'), async ({ request, params }) => {
    const { id } = parseParams(addOfferToCartParams, params);
    const session = requireUser(request);
    const ctx = viewContext(session);
    const { items, clearShoppingCart, ageConfirmed } = (await parseJsonBody(addOfferToCartBody, request, { integers: ['items.productId', 'items.quantity'] }))!;
    const owner = cartOwner(session);
    const message = addOfferToCart(session, id, owner, ctx, { items, clearCart: clearShoppingCart, ageConfirmed }, requestLocale(request));
    const { cart, notice } = ownerCart(owner, ctx);
    const body: ShoppingCartResponse = { shoppingCart: cart, message: [message, notice].filter(Boolean).join(' ') };
    return json(body);
  }),

  createOfferRequest: operation('createOfferRequest', 'post', api('/offers/requests'), async ({ request }) => {
    const session = requireUser(request);
    const locale = requestLocale(request);
    requireOfferAccess(session, locale);
    checkOfferRequestFields(await request.clone().json().catch(() => null));
    const body = (await parseJsonBody(createOfferRequestBody, request, { messages: { contactEmail: EMAIL_MESSAGE }, integers: ['products.productId', 'products.quantity'] }))!;
    return json(createOfferRequest(session, body, locale), 201);
  }),

  // Mini-catalogues (services/miniCatalogues.ts): company customers; products as a listing, 36 a page.
  getMiniCatalogues: operation('getMiniCatalogues', 'get', api('/mini-catalogues'), ({ request }) => {
    const ctx = viewContext(requireUser(request));
    const query = parseQuery(getMiniCataloguesQueryParams, request, ['limit', 'offset']);
    return json(listMiniCatalogues({ ...ctx, company: ctx.company! }, query, requestLocale(request)));
  }),

  getMiniCatalogueProducts: operation('getMiniCatalogueProducts', 'get', api('/mini-catalogues/:slug/products'), ({ request, params }) => {
    const { slug } = parseParams(getMiniCatalogueProductsParams, params);
    const ctx = viewContext(requireUser(request));
    const query = parseQuery(getMiniCatalogueProductsQueryParams, request, ['limit', 'offset']);
    return json(miniCatalogueProducts({ ...ctx, company: ctx.company! }, slug, query, requestLocale(request)));
  }),
};
