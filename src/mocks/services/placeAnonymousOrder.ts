/**
 * Placing a guest's order from the current cart, optionally creating an account (a private customer,
 * or a company with the NIP given): the same checks as a buyer's order (placementChecks.ts) before
 * anything changes; the order is stored as placedOrders.ts stores every order.
 */
import { normalizeTaxId } from '../../domain/validation';
import type { AnonymousCheckoutForm, PlacedOrderResponse } from '../../generated/model';
import { allUsers } from '../db/store';
import type { AddressRecord, SeedCompany, SeedUser } from '../db/types';
import { cartOwner, type Session } from '../http/auth';
import type { DemoLocale } from '../http/locale';
import { viewContext } from '../presenters/context';
import { firstDeliveryDate } from './checkout';
import { checkAnonymousFields } from './checkoutValidation';
import { createCustomerAccount } from './customerAccounts';
import { addressFromInput } from './deliveryAddresses';
import { sendPlacedOrderMails } from './mail/orderMails';
import { joinNote, placedOrderResponse, storePlacedOrder } from './placedOrders';
import { checkDeliveryAndPayment, conflict, pricedOrderLines, requireCart } from './placementChecks';
import { CHECKOUT_MESSAGES } from './placeOrderMessages';

/** The account a guest asked for: a private customer, or a company with the NIP given. */
function registerAccount(form: AnonymousCheckoutForm, billing: AddressRecord, delivery: AddressRecord | null): { user: SeedUser; company: SeedCompany } {
  const customer = {
    isIndividual: form.isIndividual, email: form.userEmail, password: form.password!, firstName: form.firstName, lastName: form.lastName,
    phone1: form.address.phone1, companyName: form.companyName, taxId: form.taxId, newsletter: form.userNewsletterAgreement ?? false,
  };
  return createCustomerAccount(customer, billing, delivery);
}

/** POST checkout/anonymous-orders: a guest's order (optionally creating an account). */
export function placeAnonymousOrder(session: Session, form: AnonymousCheckoutForm, locale: DemoLocale = 'pl'): PlacedOrderResponse {
  const owner = cartOwner(session);
  requireCart(owner, form.confirmedLines);
  checkAnonymousFields(form);
  const email = form.userEmail.trim().toLowerCase();
  if (form.createUserAccountAgreement && allUsers().some((user) => user.login === email)) {
    throw conflict('ACCOUNT-EXISTS', CHECKOUT_MESSAGES.accountExists(email), 'userEmail');
  }
  const ctx = viewContext(session);
  const { priced, note } = pricedOrderLines(owner, ctx, form.deliveryMethod, form.insufficientStockDecision);
  const { option, deliveryPoint } = checkDeliveryAndPayment(form, { kind: 'guest' }, priced);

  const name = `${form.firstName.trim()} ${form.lastName.trim()}`;
  const taxId = form.isIndividual ? null : normalizeTaxId(form.taxId!.trim());
  const billing: AddressRecord = {
    ...addressFromInput({ ...form.address, name: form.isIndividual ? name : form.companyName }, name),
    addressLine1: taxId ? `NIP ${taxId}` : null,
  };
  const deliveryAddress = deliveryPoint ? null : form.isDeliveryToAnotherAddress && form.deliveryAddress ? addressFromInput(form.deliveryAddress, name) : { ...billing, name, addressLine1: null };
  const decision = form.insufficientStockDecision ?? null;

  const account = form.createUserAccountAgreement ? registerAccount(form, billing, deliveryAddress) : null;
  const { order, paymentRedirectUrl } = storePlacedOrder({
    owner,
    companyId: account?.company.id ?? 0,
    userId: account?.user.id ?? 0,
    status: 'accepted',
    costCenterId: null,
    priced,
    paymentMethodId: form.paymentMethod,
    deliveryMethodId: option.id,
    clientOrderNumber: null,
    comment: joinNote(form.noteToOrder, note),
    details: {
      buyer: { name, email, companyName: form.isIndividual ? null : form.companyName!.trim(), taxId },
      billingAddress: billing,
      deliveryAddress,
      deliveryPoint,
      deliveryDate: firstDeliveryDate(priced.lines, ctx, decision),
      consents: { terms: true, newsletter: form.userNewsletterAgreement ?? false, priceComparison: form.agreedPriceComparisonTrustedOpinions ?? false, eInvoice: form.eInvoiceAgreement ?? true },
      insufficientStockDecision: decision,
      emailForPrepayment: email,
      consigneeId: null,
    },
  });
  const placed = CHECKOUT_MESSAGES.placed(order.number);
  const message = account ? `${placed} ${CHECKOUT_MESSAGES.accountCreated(email)}` : placed;
  // The guest is still a guest in this browser: the link goes to the confirmation page, not the account.
  sendPlacedOrderMails(order, { firstName: form.firstName, loggedIn: false }, locale);
  return placedOrderResponse(order, account?.user ?? null, paymentRedirectUrl, message, account !== null);
}
