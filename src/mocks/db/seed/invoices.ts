/**
 * Invoices of the seeded orders: one VAT invoice (FV) for each shipped or delivered order, issued on
 * the day it was shipped, due after the payment term of its method (14 or 30 days; card, BLIK and
 * prepayment are paid at once), and corrections (FK) for some of them. Whether an invoice was paid
 * follows its due date: most old ones are, some recent ones are, some are overdue. A seeded order's
 * `isPaid` is set from its invoice, so the order and its invoice never disagree.
 *
 * `fulfilmentTimes` is the one timeline of a seeded order (accepted, in progress, shipped,
 * delivered); the order's status history and its documents use it too.
 */
import type { OrderStatusId } from '../../../generated/model';
import { DELIVERY_VAT } from '../reference';
import type { Rng } from '../random';
import type { SeedCompany, SeedInvoice, SeedInvoiceLine, SeedOrder, SeedProduct } from '../types';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Payment term in days of a payment method of seeded orders (0: paid when ordered). */
export const PAYMENT_TERM_DAYS: Record<string, number> = { transfer14: 14, transfer30: 30, deferred: 30, transfer: 0, online: 0, cod: 0, card: 0, blik: 0, prepayment: 0 };

const CORRECTION_REASONS = [
  'Zwrot towaru – reklamacja uznana.',
  'Zwrot towaru uszkodzonego w transporcie.',
  'Zwrot niezgodnego towaru (pomyłka w zamówieniu).',
];

export type FulfilmentStep = 'accepted' | 'inProgress' | 'shipped' | 'delivered';

/** Hours after placing at which a seeded order reaches each step (squeezed for the newest orders so nothing is in the future). */
const STEP_HOURS: Record<FulfilmentStep, number> = { accepted: 0.25, inProgress: 18, shipped: 30, delivered: 52 };
const STEPS_UP_TO: Partial<Record<OrderStatusId, FulfilmentStep[]>> = {
  accepted: ['accepted'],
  inProgress: ['accepted', 'inProgress'],
  shipped: ['accepted', 'inProgress', 'shipped'],
  delivered: ['accepted', 'inProgress', 'shipped', 'delivered'],
};

/** When a seeded order reached each fulfilment step its status implies (none for awaiting, rejected or cancelled orders). */
export function fulfilmentTimes(order: Pick<SeedOrder, 'createdAt' | 'status'>, today: Date): Partial<Record<FulfilmentStep, string>> {
  const steps = STEPS_UP_TO[order.status] ?? [];
  if (!steps.length) return {};
  const placed = Date.parse(order.createdAt);
  const last = STEP_HOURS[steps[steps.length - 1]];
  // The seed's day starts at midnight: a step of a recent order is squeezed to end before it.
  const room = (today.getTime() - HOUR - placed) / HOUR;
  const factor = Math.min(1, room / last);
  return Object.fromEntries(steps.map((step) => [step, new Date(placed + STEP_HOURS[step] * factor * HOUR).toISOString()]));
}

const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

function invoiceLines(order: SeedOrder, productById: Map<number, SeedProduct>): SeedInvoiceLine[] {
  const lines: SeedInvoiceLine[] = [];
  for (const line of order.lines) {
    const product = productById.get(line.productId);
    if (!product) continue;
    lines.push({ productId: product.id, name: product.name, code: product.code, uom: product.uom, quantity: line.quantity, priceNet: line.priceNet, vat: line.vat });
    if (line.deposit) lines.push({ productId: null, name: `Kaucja za opakowanie zwrotne – ${product.name}`, code: null, uom: product.uom, quantity: line.quantity, priceNet: line.deposit, vat: 0 });
  }
  if (order.deliveryNet > 0) lines.push({ productId: null, name: 'Usługa transportowa', code: null, uom: 'usł.', quantity: 1, priceNet: order.deliveryNet, vat: DELIVERY_VAT });
  return lines;
}

