/**
 * What both checkout forms offer: the cart for the chosen delivery, delivery and payment methods,
 * countries, stock decisions, delivery dates, the buyer's addresses, cost centres and company data.
 */
import { addDays, deliveryDateProblem, workingDaysAfter } from '../../domain/deliveryDate';
import { formatAmount } from '../../domain/money';
import { costCentreNotAssignedMessage } from '../../domain/orderPolicy';
import type {
  Cart, CheckoutCompanyData, CheckoutResponse, CheckoutWithRegistrationResponse, Country, DeliveryDateValidationResponse,
  DeliveryMethod, InsufficientStockOption, PaymentMethod,
} from '../../generated/model';
import { DELIVERY_OPTIONS, PAYMENT_METHODS, type DeliveryOption } from '../db/reference';
import { COMPANY_LOGISTICS, COMPANY_MAIN, COMPANY_PRIVATE } from '../db/seed/accounts';
import { orderPromoEffect } from '../db/seed/promoCodes';
import { allUsers, getState } from '../db/store';
import type { CartLine } from '../db/orderRecords';
import type { AddressRecord, SeedCompany, SeedOrderLine, SeedProduct, StockDecision } from '../db/types';
import { cartOwner, type Session } from '../http/auth';
import type { ViewContext } from '../presenters/context';
import { personName } from '../presenters/order';
import { cartEntries, goodsNet, presentCart, pricedLines } from './cart';
import { COUNTRY_NAMES, fieldError } from './checkoutValidation';
import { costCentersOf, defaultCostCenterId } from './costCenters';
import { addressBook, findDeliveryAddress, toDeliveryAddress } from './deliveryAddresses';
import { companyRules } from './orderApproval';
import { isCompanyApprover } from './orderLimits';
import { aclOf } from './users';

const DAY = 86_400_000;
/** Cash on delivery is refused above this gross value (couriers' limit for cash). */
export const COD_LIMIT_GROSS = 5000;
/** Parcel machines cannot take cash. */
const MACHINE_DELIVERIES = new Set(['parcelLocker', 'orlenPoint']);
/** Companies that have a payment term (days) for deferred payment. */
const PAYMENT_TERMS: Record<number, number> = { [COMPANY_MAIN]: 14, [COMPANY_LOGISTICS]: 30 };
/** How many delivery days the logged-in form offers. */
const OFFERED_DAYS = 20;
/** A product out of stock without a known delivery is expected within this many days. */
const UNKNOWN_RESTOCK_DAYS = 10;

/** A cart line with the prices the order will keep. */
export interface PricedLine extends SeedOrderLine {
  product: SeedProduct;
}

/** The cart as checkout sees it: the contract Cart plus its priced lines and discount. */
export interface CheckoutCart {
  cart: Cart;
  lines: PricedLine[];
  discount: { net: number; gross: number } | null;
  promoCode: string | null;
}

/**
 * The owner's cart priced for a delivery method (the cart service's money, promo code included), or
 * other lines of it (what is left after removing unavailable quantities): their promo effect is
 * computed without touching the stored code, so a refused order leaves the cart as it was.
 */
export function checkoutCart(owner: string, ctx: ViewContext, deliveryMethod?: string, lines?: CartLine[]): CheckoutCart {
  const withProducts = (orderLines: SeedOrderLine[]): PricedLine[] =>
    orderLines.flatMap((line) => {
      const product = ctx.seed.productById.get(line.productId);
      return product ? [{ ...line, product }] : [];
    });
  if (!lines) {
    const draft = pricedLines(owner, ctx, deliveryMethod);
    return { cart: draft.cart, lines: withProducts(draft.lines), discount: draft.discount.net > 0 ? draft.discount : null, promoCode: draft.promoCode };
  }
  const code = getState().promoCodes[owner] ?? null;
  const effect = orderPromoEffect(code, goodsNet(cartEntries(lines, ctx)));
  const cart = presentCart(lines, ctx, deliveryMethod, { ...effect, notice: null });
  const orderLines = cartEntries(lines, ctx).map((entry) => ({ productId: entry.product.id, quantity: entry.quantity, priceNet: entry.unitNet, vat: entry.product.vat, deposit: entry.deposit }));
  const discount = cart.discountValue.net > 0 ? { net: cart.discountValue.net, gross: cart.discountValue.gross } : null;
  return { cart, lines: withProducts(orderLines), discount, promoCode: cart.promoCode ?? null };
}

