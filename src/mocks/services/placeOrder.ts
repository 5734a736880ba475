/**
 * Placing a logged-in buyer's order from the current cart: every rule is checked again (fields,
 * delivery, pickup point, payment, stock, delivery date, address, cost centre, minimum value) before
 * anything changes, so an error leaves the cart as it was. Then the order is numbered and stored, the
 * cart emptied and an online payment opened (placedOrders.ts). A guest's order: placeAnonymousOrder.ts.
 */
import { costCentreCartValue } from '../../domain/checkout';
import { amountOverLimit, costCentreDecision } from '../../domain/costCentre';
import { costCentreNotAssignedMessage, placementOutcome } from '../../domain/orderPolicy';
import type { CheckoutForm, OrderStatusId, PlacedOrderResponse } from '../../generated/model';
import { allUsers, getSeed, updateState } from '../db/store';
import type { AddressRecord } from '../db/types';
import { cartOwner, type Session } from '../http/auth';
import { DemoHttpError } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { viewContext } from '../presenters/context';
import { toCostCenter } from '../presenters/costCenter';
import { companyBillingAddress, companyData, deliveryDateRefusal, firstDeliveryDate, userPhone } from './checkout';
import { checkUserFields, fieldError } from './checkoutValidation';
import { companyCostCenters, userCostCenters } from './costCenters';
import { isCompanyApprover } from './orderLimits';
import { awaitingByRulesMessage, companyRules, startChain } from './orderApproval';
import { addressFromInput, addToBook, findDeliveryAddress, defaultDeliveryAddress, toAddressRecord } from './deliveryAddresses';
import { sendPlacedOrderMails } from './mail/orderMails';
import { joinNote, placedOrderResponse, storePlacedOrder } from './placedOrders';
import { checkDeliveryAndPayment, pricedOrderLines, requireCart } from './placementChecks';
import { CHECKOUT_MESSAGES } from './placeOrderMessages';
import { aclOf } from './users';

