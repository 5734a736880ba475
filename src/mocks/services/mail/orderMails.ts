/**
 * The e-mails about an order: the confirmation to the buyer, "your order awaits approval" to every
 * approver of the company when it waits for acceptance, and the approver's decision to the buyer.
 * Links are Polish shop paths: the recipient's language is not known when the shop writes.
 */
import { lineValue } from '../../../domain/cartTotals';
import { formatDate } from '../../../domain/date';
import { formatPln } from '../../../domain/money';
import { ROUTES } from '../../../routing/routePaths';
import { DELIVERY_METHODS, PAYMENT_METHODS } from '../../db/reference';
import { allCompanies, allUsers, getSeed } from '../../db/store';
import type { AddressRecord, SeedOrder, SeedUser } from '../../db/types';
import { orderTotals, personName } from '../../presenters/order';
import { sendMail } from '../mailbox';
import { orderAmountOverLimit, orderLimitValue } from '../orderLimits';
import { warsawDateTime } from './mailTime';

const pathWithId = (pattern: string, name: string, id: number) => pattern.replace(`:${name}`, String(id));

/** The order's page in the account (a logged-in buyer's link). */
export const accountOrderPath = (orderId: number): string => pathWithId(ROUTES['dashboard-orders-slug'].pl, 'slug', orderId);
/** The order confirmation page (a guest's link: the guest session that placed it can read it). */
export const confirmationPath = (orderId: number): string => pathWithId(ROUTES['checkout-id'].pl, 'id', orderId);
/** The page where an approver accepts or rejects the order. */
export const acceptOrderPath = (orderId: number): string => `${ROUTES['accept-order'].pl}?id=${orderId}`;
/** The approver's queue in the account. */
export const acceptanceQueuePath = (): string => ROUTES['dashboard-acceptance'].pl;

const greeting = (firstName: string | undefined) => (firstName?.trim() ? `Dzień dobry, ${firstName.trim()}!` : 'Dzień dobry,');
const net = (amount: number) => `${formatPln(amount)} netto`;
const buyerOf = (order: SeedOrder): SeedUser | undefined => allUsers().find((user) => user.id === order.userId && user.companyId === order.companyId);
const centreName = (order: SeedOrder): string | null =>
  order.costCenterId === null ? null : getSeed().costCenters.find((centre) => centre.id === order.costCenterId)?.name ?? null;

/** "1. Papier ksero A4 (kod 198552) – 10 ryz × 34,49 zł = 344,90 zł netto", one line per product. */
export function orderLinesText(order: SeedOrder): string {
  const { productById } = getSeed();
  return order.lines
    .map((line, index) => {
      const product = productById.get(line.productId);
      const name = product ? `${product.name} (kod ${product.code})` : `Produkt ${line.productId}`;
      const uom = product?.uom ?? 'szt.';
      return `${index + 1}. ${name} – ${line.quantity} ${uom} × ${formatPln(line.priceNet)} = ${net(lineValue(line.priceNet, line.quantity, line.vat).net)}`;
    })
    .join('\n');
}

/** Goods, discount, deposits, delivery and the total, net and gross. */
function totalsText(order: SeedOrder): string {
  const totals = orderTotals(order);
  const promoCode = order.placed?.promoCode;
  return [
    `Wartość produktów: ${net(totals.total.net)}`,
    totals.discount.net > 0 ? `Rabat${promoCode ? ` (kod ${promoCode})` : ''}: −${net(totals.discount.net)}` : null,
    totals.deposit.net > 0 ? `Kaucja: ${formatPln(totals.deposit.net)}` : null,
    `Koszt dostawy: ${totals.delivery.net > 0 ? net(totals.delivery.net) : 'bezpłatnie'}`,
    `Razem do zapłaty: ${formatPln(totals.grandTotal.gross)} brutto (${net(totals.grandTotal.net)})`,
  ]
    .filter(Boolean)
    .join('\n');
}

const addressText = (address: AddressRecord) =>
  [address.name, address.streetWithNumber, address.addressLine1, `${address.zip} ${address.city}`.trim()].filter((part) => part?.trim()).join(', ');