export const deliveryOption = (id: string): DeliveryOption | undefined => DELIVERY_OPTIONS.find((option) => option.id === id);

/** Delivery methods with the fee this cart would pay for each (the cart service decides what is free). */
export function deliveryMethods(owner: string, ctx: ViewContext): DeliveryMethod[] {
  return DELIVERY_OPTIONS.map((option) => ({
    id: option.id,
    name: option.name,
    description: option.description,
    price: checkoutCart(owner, ctx, option.id).cart.deliveryFee,
    requiresPickupPoint: option.provider !== null,
    pickupPointProvider: option.provider,
  }));
}

/** Who pays: a guest, a private customer or a company (with or without a payment term). */
export type Buyer = { kind: 'guest' } | { kind: 'user'; company: SeedCompany };

const paymentTermOf = (buyer: Buyer): number | null => (buyer.kind === 'user' && !buyer.company.isPrivateCustomer ? PAYMENT_TERMS[buyer.company.id] ?? null : null);

function deferredDisabledInfo(buyer: Buyer): string | null {
  if (paymentTermOf(buyer) !== null) return null;
  if (buyer.kind === 'guest') return 'Płatność z odroczonym terminem jest dostępna dla zalogowanych klientów firmowych, którym przyznaliśmy termin płatności.';
  if (buyer.company.isPrivateCustomer) return 'Płatność z odroczonym terminem jest dostępna tylko dla firm z przyznanym terminem płatności. Wybierz przelew, płatność online lub płatność przy odbiorze.';
  return 'Twoja firma nie ma jeszcze przyznanego terminu płatności. Skontaktuj się ze swoim opiekunem klienta, aby go uzyskać.';
}

/** The four payment methods; a disabled one says why (the disabled payment info dialog). */
export function paymentMethods(buyer: Buyer, cart: Cart): PaymentMethod[] {
  const term = paymentTermOf(buyer);
  const codInfo = cart.grandTotal.gross > COD_LIMIT_GROSS
    ? `Płatność przy odbiorze jest dostępna dla zamówień do ${formatAmount(COD_LIMIT_GROSS)} zł brutto. Wybierz przelew lub płatność online.`
    : null;
  const deferredInfo = deferredDisabledInfo(buyer);
  return [
    { id: 'transfer', name: PAYMENT_METHODS.transfer, description: 'Wyślemy zamówienie po zaksięgowaniu wpłaty na naszym koncie (zwykle 1 dzień roboczy).', isDisabled: false, disabledInfo: null, isPrepayment: true, fee: null },
    { id: 'online', name: PAYMENT_METHODS.online, description: 'BLIK, karta płatnicza lub szybki przelew – realizujemy zamówienie zaraz po opłaceniu.', isDisabled: false, disabledInfo: null, isPrepayment: true, fee: null },
    { id: 'cod', name: PAYMENT_METHODS.cod, description: 'Płacisz kurierowi gotówką lub kartą przy odbiorze paczki. Niedostępna przy odbiorze w automacie paczkowym.', isDisabled: codInfo !== null, disabledInfo: codInfo, isPrepayment: false, fee: null },
    {
      id: 'deferred',
      name: PAYMENT_METHODS.deferred,
      description: term ? `Przelew ${term} dni od daty wystawienia faktury.` : 'Przelew z terminem płatności dla firm.',
      isDisabled: deferredInfo !== null,
      disabledInfo: deferredInfo,
      isPrepayment: false,
      fee: null,
    },
  ];
}

/** Why a payment method cannot pay for this delivery (null: it can). */
export function paymentRefusal(method: PaymentMethod | undefined, deliveryMethodId: string): string | null {
  if (!method) return 'Wybierz sposób płatności.';
  if (method.isDisabled) return method.disabledInfo ?? 'Wybrany sposób płatności jest niedostępny.';
  if (method.id === 'cod' && MACHINE_DELIVERIES.has(deliveryMethodId)) return 'Płatność przy odbiorze nie jest dostępna przy odbiorze w automacie paczkowym. Wybierz inny sposób płatności.';
  return null;
}