/** POST checkout/orders: a logged-in buyer's order. */
/** `locale`: the language of the request, the order e-mails' language. */
export function placeOrder(session: Extract<Session, { kind: 'user' }>, form: CheckoutForm, locale: DemoLocale = 'pl'): PlacedOrderResponse {
  const { user, company } = session;
  const owner = cartOwner(session);
  requireCart(owner, form.confirmedLines);
  checkUserFields(form);
  const ctx = viewContext(session);
  const { priced, note } = pricedOrderLines(owner, ctx, form.deliveryMethod, form.insufficientStockDecision);
  const { option, deliveryPoint } = checkDeliveryAndPayment(form, { kind: 'user', company }, priced);

  // Where the goods go: a pickup point, an address of the book, a new address or the default one.
  let deliveryAddress: AddressRecord | null = null;
  const useNewAddress = !deliveryPoint && form.newDeliveryAddress !== undefined && (form.isDeliveryAddressNew ?? true);
  if (!deliveryPoint) {
    if (useNewAddress) deliveryAddress = addressFromInput(form.newDeliveryAddress!, company.name);
    else if (form.deliveryAddressId !== undefined) {
      const entry = findDeliveryAddress(user.id, form.deliveryAddressId);
      if (!entry) throw fieldError('deliveryAddressId', CHECKOUT_MESSAGES.deliveryAddress);
      deliveryAddress = toAddressRecord(entry);
    } else {
      const entry = defaultDeliveryAddress(user.id);
      if (!entry) throw fieldError('deliveryAddressId', CHECKOUT_MESSAGES.noDeliveryAddress);
      deliveryAddress = toAddressRecord(entry);
    }
  }

  // Company data missing on record is completed in the form.
  const data = companyData(company);
  const completed = {
    name: form.companyNameCompleted?.trim() || data.name,
    street: form.companyStreetCompleted?.trim() || data.street,
    zip: form.companyZipCompleted?.trim() || data.zip,
    city: form.companyCityCompleted?.trim() || data.city,
  };
  if (!company.isPrivateCustomer) {
    if (!completed.street) throw fieldError('companyStreetCompleted', 'To pole jest wymagane.');
    if (!completed.zip) throw fieldError('companyZipCompleted', 'To pole jest wymagane.');
    if (!completed.city) throw fieldError('companyCityCompleted', 'To pole jest wymagane.');
  }

  if (form.consigneeAltId !== undefined && !allUsers().some((other) => other.id === form.consigneeAltId && other.companyId === company.id)) {
    throw fieldError('consigneeAltId', CHECKOUT_MESSAGES.consignee);
  }

  const decision = form.insufficientStockDecision ?? null;
  let deliveryDate = firstDeliveryDate(priced.lines, ctx, decision);
  if (form.orderDeliveryDate) {
    const problem = deliveryDateRefusal(form.orderDeliveryDate, priced.lines, ctx, decision);
    if (problem) throw fieldError('orderDeliveryDate', problem);
    deliveryDate = form.orderDeliveryDate;
  }

  // The value the cost-centre rule weighs: the same function the checkout form uses.
  const goodsNet = costCentreCartValue(priced.cart);
  if (company.minimumOrderNet !== null && goodsNet < company.minimumOrderNet) {
    throw new DemoHttpError(400, 'MINIMUM-ORDER-VALUE', CHECKOUT_MESSAGES.minimumOrder(company.minimumOrderNet));
  }

  // The order policy (src/domain/orderPolicy): a centre the user was given, then spec §5's cost-centre
  // rule on the order's net goods value against what is left of the limit, and the company's approval rules.
  const centres = companyCostCenters(company);
  if (centres.length && form.costCenterId === undefined) throw fieldError('costCenterId', CHECKOUT_MESSAGES.costCenterRequired);
  const centre = form.costCenterId === undefined ? undefined : centres.find((candidate) => candidate.id === form.costCenterId);
  if (form.costCenterId !== undefined && !centre) throw fieldError('costCenterId', CHECKOUT_MESSAGES.costCenterForeign);
  if (centre && !userCostCenters(user, company).some((mine) => mine.id === centre.id)) {
    throw new DemoHttpError(403, 'COST-CENTER-NOT-ASSIGNED', costCentreNotAssignedMessage(), { field: 'costCenterId' });
  }
  const limits = centre ? toCostCenter(centre, getSeed()) : null;
  // The limit and the company's approval rules: refused, or the chain of decisions it waits for (none: accepted).
  const outcome = placementOutcome({ centre: limits, costCentreId: centre?.id ?? null, value: goodsNet, rules: companyRules(company.id), byApprover: isCompanyApprover(user, company) });
  if (outcome.outcome === 'refused') throw new DemoHttpError(400, 'COST-CENTER-LIMIT', outcome.message, { field: 'costCenterId' });
  const status: OrderStatusId = outcome.status;
  const chain = outcome.status === 'awaitingAcceptance' ? outcome.chain : [];
  // Waiting over the limit (not only by a rule's level): the checkout's answer names the centre and the excess.
  const overLimit = centre && limits && status === 'awaitingAcceptance' && costCentreDecision(limits, goodsNet) === 'needsAcceptance' && !isCompanyApprover(user, company);
  const awaiting = overLimit ? { name: centre.name, over: amountOverLimit(limits, goodsNet) } : null;

  const phone = form.userPhone?.trim() || userPhone(user.phone1, user.phoneCell);
  // Only users who may manage addresses keep a new address in their book.
  if (useNewAddress && deliveryAddress && aclOf(user, company).createAddress) {
    addToBook(user, { ...deliveryAddress, isDefault: form.newDeliveryAddress?.isDefault ?? false });
  }
  if (!company.isPrivateCustomer && !data.isComplete) {
    updateState((state) => {
      state.companyAddresses[String(company.id)] = { name: completed.name ?? company.name, countryCode: 'PL', streetWithNumber: completed.street!, addressLine1: null, city: completed.city!, zip: completed.zip!, phone1: phone };
    });
  }
  const { order, paymentRedirectUrl } = storePlacedOrder({
    owner,
    companyId: company.id,
    userId: user.id,
    status,
    costCenterId: centre?.id ?? null,
    priced,
    paymentMethodId: form.paymentMethod,
    deliveryMethodId: option.id,
    clientOrderNumber: form.clientOrderNumber?.trim() || null,
    comment: joinNote(form.noteToOrder, note),
    details: {
      buyer: { name: `${user.firstName} ${user.lastName}`, email: user.login, companyName: company.isPrivateCustomer ? null : company.name, taxId: company.taxId },
      billingAddress: companyBillingAddress(company, phone),
      deliveryAddress,
      deliveryPoint,
      deliveryDate,
      consents: { terms: true, newsletter: form.userNewsletterAgreement ?? false, priceComparison: false, eInvoice: form.eInvoiceAgreement ?? false },
      insufficientStockDecision: decision,
      emailForPrepayment: form.emailForPrepayment?.trim() || null,
      consigneeId: form.consigneeAltId ?? null,
    },
  });
  if (chain.length) startChain(order.id, chain);
  const message = awaiting
    ? CHECKOUT_MESSAGES.awaiting(order.number, awaiting.name, awaiting.over)
    : chain.length ? awaitingByRulesMessage(order.number, chain.length, locale) : CHECKOUT_MESSAGES.placed(order.number);
  sendPlacedOrderMails(order, { firstName: user.firstName, loggedIn: true }, locale);
  return placedOrderResponse(order, user, paymentRedirectUrl, message, false);
}
