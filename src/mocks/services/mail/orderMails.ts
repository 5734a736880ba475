/**
 * The e-mails about an order: the confirmation to the buyer, "your order awaits approval" to every
 * approver of the company when it waits for acceptance, and the approver's decision to the buyer.
 * Each is written in the language of the request that makes the shop write it (placing, editing or
 * deciding on the order: a user has no saved language), with product names, amounts, dates and links
 * as the shop shows them in that language.
 */
import { lineValue } from '../../../domain/cartTotals';
import { quantityWithUnit } from '../../../domain/quantityWithUnit';
import { formatDate, formatDateTime } from '../../../domain/format/date';
import { endSentence } from '../../../domain/sentence';
import { DELIVERY_METHODS, PAYMENT_METHODS } from '../../db/reference';
import { deliveryPointParagraph } from './deliveryPointMail';
import { findCostCenter } from '../../db/budgetRecords';
import { allCompanies, allUsers, getSeed } from '../../db/store';
import type { AddressRecord, SeedOrder, SeedUser } from '../../db/types';
import { orderTotals, personName } from '../../presenters/order';
import { sendMail } from '../mailbox';
import { orderAmountOverLimit, orderLimitValue } from '../orderLimits';
import { currentLevel, decidersNow } from '../orderApproval';
import { mailCatalogueText, mailFixedText, mailMoney, mailPath, type MailLocale } from './mailLanguage';

/** The order's page in the account (a logged-in buyer's link). */
export const accountOrderPath = (orderId: number, locale: MailLocale = 'pl'): string => mailPath('dashboard-orders-slug', locale, { slug: orderId });
/** The order confirmation page (a guest's link: the guest session that placed it can read it). */
export const confirmationPath = (orderId: number, locale: MailLocale = 'pl'): string => mailPath('checkout-id', locale, { id: orderId });
/** The page where an approver accepts or rejects the order. */
export const acceptOrderPath = (orderId: number, locale: MailLocale = 'pl'): string => `${mailPath('accept-order', locale)}?id=${orderId}`;
/** The approver's queue in the account. */
export const acceptanceQueuePath = (locale: MailLocale = 'pl'): string => mailPath('dashboard-acceptance', locale);

const buyerOf = (order: SeedOrder): SeedUser | undefined => allUsers().find((user) => user.id === order.userId && user.companyId === order.companyId);
const centreName = (order: SeedOrder): string | null =>
  order.costCenterId === null ? null : findCostCenter(order.costCenterId)?.name ?? null;
const quotedCentre = (centre: string | null, locale: MailLocale) => (centre ? (locale === 'en' ? ` “${centre}”` : ` „${centre}”`) : '');