/** How and where the goods go, when, and how the buyer pays. */
function deliveryAndPaymentText(order: SeedOrder): string {
  const method = DELIVERY_METHODS[order.deliveryMethodId] ?? order.deliveryMethodId;
  const placed = order.placed;
  const where = placed?.deliveryPoint
    ? `, punkt odbioru: ${placed.deliveryPoint.name} (${placed.deliveryPoint.pni})`
    : placed?.deliveryAddress
      ? `, adres dostawy: ${addressText(placed.deliveryAddress)}`
      : '';
  return [
    `Dostawa: ${method}${where}.`,
    placed?.deliveryDate ? `Planowany termin dostawy: ${formatDate(placed.deliveryDate)}.` : null,
    `Płatność: ${PAYMENT_METHODS[order.paymentMethodId] ?? order.paymentMethodId}.`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The buyer's own references: client order number, cost centre, comment. */
function referencesText(order: SeedOrder): string | null {
  const centre = centreName(order);
  const parts = [
    order.clientOrderNumber ? `Twój numer zamówienia: ${order.clientOrderNumber}` : null,
    centre ? `Centrum kosztowe: ${centre}` : null,
    order.comment ? `Uwagi: ${order.comment}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join('\n') : null;
}

/** The order confirmation to whoever placed the order (the e-mail given at checkout or the user's login). */
export function sendOrderConfirmationMail(order: SeedOrder, buyer: { firstName: string; loggedIn: boolean }): void {
  const email = order.placed?.buyer.email ?? buyerOf(order)?.login;
  if (!email) return;
  const awaiting = order.status === 'awaitingAcceptance';
  const centre = centreName(order);
  const next = awaiting
    ? `Zamówienie przekracza limit centrum kosztowego${centre ? ` „${centre}”` : ''}, dlatego czeka na akceptację przełożonego. Przekażemy je do realizacji, gdy osoba akceptująca je zatwierdzi – o decyzji napiszemy do Ciebie osobno.`
    : order.paymentMethodId === 'online' && !order.isPaid
      ? 'Zamówienie opłacisz online. Jeśli płatność się nie powiodła, możesz ją powtórzyć na stronie zamówienia – wyślemy je zaraz po zaksięgowaniu wpłaty.'
      : 'Przekazaliśmy je do realizacji. Gdy wyślemy paczkę, napiszemy do Ciebie ponownie.';
  sendMail({
    to: email,
    subject: awaiting ? `Zamówienie ${order.number} czeka na akceptację` : `Potwierdzenie zamówienia ${order.number}`,
    paragraphs: [
      greeting(buyer.firstName),
      `Dziękujemy za zamówienie ${order.number} złożone ${warsawDateTime(order.createdAt)} w sklepie Spinacz.pl. ${next}`,
      `Zamówione produkty:\n${orderLinesText(order)}`,
      totalsText(order),
      deliveryAndPaymentText(order),
      referencesText(order),
      buyer.loggedIn
        ? 'Status zamówienia, dokumenty i fakturę znajdziesz w swoim koncie, w zakładce „Zamówienia”.'
        : 'Status zamówienia sprawdzisz na stronie zamówienia – link poniżej działa w przeglądarce, w której złożono zamówienie.',
    ].filter((paragraph): paragraph is string => Boolean(paragraph)),
    links: [{ label: 'Zobacz zamówienie', href: buyer.loggedIn ? accountOrderPath(order.id) : confirmationPath(order.id) }],
    kind: 'orderConfirmation',
  });
}

/** The approvers of the order's company, one message per address (a login may have an account in several companies). */
export function approversOf(order: SeedOrder): SeedUser[] {
  const seen = new Set<string>();
  return allUsers().filter((user) => {
    if (user.companyId !== order.companyId || !user.canApprove || user.roleName === 'onlyData' || seen.has(user.login)) return false;
    seen.add(user.login);
    return true;
  });
}

/**
 * "Your order awaits approval": to every approver of the company, with the accept link. With `editedBy`,
 * the order waits again because that user changed it over its centre's limit (the order policy's edit rule).
 */
export function sendAwaitingApprovalMails(order: SeedOrder, editedBy?: SeedUser): void {
  if (order.status !== 'awaitingAcceptance') return;
  const buyer = buyerOf(order);
  const buyerName = buyer ? personName(buyer) : order.placed?.buyer.name ?? 'Użytkownik';
  const company = allCompanies().find((candidate) => candidate.id === order.companyId);
  const centre = centreName(order);
  const totals = orderTotals(order);
  const over = orderAmountOverLimit(order) ?? 0;
  for (const approver of approversOf(order)) {
    sendMail({
      to: approver.login,
      subject: `Zamówienie ${order.number} czeka na Twoją akceptację`,
      paragraphs: [
        greeting(approver.firstName),
        editedBy
          ? `${personName(editedBy)} (${editedBy.login}) zmienił(a) zaakceptowane zamówienie ${order.number}${company ? ` firmy ${company.name}` : ''}. Po zmianie zamówienie przekracza limit centrum kosztowego${centre ? ` „${centre}”` : ''}, dlatego czeka na Twoją ponowną decyzję.`
          : `${buyerName}${buyer ? ` (${buyer.login})` : ''} złożył(a)${company ? ` w imieniu firmy ${company.name}` : ''} zamówienie ${order.number}. Zamówienie przekracza limit centrum kosztowego${centre ? ` „${centre}”` : ''}, dlatego czeka na Twoją decyzję.`,
        [
          `Zamawiający: ${buyerName}`,
          `Data złożenia: ${warsawDateTime(order.createdAt)}`,
          `Centrum kosztowe: ${centre ?? 'brak'}`,
          `Wartość zamówienia: ${net(orderLimitValue(order))} (${formatPln(totals.grandTotal.gross)} brutto z dostawą)`,
          `Ponad limit: ${net(over)}`,
        ].join('\n'),
        `Zamówione produkty:\n${orderLinesText(order)}`,
        'Zaakceptuj albo odrzuć zamówienie na stronie akceptacji. Jeśli je odrzucisz, podaj powód – zamawiający go zobaczy. Do czasu Twojej decyzji wartość zamówienia jest zarezerwowana w limicie centrum kosztowego.',
      ],
      links: [
        { label: 'Zaakceptuj lub odrzuć', href: acceptOrderPath(order.id) },
        { label: 'Zamówienia oczekujące', href: acceptanceQueuePath() },
      ],
      kind: 'orderAwaitsApproval',
    });
  }
}

/** Both e-mails of a newly placed order: the confirmation, and the approval request when it waits. */
export function sendPlacedOrderMails(order: SeedOrder, buyer: { firstName: string; loggedIn: boolean }): void {
  sendOrderConfirmationMail(order, buyer);
  sendAwaitingApprovalMails(order);
}

/** The approver's decision to the buyer: accepted, or rejected with the reason. */
export function sendOrderDecisionMail(order: SeedOrder, decision: 'accepted' | 'rejected', approver: SeedUser, reason: string | null): void {
  const buyer = buyerOf(order);
  const email = buyer?.login ?? order.placed?.buyer.email;
  if (!email) return;
  const value = formatPln(orderTotals(order).grandTotal.gross);
  const centre = centreName(order);
  const who = personName(approver);
  const accepted = decision === 'accepted';
  sendMail({
    to: email,
    subject: accepted ? `Zamówienie ${order.number} zostało zaakceptowane` : `Zamówienie ${order.number} zostało odrzucone`,
    paragraphs: accepted
      ? [
          greeting(buyer?.firstName),
          `${who} zaakceptował(a) Twoje zamówienie ${order.number} złożone ${warsawDateTime(order.createdAt)}, o wartości ${value} brutto${centre ? ` (centrum kosztowe „${centre}”)` : ''}.`,
          'Przekazaliśmy zamówienie do realizacji. Gdy wyślemy paczkę, napiszemy do Ciebie ponownie.',
        ]
      : [
          greeting(buyer?.firstName),
          `${who} odrzucił(a) Twoje zamówienie ${order.number} złożone ${warsawDateTime(order.createdAt)}, o wartości ${value} brutto${centre ? ` (centrum kosztowe „${centre}”)` : ''}.`,
          `Powód odrzucenia: „${reason ?? ''}”`,
          'Zamówienie nie zostanie zrealizowane, a jego wartość nie obciąża już limitu centrum kosztowego. Możesz skopiować zamówienie do koszyka, poprawić je i złożyć ponownie.',
        ],
    links: [{ label: 'Zobacz zamówienie', href: accountOrderPath(order.id) }],
    kind: 'orderDecision',
  });
}