export const COUNTRIES: Country[] = Object.entries(COUNTRY_NAMES).map(([code, name]) => ({ code, name }));

/** What is missing on a line: ordered above what the warehouse has. */
export interface ShortLine {
  line: PricedLine;
  available: number;
}

export const availableQuantity = (product: SeedProduct): number => (product.discontinued ? 0 : Math.max(0, product.stock));

export function shortLines(lines: PricedLine[]): ShortLine[] {
  return lines.flatMap((line) => (line.quantity > availableQuantity(line.product) ? [{ line, available: availableQuantity(line.product) }] : []));
}

export const STOCK_DECISION_LABELS: Record<StockDecision, string> = {
  waitForAll: 'Poczekaj na całość – wyślemy wszystko w jednej przesyłce, gdy brakujące produkty dotrą do magazynu',
  sendAvailable: 'Wyślij od razu dostępne produkty, a brakujące dośle osobno',
  removeUnavailable: 'Usuń brakujące ilości z zamówienia',
};

export function insufficientStockOptions(lines: PricedLine[]): InsufficientStockOption[] {
  if (!shortLines(lines).length) return [];
  return (Object.keys(STOCK_DECISION_LABELS) as StockDecision[]).map((value) => ({ value, label: STOCK_DECISION_LABELS[value] }));
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** When the missing goods of a line reach the warehouse. */
function restockDay(product: SeedProduct, today: Date): string {
  return isoDay(new Date(today.getTime() + (product.restockInDays ?? UNKNOWN_RESTOCK_DAYS) * DAY));
}

/**
 * The earliest delivery day: the products' lead time in working days; waiting for all goods also
 * waits for the last missing line to arrive (delivered the working day after).
 */
export function firstDeliveryDate(lines: PricedLine[], ctx: ViewContext, decision?: StockDecision | null): string {
  const today = isoDay(ctx.seed.today);
  const lead = Math.max(1, ...lines.map((line) => line.product.deliveryDays));
  let first = workingDaysAfter(today, 1, lead)[0];
  if (decision === 'waitForAll') {
    for (const { line } of shortLines(lines)) {
      const afterRestock = workingDaysAfter(restockDay(line.product, ctx.seed.today), 1)[0];
      if (afterRestock > first) first = afterRestock;
    }
  }
  return first;
}

export function availableDeliveryDates(lines: PricedLine[], ctx: ViewContext, decision?: StockDecision | null): string[] {
  return workingDaysAfter(addDays(firstDeliveryDate(lines, ctx, decision), -1), OFFERED_DAYS);
}

/** Why a delivery date is not possible for these lines (null: it is). */
export function deliveryDateRefusal(date: string, lines: PricedLine[], ctx: ViewContext, decision?: StockDecision | null): string | null {
  return deliveryDateProblem(date, isoDay(ctx.seed.today), firstDeliveryDate(lines, ctx, decision));
}

/** GET checkout/validate-user-delivery-date. */
export function validateDeliveryDate(
  session: Session,
  ctx: ViewContext,
  params: { selectedDeliveryDate: string; insufficientStockDecision?: StockDecision; deliveryAddressId?: number },
): DeliveryDateValidationResponse {
  if (params.deliveryAddressId !== undefined && (session.kind !== 'user' || !findDeliveryAddress(session.user.id, params.deliveryAddressId))) {
    throw fieldError('deliveryAddressId', 'Wybrany adres dostawy nie należy do Twojego konta.');
  }
  const { lines } = checkoutCart(cartOwner(session), ctx);
  const message = deliveryDateRefusal(params.selectedDeliveryDate, lines, ctx, params.insufficientStockDecision);
  return { isValidDate: message === null, message };
}

/** The seeded companies' registered addresses; Meblomax Logistyka's is incomplete (completed at checkout). */
const COMPANY_ADDRESSES: Record<number, { street: string | null; zip: string | null; city: string | null }> = {
  [COMPANY_MAIN]: { street: 'ul. Składowa 12', zip: '61-897', city: 'Poznań' },
  [COMPANY_LOGISTICS]: { street: null, zip: null, city: 'Września' },
  [COMPANY_PRIVATE]: { street: 'ul. Długa 42/5', zip: '31-147', city: 'Kraków' },
};

/** A seeded company's registered address as the seed has it, before any change made through the demo. */
export const seededCompanyAddress = (company: SeedCompany): { street: string | null; zip: string | null; city: string | null } =>
  COMPANY_ADDRESSES[company.id] ?? { street: null, zip: null, city: company.city || null };

export function companyData(company: SeedCompany): CheckoutCompanyData {
  const stored = getState().companyAddresses[String(company.id)];
  const seeded = seededCompanyAddress(company);
  const data = stored ? { street: stored.streetWithNumber, zip: stored.zip, city: stored.city } : seeded;
  return { name: stored?.name ?? company.name, ...data, isComplete: Boolean(data.street && data.zip && data.city) };
}

/** The company's address as an order's billing address. */
export function companyBillingAddress(company: SeedCompany, phone: string | null): AddressRecord {
  const data = companyData(company);
  return { name: data.name ?? company.name, countryCode: 'PL', streetWithNumber: data.street ?? '', addressLine1: company.taxId ? `NIP ${company.taxId}` : null, city: data.city ?? '', zip: data.zip ?? '', phone1: phone };
}

/** GET checkout/with-registration: the guest form's choices (any session may open it). */
export function checkoutWithRegistration(session: Session, ctx: ViewContext): CheckoutWithRegistrationResponse {
  const owner = cartOwner(session);
  const { cart, lines } = checkoutCart(owner, ctx, 'courier');
  return {
    shoppingCart: cart,
    paymentMethods: paymentMethods({ kind: 'guest' }, cart),
    deliveryMethods: deliveryMethods(owner, ctx),
    countries: COUNTRIES,
    insufficientStockOptions: insufficientStockOptions(lines),
  };
}

/** A usable phone of the user (the seed's "+48" placeholder is none). */
export const userPhone = (phone1: string, phoneCell: string | null): string | null => phoneCell ?? (phone1.replace(/\s/g, '').length > 4 ? phone1 : null);

/** GET checkout: the logged-in form's choices, for the chosen cost centre (400 when it is not the company's). */
export function checkoutForUser(session: Extract<Session, { kind: 'user' }>, ctx: ViewContext, costCenterId?: number): CheckoutResponse {
  const { user, company } = session;
  const owner = cartOwner(session);
  const { cart, lines } = checkoutCart(owner, ctx, 'courier');
  const costCenters = costCentersOf(user, company);
  if (costCenterId !== undefined && !costCenters.some((centre) => centre.id === costCenterId)) {
    throw fieldError('costCenterId', costCentreNotAssignedMessage());
  }
  const acl = aclOf(user, company);
  const consignees = company.isPrivateCustomer
    ? []
    : allUsers().filter((other) => other.companyId === company.id && other.roleName !== 'onlyData').map((other) => ({ id: other.id, name: personName(other) }));
  const dates = availableDeliveryDates(lines, ctx);
  return {
    shoppingCart: cart,
    deliveryAddresses: addressBook(user.id).map(toDeliveryAddress),
    costCenters,
    selectedCostCenterId: costCenterId ?? defaultCostCenterId(user, company),
    paymentMethods: paymentMethods({ kind: 'user', company }, cart),
    deliveryMethods: deliveryMethods(owner, ctx),
    consignees,
    availableDeliveryDates: dates,
    defaultDeliveryDate: dates[0] ?? null,
    company: companyData(company),
    userPhone: userPhone(user.phone1, user.phoneCell),
    emailForPrepayment: user.login,
    eInvoiceEnabled: acl.eInvoiceEnabled,
    allowedToChangeEInvoiceSetting: acl.allowedToChangeEInvoiceSetting,
    canCreateAddress: acl.createAddress,
    insufficientStockOptions: insufficientStockOptions(lines),
    // What placing the order weighs besides the limit (placeOrder.ts asks placementOutcome with the same).
    approval: {
      byApprover: isCompanyApprover(user, company),
      rules: companyRules(company.id).map((rule) => ({ costCenterId: rule.costCentreId, levels: rule.levels.map(({ threshold, approverId }) => ({ threshold, approverId })) })),
    },
  };
}