/** The words of the order e-mails, in each language. */
const TEXTS = {
  pl: {
    greeting: (firstName: string | undefined) => (firstName?.trim() ? `Dzień dobry, ${firstName.trim()}!` : 'Dzień dobry,'),
    net: (amount: string) => `${amount} netto`,
    gross: (amount: string) => `${amount} brutto`,
    code: (code: string) => `kod ${code}`,
    product: (id: number) => `Produkt ${id}`,
    goods: 'Wartość produktów', discount: 'Rabat', deposit: 'Kaucja', delivery: 'Koszt dostawy', free: 'bezpłatnie', total: 'Razem do zapłaty',
    deliveryMethod: 'Dostawa', pickupPoint: 'punkt odbioru', deliveryAddress: 'adres dostawy', deliveryDate: 'Planowany termin dostawy', payment: 'Płatność',
    clientOrderNumber: 'Twój numer zamówienia', costCentre: 'Centrum kosztowe', comment: 'Uwagi', none: 'brak', someone: 'Użytkownik',
    products: 'Zamówione produkty',
    viewOrder: 'Zobacz zamówienie',
    confirmationSubject: (number: string) => `Potwierdzenie zamówienia ${number}`,
    awaitingSubject: (number: string) => `Zamówienie ${number} czeka na akceptację`,
    thanks: (number: string, at: string, next: string) => `Dziękujemy za zamówienie ${number} złożone ${at} w sklepie Spinacz.pl. ${next}`,
    nextAwaiting: (centre: string) => `Zamówienie przekracza limit centrum kosztowego${centre}, dlatego czeka na akceptację przełożonego. Przekażemy je do realizacji, gdy osoba akceptująca je zatwierdzi – o decyzji napiszemy do Ciebie osobno.`,
    nextPayOnline: 'Zamówienie opłacisz online. Jeśli płatność się nie powiodła, możesz ją powtórzyć na stronie zamówienia – wyślemy je zaraz po zaksięgowaniu wpłaty.',
    nextProcessing: 'Przekazaliśmy je do realizacji. Gdy wyślemy paczkę, napiszemy do Ciebie ponownie.',
    whereLoggedIn: 'Status zamówienia, dokumenty i fakturę znajdziesz w swoim koncie, w zakładce „Zamówienia”.',
    whereGuest: 'Status zamówienia sprawdzisz na stronie zamówienia – link poniżej działa w przeglądarce, w której złożono zamówienie.',
    approvalSubject: (number: string) => `Zamówienie ${number} czeka na Twoją akceptację`,
    edited: (editor: string, wasAccepted: boolean, number: string, company: string, centre: string) =>
      `${endSentence(`${editor} zmienił(a) ${wasAccepted ? 'zaakceptowane ' : ''}zamówienie ${number}${company ? ` firmy ${company}` : ''}`)} Po zmianie zamówienie przekracza limit centrum kosztowego${centre}, dlatego czeka na Twoją ponowną decyzję.`,
    editedByRule: (editor: string, wasAccepted: boolean, number: string, company: string, level: number, levels: number) =>
      `${endSentence(`${editor} zmienił(a) ${wasAccepted ? 'zaakceptowane ' : ''}zamówienie ${number}${company ? ` firmy ${company}` : ''}`)} Po zmianie zamówienie wymaga akceptacji zgodnie z regułami akceptacji firmy, dlatego czeka na Twoją ponowną decyzję – poziom ${level} z ${levels}.`,
    placedBy: (buyer: string, number: string, company: string, centre: string) =>
      `${buyer} złożył(a)${company ? ` w imieniu firmy ${company}` : ''} zamówienie ${number}. Zamówienie przekracza limit centrum kosztowego${centre}, dlatego czeka na Twoją decyzję.`,
    placedByRule: (buyer: string, number: string, company: string, level: number, levels: number) =>
      `${buyer} złożył(a)${company ? ` w imieniu firmy ${company}` : ''} zamówienie ${number}. Zgodnie z regułami akceptacji firmy zamówienie czeka na Twoją decyzję – poziom ${level} z ${levels}.`,
    nextLevel: (buyer: string, number: string, level: number, levels: number) =>
      `Poprzedni poziom akceptacji zamówienia ${number}, które złożył(a) ${buyer}, został zaakceptowany. Zamówienie czeka teraz na Twoją decyzję – poziom ${level} z ${levels}.`,
    level: (level: number, levels: number) => `Poziom akceptacji: ${level} z ${levels}`,
    buyer: 'Zamawiający', placedAt: 'Data złożenia', value: 'Wartość zamówienia', withDelivery: (gross: string) => `${gross} brutto z dostawą`, overLimit: 'Ponad limit',
    decide: 'Zaakceptuj albo odrzuć zamówienie na stronie akceptacji. Jeśli je odrzucisz, podaj powód – zamawiający go zobaczy. Do czasu Twojej decyzji wartość zamówienia jest zarezerwowana w limicie centrum kosztowego.',
    acceptOrReject: 'Zaakceptuj lub odrzuć', awaitingOrders: 'Zamówienia oczekujące',
    acceptedSubject: (number: string) => `Zamówienie ${number} zostało zaakceptowane`,
    rejectedSubject: (number: string) => `Zamówienie ${number} zostało odrzucone`,
    decided: (who: string, accepted: boolean, number: string, at: string, value: string, centre: string) =>
      `${who} ${accepted ? 'zaakceptował(a)' : 'odrzucił(a)'} Twoje zamówienie ${number} złożone ${at}, o wartości ${value} brutto${centre ? ` (centrum kosztowe${centre})` : ''}.`,
    acceptedNext: 'Przekazaliśmy zamówienie do realizacji. Gdy wyślemy paczkę, napiszemy do Ciebie ponownie.',
    reason: (reason: string) => `Powód odrzucenia: „${reason}”`,
    rejectedNext: 'Zamówienie nie zostanie zrealizowane, a jego wartość nie obciąża już limitu centrum kosztowego. Możesz skopiować zamówienie do koszyka, poprawić je i złożyć ponownie.',
  },
  en: {
    greeting: (firstName: string | undefined) => (firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,'),
    net: (amount: string) => `${amount} net`,
    gross: (amount: string) => `${amount} gross`,
    code: (code: string) => `code ${code}`,
    product: (id: number) => `Product ${id}`,
    goods: 'Products', discount: 'Discount', deposit: 'Deposit', delivery: 'Delivery', free: 'free', total: 'Total to pay',
    deliveryMethod: 'Delivery', pickupPoint: 'pickup point', deliveryAddress: 'delivery address', deliveryDate: 'Planned delivery date', payment: 'Payment',
    clientOrderNumber: 'Your order number', costCentre: 'Cost centre', comment: 'Notes', none: 'none', someone: 'A user',
    products: 'Products ordered',
    viewOrder: 'View the order',
    confirmationSubject: (number: string) => `Order confirmation ${number}`,
    awaitingSubject: (number: string) => `Order ${number} awaits approval`,
    thanks: (number: string, at: string, next: string) => `Thank you for order ${number}, placed on ${at} at Spinacz.pl. ${next}`,
    nextAwaiting: (centre: string) => `The order exceeds the limit of the cost centre${centre}, so it awaits your manager’s approval. We will process it once the approver accepts it, and we will write to you about the decision separately.`,
    nextPayOnline: 'You pay for the order online. If the payment did not go through, you can try again on the order page – we ship the order as soon as your payment reaches us.',
    nextProcessing: 'It is now being processed. We will write to you again when the parcel is on its way.',
    whereLoggedIn: 'You will find the order’s status, documents and invoice in your account, under “Orders”.',
    whereGuest: 'You can check the order’s status on the order page – the link below works in the browser the order was placed in.',
    approvalSubject: (number: string) => `Order ${number} awaits your approval`,
    edited: (editor: string, wasAccepted: boolean, number: string, company: string, centre: string) =>
      `${endSentence(`${editor} changed the ${wasAccepted ? 'approved ' : ''}order ${number}${company ? ` of ${company}` : ''}`)} After the change the order exceeds the limit of the cost centre${centre}, so it awaits your decision again.`,
    editedByRule: (editor: string, wasAccepted: boolean, number: string, company: string, level: number, levels: number) =>
      `${endSentence(`${editor} changed the ${wasAccepted ? 'approved ' : ''}order ${number}${company ? ` of ${company}` : ''}`)} After the change the order needs approval under the company’s approval rules, so it awaits your decision again – level ${level} of ${levels}.`,
    placedBy: (buyer: string, number: string, company: string, centre: string) =>
      `${endSentence(`${buyer} placed order ${number}${company ? ` on behalf of ${company}` : ''}`)} The order exceeds the limit of the cost centre${centre}, so it awaits your decision.`,
    placedByRule: (buyer: string, number: string, company: string, level: number, levels: number) =>
      `${endSentence(`${buyer} placed order ${number}${company ? ` on behalf of ${company}` : ''}`)} Under the company’s approval rules it awaits your decision – level ${level} of ${levels}.`,
    nextLevel: (buyer: string, number: string, level: number, levels: number) =>
      `The previous approval level of order ${number}, placed by ${buyer}, has been approved. The order now awaits your decision – level ${level} of ${levels}.`,
    level: (level: number, levels: number) => `Approval level: ${level} of ${levels}`,
    buyer: 'Ordered by', placedAt: 'Placed on', value: 'Order value', withDelivery: (gross: string) => `${gross} gross with delivery`, overLimit: 'Over the limit',
    decide: 'Approve or reject the order on the approval page. If you reject it, give the reason – the buyer will see it. Until you decide, the order’s value is reserved in the cost centre’s limit.',
    acceptOrReject: 'Approve or reject', awaitingOrders: 'Orders awaiting approval',
    acceptedSubject: (number: string) => `Order ${number} has been approved`,
    rejectedSubject: (number: string) => `Order ${number} has been rejected`,
    decided: (who: string, accepted: boolean, number: string, at: string, value: string, centre: string) =>
      `${who} ${accepted ? 'approved' : 'rejected'} your order ${number}, placed on ${at}, worth ${value} gross${centre ? ` (cost centre${centre})` : ''}.`,
    acceptedNext: 'The order is now being processed. We will write to you again when the parcel is on its way.',
    reason: (reason: string) => `Reason for rejection: “${reason}”`,
    rejectedNext: 'The order will not be processed, and its value no longer counts against the cost centre’s limit. You can copy the order to your cart, correct it and place it again.',
  },
} as const;

/** "1. Papier ksero A4 (kod 198552) – 10 ryz × 34,49 zł = 344,90 zł netto", one line per product. */
export function orderLinesText(order: SeedOrder, locale: MailLocale = 'pl'): string {
  const { productById } = getSeed();
  const t = TEXTS[locale];
  return order.lines
    .map((line, index) => {
      const product = productById.get(line.productId);
      const name = product ? `${mailCatalogueText(product.name, locale)} (${t.code(product.code)})` : t.product(line.productId);
      const uom = mailCatalogueText(product?.uom ?? 'szt.', locale);
      return `${index + 1}. ${name} – ${quantityWithUnit(line.quantity, uom, locale)} × ${mailMoney(line.priceNet, locale)} = ${t.net(mailMoney(lineValue(line.priceNet, line.quantity, line.vat).net, locale))}`;
    })
    .join('\n');
}

/** Goods, discount, deposits, delivery and the total, net and gross. */
function totalsText(order: SeedOrder, locale: MailLocale): string {
  const totals = orderTotals(order);
  const promoCode = order.placed?.promoCode;
  const t = TEXTS[locale];
  const net = (amount: number) => t.net(mailMoney(amount, locale));
  return [
    `${t.goods}: ${net(totals.total.net)}`,
    totals.discount.net > 0 ? `${t.discount}${promoCode ? ` (${t.code(promoCode)})` : ''}: −${net(totals.discount.net)}` : null,
    totals.deposit.net > 0 ? `${t.deposit}: ${mailMoney(totals.deposit.net, locale)}` : null,
    `${t.delivery}: ${totals.delivery.net > 0 ? net(totals.delivery.net) : t.free}`,
    `${t.total}: ${t.gross(mailMoney(totals.grandTotal.gross, locale))} (${net(totals.grandTotal.net)})`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** An address as the shop shows it in the language (a seeded address's known parts, "Recepcja, II piętro", in English). */
const addressText = (address: AddressRecord, locale: MailLocale) =>
  [address.name, address.streetWithNumber, address.addressLine1, `${address.zip} ${address.city}`.trim()]
    .filter((part): part is string => Boolean(part?.trim()))
    .map((part) => mailFixedText(part, locale))
    .join(', ');

/** How and where the goods go, when, and how the buyer pays. */
function deliveryAndPaymentText(order: SeedOrder, locale: MailLocale): string {
  const t = TEXTS[locale];
  const method = mailFixedText(DELIVERY_METHODS[order.deliveryMethodId] ?? order.deliveryMethodId, locale);
  const placed = order.placed;
  const where = placed?.deliveryPoint
    ? `, ${t.pickupPoint}: ${mailFixedText(placed.deliveryPoint.name, locale)} (${placed.deliveryPoint.pni})`
    : placed?.deliveryAddress
      ? `, ${t.deliveryAddress}: ${addressText(placed.deliveryAddress, locale)}`
      : '';
  return [
    `${t.deliveryMethod}: ${method}${where}.`,
    placed?.deliveryDate ? `${t.deliveryDate}: ${formatDate(placed.deliveryDate, locale)}.` : null,
    `${t.payment}: ${mailFixedText(PAYMENT_METHODS[order.paymentMethodId] ?? order.paymentMethodId, locale)}.`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The buyer's own references: client order number, cost centre, comment. */
function referencesText(order: SeedOrder, locale: MailLocale): string | null {
  const t = TEXTS[locale];
  const centre = centreName(order);
  const parts = [
    order.clientOrderNumber ? `${t.clientOrderNumber}: ${order.clientOrderNumber}` : null,
    centre ? `${t.costCentre}: ${centre}` : null,
    order.comment ? `${t.comment}: ${order.comment}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join('\n') : null;
}

/** The order confirmation to whoever placed the order (the e-mail given at checkout or the user's login). */
export function sendOrderConfirmationMail(order: SeedOrder, buyer: { firstName: string; loggedIn: boolean }, locale: MailLocale = 'pl'): void {
  const email = order.placed?.buyer.email ?? buyerOf(order)?.login;
  if (!email) return;
  const t = TEXTS[locale];
  const awaiting = order.status === 'awaitingAcceptance';
  const next = awaiting
    ? t.nextAwaiting(quotedCentre(centreName(order), locale))
    : order.paymentMethodId === 'online' && !order.isPaid
      ? t.nextPayOnline
      : t.nextProcessing;
  sendMail({
    to: email,
    subject: awaiting ? t.awaitingSubject(order.number) : t.confirmationSubject(order.number),
    paragraphs: [
      t.greeting(buyer.firstName),
      t.thanks(order.number, formatDateTime(order.createdAt, locale), next),
      `${t.products}:\n${orderLinesText(order, locale)}`,
      totalsText(order, locale),
      deliveryAndPaymentText(order, locale),
      deliveryPointParagraph(order, locale),
      referencesText(order, locale),
      buyer.loggedIn ? t.whereLoggedIn : t.whereGuest,
    ].filter((paragraph): paragraph is string => Boolean(paragraph)),
    links: [{ label: t.viewOrder, href: buyer.loggedIn ? accountOrderPath(order.id, locale) : confirmationPath(order.id, locale) }],
    kind: 'orderConfirmation',
    locale,
  });
}

/**
 * The approvers who may decide the level the order waits at now (services/orderApproval.ts: the level's
 * approver or her substitute, or any approver but the buyer), one message per address.
 */
export function approversOf(order: SeedOrder): SeedUser[] {
  return decidersNow(order);
}

/**
 * "Your order awaits approval": to the approvers who may decide the level it waits at, with the accept
 * link. With `edited`, the order waits again because that user raised it over its centre's limit or past
 * a threshold of the approval rules (the order policy's edit rule); with `nextLevel`, an approver has just
 * accepted the level before.
 */
export function sendAwaitingApprovalMails(order: SeedOrder, edited?: { editor: SeedUser; wasAccepted: boolean }, locale: MailLocale = 'pl', nextLevel = false): void {
  if (order.status !== 'awaitingAcceptance') return;
  const t = TEXTS[locale];
  const buyer = buyerOf(order);
  const buyerName = buyer ? personName(buyer) : order.placed?.buyer.name ?? t.someone;
  const company = allCompanies().find((candidate) => candidate.id === order.companyId);
  const centre = centreName(order);
  const totals = orderTotals(order);
  const over = orderAmountOverLimit(order) ?? 0;
  const net = (amount: number) => t.net(mailMoney(amount, locale));
  const current = currentLevel(order);
  const byRule = current !== null && current.level.threshold !== null;
  const buyerText = `${buyerName}${buyer ? ` (${buyer.login})` : ''}`;
  const opening = () => {
    if (edited) {
      const editor = `${personName(edited.editor)} (${edited.editor.login})`;
      return byRule && current
        ? t.editedByRule(editor, edited.wasAccepted, order.number, company?.name ?? '', current.level.level, current.levels)
        : t.edited(editor, edited.wasAccepted, order.number, company?.name ?? '', quotedCentre(centre, locale));
    }
    if (nextLevel && current) return t.nextLevel(buyerText, order.number, current.level.level, current.levels);
    if (byRule && current) return t.placedByRule(buyerText, order.number, company?.name ?? '', current.level.level, current.levels);
    return t.placedBy(buyerText, order.number, company?.name ?? '', quotedCentre(centre, locale));
  };
  for (const approver of approversOf(order)) {
    sendMail({
      to: approver.login,
      subject: t.approvalSubject(order.number),
      paragraphs: [
        t.greeting(approver.firstName),
        opening(),
        [
          `${t.buyer}: ${buyerName}`,
          `${t.placedAt}: ${formatDateTime(order.createdAt, locale)}`,
          `${t.costCentre}: ${centre ?? t.none}`,
          `${t.value}: ${net(orderLimitValue(order))} (${t.withDelivery(mailMoney(totals.grandTotal.gross, locale))})`,
          // An order that waits only because a rule's level caught its value is within its limit: no excess to name.
          over > 0 || !byRule ? `${t.overLimit}: ${net(over)}` : null,
          current && current.levels > 1 ? t.level(current.level.level, current.levels) : null,
        ].filter(Boolean).join('\n'),
        `${t.products}:\n${orderLinesText(order, locale)}`,
        t.decide,
      ],
      links: [
        { label: t.acceptOrReject, href: acceptOrderPath(order.id, locale) },
        { label: t.awaitingOrders, href: acceptanceQueuePath(locale) },
      ],
      kind: 'orderAwaitsApproval',
      locale,
    });
  }
}

/** Both e-mails of a newly placed order: the confirmation, and the approval request when it waits. */
export function sendPlacedOrderMails(order: SeedOrder, buyer: { firstName: string; loggedIn: boolean }, locale: MailLocale = 'pl'): void {
  sendOrderConfirmationMail(order, buyer, locale);
  sendAwaitingApprovalMails(order, undefined, locale);
}

/** The approver's decision to the buyer: accepted, or rejected with the reason. */
export function sendOrderDecisionMail(order: SeedOrder, decision: 'accepted' | 'rejected', approver: SeedUser, reason: string | null, locale: MailLocale = 'pl'): void {
  const buyer = buyerOf(order);
  const email = buyer?.login ?? order.placed?.buyer.email;
  if (!email) return;
  const t = TEXTS[locale];
  const value = mailMoney(orderTotals(order).grandTotal.gross, locale);
  const centre = quotedCentre(centreName(order), locale);
  const accepted = decision === 'accepted';
  const decided = t.decided(personName(approver), accepted, order.number, formatDateTime(order.createdAt, locale), value, centre);
  sendMail({
    to: email,
    subject: accepted ? t.acceptedSubject(order.number) : t.rejectedSubject(order.number),
    paragraphs: accepted
      ? [t.greeting(buyer?.firstName), decided, t.acceptedNext]
      : [t.greeting(buyer?.firstName), decided, t.reason(reason ?? ''), t.rejectedNext],
    links: [{ label: t.viewOrder, href: accountOrderPath(order.id, locale) }],
    kind: 'orderDecision',
    locale,
  });
}