type Draft = Omit<SeedInvoice, 'id' | 'number' | 'correctionOfId'> & { correctionOf: Draft | null };

/** When an invoice due on `due` was paid (null: not yet), by how long ago it fell due. */
function paidAtFor(issued: number, due: number, today: Date, rng: Rng, privateCustomer: boolean): string | null {
  if (privateCustomer || due === issued) return isoDay(issued);
  const daysPastDue = (today.getTime() - due) / DAY;
  const paidProbability = daysPastDue < 0 ? 0.25 : daysPastDue < 45 ? 0.55 : 0.97;
  if (!rng.chance(paidProbability)) return null;
  const paid = Math.min(due + rng.int(-10, 3) * DAY, today.getTime() - DAY);
  return isoDay(Math.max(issued, paid));
}

/**
 * Invoices and corrections of the seeded orders, numbered FV/YYYY/MM/NNNNNN and FK/YYYY/MM/NNNNNN in
 * date order, ids from 70 001. Sets each invoiced order's `isPaid` from its invoice.
 */
export function buildInvoices(orders: SeedOrder[], companies: SeedCompany[], productById: Map<number, SeedProduct>, today: Date, rng: Rng): SeedInvoice[] {
  const companyById = new Map(companies.map((company) => [company.id, company]));
  const drafts: Draft[] = [];
  for (const order of orders) {
    const shipped = fulfilmentTimes(order, today).shipped;
    const company = companyById.get(order.companyId);
    if (!shipped || !company) continue;
    const issued = Date.parse(shipped.slice(0, 10));
    const term = PAYMENT_TERM_DAYS[order.paymentMethodId] ?? 14;
    const due = issued + term * DAY;
    const lines = invoiceLines(order, productById);
    const invoice: Draft = {
      type: 'invoice', companyId: order.companyId, userId: order.userId, orderIds: [order.id], issuedAt: isoDay(issued), saleDate: isoDay(issued),
      dueDate: isoDay(due), paymentMethodId: order.paymentMethodId, lines, correctionOf: null, correctionReason: null,
      paidAt: paidAtFor(issued, due, today, rng, company.isPrivateCustomer),
    };
    order.isPaid = invoice.paidAt !== null;
    drafts.push(invoice);
    // Some business invoices get a correction: part of one product line comes back.
    const productLines = lines.filter((line) => line.productId !== null);
    const correctedOn = issued + rng.int(3, 20) * DAY;
    if (!company.isPrivateCustomer && productLines.length && rng.chance(0.08) && correctedOn < today.getTime()) {
      const returned = rng.pick(productLines);
      drafts.push({
        ...invoice, type: 'correctionInvoice', issuedAt: isoDay(correctedOn), dueDate: isoDay(correctedOn),
        lines: [{ ...returned, quantity: -Math.max(1, Math.floor(returned.quantity / 2)) }],
        correctionOf: invoice, correctionReason: rng.pick(CORRECTION_REASONS), paidAt: isoDay(correctedOn),
      });
    }
  }
  drafts.sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.orderIds[0] - b.orderIds[0]);
  const sequences = { invoice: 118_000, correctionInvoice: 2_400 };
  const ids = new Map<Draft, number>();
  drafts.forEach((draft, index) => ids.set(draft, 70_001 + index));
  return drafts.map((draft) => {
    sequences[draft.type] += draft.type === 'invoice' ? rng.int(20, 140) : rng.int(1, 12);
    const [year, month] = draft.issuedAt.split('-');
    const { correctionOf, ...fields } = draft;
    return {
      ...fields,
      id: ids.get(draft)!,
      number: `${draft.type === 'invoice' ? 'FV' : 'FK'}/${year}/${month}/${String(sequences[draft.type]).padStart(6, '0')}`,
      correctionOfId: correctionOf ? ids.get(correctionOf)! : null,
    };
  });
}
