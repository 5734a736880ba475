/**
 * Checkout: the forms' data, delivery dates, placing orders, pickup points and the demo payment
 * operator. Also the order detail and "pay again" of the Lists tag, which the confirmation page needs.
 */
import type { PaymentRedirectResponse, PaymentResponse, SalesOrderResponse } from '../../generated/model';
import {
  completePaymentBody, completePaymentParams, getCheckoutQueryParams, getPaymentParams, getPickupPointsQueryParams,
  placeAnonymousOrderBody, placeOrderBody, validateUserDeliveryDateQueryParams,
} from '../../generated/zod/checkout/checkout.zod';
import { getSalesOrderParams, paySalesOrderParams } from '../../generated/zod/lists/lists.zod';
import { cartOwner, requireSession, requireUser } from '../http/auth';
import { forbidden, json } from '../http/errors';
import { requestLocale } from '../http/locale';
import { api, operation } from '../http/operation';
import { parseJsonBody, parseParams, parseQuery } from '../http/validate';
import { viewContext } from '../presenters/context';
import { toSalesOrder } from '../presenters/salesOrder';
import { checkoutForUser, checkoutWithRegistration, validateDeliveryDate } from '../services/checkout';
import { checkAnonymousFields, checkUserFields } from '../services/checkoutValidation';
import { orderForSession } from '../services/orderAccess';
import { placeOnce } from '../services/idempotency';
import { completePayment, getPayment, startOrderPayment } from '../services/payments';
import { searchPickupPoints } from '../services/pickupPoints';
import { placeAnonymousOrder } from '../services/placeAnonymousOrder';
import { placeOrder } from '../services/placeOrder';
import { requireCart } from '../services/placementChecks';
import { rememberVisitorAccount, rememberVisitorMail } from '../services/mailboxAccess';

/** The raw JSON body (null when it is not an object), read without consuming the request. */
async function rawBody(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return null;
  }
}

export const checkoutOperations = {
  getCheckoutWithRegistration: operation('getCheckoutWithRegistration', 'get', api('/checkout/with-registration'), ({ request }) => {
    const session = requireSession(request);
    return json(checkoutWithRegistration(session, viewContext(session)));
  }),

  validateUserDeliveryDate: operation('validateUserDeliveryDate', 'get', api('/checkout/validate-user-delivery-date'), ({ request }) => {
    const params = parseQuery(validateUserDeliveryDateQueryParams, request, ['deliveryAddressId']);
    const session = requireSession(request);
    return json(validateDeliveryDate(session, viewContext(session), params));
  }),

  getPickupPoints: operation('getPickupPoints', 'get', api('/checkout/pickup-points'), ({ request }) => {
    const params = parseQuery(getPickupPointsQueryParams, request, ['limit']);
    requireSession(request);
    return json(searchPickupPoints(params.provider, params.query, params.limit));
  }),

  getCheckout: operation('getCheckout', 'get', api('/checkout'), ({ request }) => {
    const { costCenterId } = parseQuery(getCheckoutQueryParams, request, ['costCenterId']);
    const session = requireUser(request);
    return json(checkoutForUser(session, viewContext(session), costCenterId));
  }),

  placeOrder: operation('placeOrder', 'post', api('/checkout/orders'), async ({ request }) => {
    const session = requireUser(request);
    // A punch-out cart goes back to the buyer's procurement system, which places the order there.
    if (session.punchOut) throw forbidden('W sesji punch-out koszyk przenosi się do systemu zakupowego, a zamówienie składa się tam.');
    // A retry or a double click with the key of an order already placed gets that order (the cart is empty by now).
    const owner = cartOwner(session);
    const placed = await placeOnce(owner, request, async () => {
      requireCart(owner);
      // The shop's field rules first, so that a bad zip or phone gets §5's message and its field.
      checkUserFields(await rawBody(request));
      const form = (await parseJsonBody(placeOrderBody, request, { integers: ['deliveryAddressId', 'costCenterId', 'consigneeAltId'] }))!;
      return () => placeOrder(session, form, requestLocale(request));
    });
    return json(placed, 201);
  }),

  placeAnonymousOrder: operation('placeAnonymousOrder', 'post', api('/checkout/anonymous-orders'), async ({ request }) => {
    const session = requireSession(request);
    // A logged-in user orders through placeOrder, where the role (onlyData may not order), cost centres and limits apply.
    if (session.kind === 'user') throw forbidden('Jesteś zalogowany – odśwież stronę i złóż zamówienie w formularzu dla zalogowanych klientów.');
    const owner = cartOwner(session);
    const placed = await placeOnce(owner, request, async () => {
      requireCart(owner);
      checkAnonymousFields(await rawBody(request));
      const form = (await parseJsonBody(placeAnonymousOrderBody, request))!;
      // checkAnonymousFields has refused anything but true; the contract's type says so.
      return () => {
        // The order's confirmation is this browser's to read; an account made with the order opens its mailbox,
        // an order alone no other mail of the address.
        const order = rememberVisitorMail(request, () => placeAnonymousOrder(session, { ...form, userTermsOfUseAgreement: true }, requestLocale(request)));
        if (form.createUserAccountAgreement) rememberVisitorAccount(request, form.userEmail);
        return order;
      };
    });
    return json(placed, 201);
  }),

  getPayment: operation('getPayment', 'get', api('/payments/:id'), ({ request, params }) => {
    const { id } = parseParams(getPaymentParams, params);
    const body: PaymentResponse = { payment: getPayment(requireSession(request), id) };
    return json(body);
  }),

  completePayment: operation('completePayment', 'post', api('/payments/:id'), async ({ request, params }) => {
    const { id } = parseParams(completePaymentParams, params);
    const session = requireSession(request);
    const { status } = (await parseJsonBody(completePaymentBody, request))!;
    const body: PaymentResponse = { payment: completePayment(session, id, status) };
    return json(body);
  }),

  paySalesOrder: operation('paySalesOrder', 'post', api('/sales-orders/:id/payment'), ({ request, params }) => {
    const { id } = parseParams(paySalesOrderParams, params);
    const path = startOrderPayment(requireSession(request), id);
    // The contract wants an absolute URL here: the payment page is on the shop's origin (the caller's).
    const body: PaymentRedirectResponse = { redirectUrl: new URL(path, request.headers.get('Origin') ?? request.url).href };
    return json(body);
  }),

  getSalesOrder: operation('getSalesOrder', 'get', api('/sales-orders/:id'), ({ request, params }) => {
    const { id } = parseParams(getSalesOrderParams, params);
    const session = requireSession(request);
    const order = orderForSession(session, id);
    const body: SalesOrderResponse = { salesOrder: toSalesOrder(order, session.kind === 'user' ? session.user : null), message: null };
    return json(body);
  }),
};
