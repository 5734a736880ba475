/**
 * Offers (company customers): the negotiated offers the shop prepared for the company
 * (db/seed/offers.ts; active or expired by their last valid day, or still being prepared) and the offer
 * requests its users sent, which list among them as "Zapytanie wysłane" until the shop prices them.
 * Everyone in the company sees the company's offers; a data-only user may not send a request; a private
 * customer has no offers (403).
 */
import { lineValue } from '../../domain/cartTotals';
import { moneyFromNetGross } from '../../domain/money';
import { offerRequestProblems } from '../../domain/offerRequest';
import { OFFER_CART_CODES, offerCartBlock, offerCartBlockMessage, offerCartItems, offerStatusOn } from '../../domain/offerToCart';
import type { AgeAnswer } from '../../domain/ageGate';
import type { Offer, OfferDetail, OfferLine, OfferListResponse, OfferRequestInput } from '../../generated/model';
import type { ViewContext } from '../presenters/context';
import { toProductSummary } from '../presenters/product';
import { applyAgeAnswer } from './ageGate';
import { addItemsToCart, clearCart, requireProduct, requireQuantity } from './cart';
import { CUSTOMER_SERVICE } from '../db/seed/accounts';
import { seededOffers, type OfferStatusId, type SeedOffer } from '../db/seed/offers';
import { getSeed, getState, updateState } from '../db/store';
import type { StoredOfferRequest } from '../db/buyerRecords';
import type { Seed, SeedCompany, SeedUser } from '../db/types';
import { DemoHttpError, forbidden, notFound } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { fieldError } from './checkoutValidation';
import { type ListFilters, requireFilterKeys, requireFilterValues, requireOrderBy, sortAndPage } from './listQuery';
import { sendOfferRequestMail } from './mail/offerRequestMail';

export interface OfferOwner {
  user: SeedUser;
  company: SeedCompany;
}

const STATUS_NAMES: Record<OfferStatusId, Record<DemoLocale, string>> = {
  active: { pl: 'Aktywna', en: 'Active' },
  expired: { pl: 'Wygasła', en: 'Expired' },
  inPreparation: { pl: 'W przygotowaniu', en: 'Being prepared' },
  requested: { pl: 'Zapytanie wysłane', en: 'Request sent' },
};
const STATUSES = Object.keys(STATUS_NAMES) as OfferStatusId[];

const FIRST_REQUEST_ID = 6_000_001;
/** The most products one request may name (the contract's maxItems). */
const MAX_REQUEST_PRODUCTS = 500;

const MESSAGES = {
  pl: {
    privateCustomer: 'Oferty indywidualne przygotowujemy dla klientów firmowych.',
    onlyData: 'Twoja rola pozwala tylko przeglądać dane – nie możesz wysyłać zapytań ofertowych.',
    unknownProduct: 'Nie znaleziono produktu.',
    quantity: 'Podaj ilość większą od zera.',
    notFound: 'Nie znaleziono oferty.',
    notOnOffer: (name: string) => `Produktu „${name}” nie ma w tej ofercie.`,
    sent: (number: string) => `Dziękujemy! Zapytanie ofertowe ${number} zostało wysłane. Opiekun Twojej firmy, ${CUSTOMER_SERVICE.firstName} ${CUSTOMER_SERVICE.lastName}, przygotuje ofertę w ciągu 2 dni roboczych.`,
  },
  en: {
    privateCustomer: 'Individual offers are prepared for business customers.',
    onlyData: 'Your role only lets you view data – you cannot send offer requests.',
    unknownProduct: 'The product was not found.',
    quantity: 'Enter a quantity greater than zero.',
    notFound: 'Offer not found.',
    notOnOffer: (name: string) => `The product “${name}” is not on this offer.`,
    sent: (number: string) => `Thank you! Offer request ${number} has been sent. Your company's account manager, ${CUSTOMER_SERVICE.firstName} ${CUSTOMER_SERVICE.lastName}, will prepare the offer within 2 working days.`,
  },
} as const;

/** 403 for a private customer: offers are negotiated with companies. */
export function requireOfferAccess({ company }: OfferOwner, locale: DemoLocale = 'pl'): void {
  if (company.isPrivateCustomer) throw forbidden(MESSAGES[locale].privateCustomer);
}

const today = (seed: Seed): string => seed.today.toISOString().slice(0, 10);

const seededStatus = (offer: SeedOffer, seed: Seed): OfferStatusId => offerStatusOn(offer, today(seed));

/** An offer's value: its lines at the negotiated prices (VAT per line); null while not priced. */
function offerValue(lines: { productId: number; quantity: number; priceNet: number | null }[], seed: Seed): Offer['grandTotal'] {
  if (!lines.length || lines.some((line) => line.priceNet === null)) return null;
  let net = 0;
  let gross = 0;
  for (const line of lines) {
    const product = seed.productById.get(line.productId);
    const value = lineValue(line.priceNet!, line.quantity, product?.vat ?? 23);
    net += Math.round(value.net * 100);
    gross += Math.round(value.gross * 100);
  }
  return moneyFromNetGross(net / 100, gross / 100);
}

const fromSeed = (offer: SeedOffer, seed: Seed, locale: DemoLocale): Offer => {
  const status = seededStatus(offer, seed);
  return {
    id: offer.id, number: offer.number, name: offer.name, createdAt: offer.createdAt, validUntil: offer.validUntil,
    status: { id: status, name: STATUS_NAMES[status][locale] }, itemsCount: offer.lines.length, grandTotal: offerValue(offer.lines, seed),
  };
};

/** "Zapytanie ofertowe: Prosimy o ofertę na papier A4 do końca roku…" (the request's first words). */
function requestName(request: StoredOfferRequest, locale: DemoLocale): string {
  const text = request.message.replace(/\s+/g, ' ').trim();
  const short = text.length > 60 ? `${text.slice(0, 59).trimEnd()}…` : text;
  return `${locale === 'en' ? 'Offer request' : 'Zapytanie ofertowe'}: ${short}`;
}

const fromRequest = (request: StoredOfferRequest, locale: DemoLocale): Offer => ({
  id: request.id, number: request.number, name: requestName(request, locale), createdAt: request.createdAt, validUntil: null,
  status: { id: 'requested', name: STATUS_NAMES.requested[locale] }, itemsCount: request.products.length, grandTotal: null,
});

/** The company's offers and offer requests, as the contract shows them. */
export function companyOffers(company: SeedCompany, locale: DemoLocale): Offer[] {
  const seed = getSeed();
  const requests = (getState().offerRequests ?? []).filter((request) => request.companyId === company.id);
  return [...seededOffers(seed, company).map((offer) => fromSeed(offer, seed, locale)), ...requests.map((request) => fromRequest(request, locale))];
}

const ORDER_BY = ['createdAt', 'validUntil', 'number', 'name', 'grandTotal', 'status'] as const;
const FILTER_KEYS = ['status'];

/** GET offers: newest first by default; filter `status` (active, expired, inPreparation, requested). */
export function listOffers(owner: OfferOwner, query: { limit?: number; offset?: number; orderBy?: string; orderDirection?: 'ASC' | 'DESC'; filters?: ListFilters }, locale: DemoLocale): OfferListResponse {
  requireOfferAccess(owner, locale);
  const orderBy = requireOrderBy(query.orderBy, ORDER_BY, 'createdAt');
  const filters = query.filters ?? {};
  requireFilterKeys(filters, FILTER_KEYS);
  requireFilterValues(filters, 'status', STATUSES, 'status oferty');
  const offers = companyOffers(owner.company, locale).filter((offer) => !filters.status?.length || filters.status.includes(offer.status.id));
  const key = (offer: Offer): string | number => {
    switch (orderBy) {
      case 'validUntil': return offer.validUntil ?? '';
      case 'number': return offer.number;
      case 'name': return offer.name.toLocaleLowerCase('pl');
      case 'grandTotal': return offer.grandTotal?.net ?? -1;
      case 'status': return STATUSES.indexOf(offer.status.id as OfferStatusId);
      default: return offer.createdAt;
    }
  };
  return { offers: sortAndPage(offers, key, (offer) => offer.id, query), countTotal: offers.length };
}

/** The §5 field rules on the body as sent, before the contract's schema (so the shop's own messages come back). */
export function checkOfferRequestFields(raw: unknown): void {
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const [problem] = offerRequestProblems(body);
  if (problem) throw fieldError(problem.field, problem.message);
}

/** POST offers/requests: stores the request (it lists among the offers), confirms it by e-mail; 201 with the message. */
export function createOfferRequest(owner: OfferOwner, input: OfferRequestInput, locale: DemoLocale): { message: string } {
  requireOfferAccess(owner, locale);
  if (owner.user.roleName === 'onlyData') throw forbidden(MESSAGES[locale].onlyData);
  checkOfferRequestFields(input);
  const seed = getSeed();
  // The same product named twice is one line with both quantities.
  const quantities = new Map<number, number>();
  (input.products ?? []).slice(0, MAX_REQUEST_PRODUCTS).forEach((line, index) => {
    if (!seed.productById.has(line.productId)) throw fieldError(`products.${index}.productId`, MESSAGES[locale].unknownProduct);
    if (!(line.quantity > 0)) throw fieldError(`products.${index}.quantity`, MESSAGES[locale].quantity);
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  });
  const contactEmail = input.contactEmail?.trim() || null;
  const contactPhone = input.contactPhone?.trim() || null;
  const request = updateState((state) => {
    const id = Math.max(state.counters.offerRequest ?? FIRST_REQUEST_ID, FIRST_REQUEST_ID);
    state.counters.offerRequest = id + 1;
    const createdAt = new Date().toISOString();
    const stored: StoredOfferRequest = {
      id,
      number: `ZO/${createdAt.slice(0, 4)}/${String(id - FIRST_REQUEST_ID + 1).padStart(4, '0')}`,
      companyId: owner.company.id,
      userId: owner.user.id,
      createdAt,
      message: input.message.trim(),
      products: [...quantities].map(([productId, quantity]) => ({ productId, quantity })),
      contactEmail,
      contactPhone,
    };
    state.offerRequests = [...(state.offerRequests ?? []), stored];
    return stored;
  });
  sendOfferRequestMail({
    user: owner.user,
    company: owner.company,
    number: request.number,
    message: request.message,
    products: request.products.map(({ productId, quantity }) => ({ product: seed.productById.get(productId)!, quantity })),
    contact: [contactEmail, contactPhone].filter(Boolean).join(', ') || null,
    locale,
  });
  return { message: MESSAGES[locale].sent(request.number) };
}

/** The offer's lines as kept: seeded lines with their negotiated prices, a request's products without. */
interface FoundOffer {
  offer: Offer;
  lines: { productId: number; quantity: number; priceNet: number | null }[];
}

/** An offer or offer request of the owner's company; 404 for another company's or an unknown id. */
function findOffer(owner: OfferOwner, id: number, locale: DemoLocale): FoundOffer {
  requireOfferAccess(owner, locale);
  const seed = getSeed();
  const seeded = seededOffers(seed, owner.company).find((offer) => offer.id === id);
  if (seeded) return { offer: fromSeed(seeded, seed, locale), lines: seeded.lines };
  const request = (getState().offerRequests ?? []).find((candidate) => candidate.id === id && candidate.companyId === owner.company.id);
  if (request) return { offer: fromRequest(request, locale), lines: request.products.map((line) => ({ ...line, priceNet: null })) };
  throw notFound(MESSAGES[locale].notFound);
}

function priced(priceNet: number | null, quantity: number, vat: number): OfferLine['value'] {
  if (priceNet === null) return null;
  const value = lineValue(priceNet, quantity, vat);
  return moneyFromNetGross(value.net, value.gross);
}

/** GET offers/{id}: the offer with its lines (product tiles, negotiated unit prices and values) and whether it may go into the cart. */
export function getOffer(owner: OfferOwner, id: number, ctx: ViewContext, locale: DemoLocale): OfferDetail {
  const { offer, lines } = findOffer(owner, id, locale);
  const block = offerCartBlock(offer.status.id);
  return {
    ...offer,
    lines: lines.flatMap((line) => {
      const product = ctx.seed.productById.get(line.productId);
      if (!product) return [];
      return [{ product: toProductSummary(product, ctx), quantity: line.quantity, unitPrice: priced(line.priceNet, 1, product.vat), value: priced(line.priceNet, line.quantity, product.vat) }];
    }),
    canAddToCart: block === null,
    notice: block === null ? null : offerCartBlockMessage(block, offer.validUntil, locale),
  };
}

/**
 * POST offers/{id}/add-to-shopping-cart (src/domain/offerToCart.ts): an active offer's lines — all, or the
 * chosen products of it — through the cart's rules, all or nothing; the cart prices them at the company's
 * negotiated prices, the active offers' (services/companyPrices.ts). Expired or unpriced → 409, nothing added.
 */
export function addOfferToCart(
  owner: OfferOwner,
  id: number,
  cartOwnerKey: string,
  ctx: ViewContext,
  options: { items?: { productId: number; quantity: number }[]; clearCart?: boolean; ageConfirmed?: AgeAnswer },
  locale: DemoLocale,
): string {
  const { offer, lines } = findOffer(owner, id, locale);
  if (owner.user.roleName === 'onlyData') throw forbidden(MESSAGES[locale].onlyData);
  const block = offerCartBlock(offer.status.id);
  if (block) throw new DemoHttpError(409, OFFER_CART_CODES[block], offerCartBlockMessage(block, offer.validUntil, locale));
  const chosen = offerCartItems(lines, options.items);
  if (!chosen.ok) {
    const product = ctx.seed.productById.get(options.items![chosen.index].productId);
    throw fieldError(`items.${chosen.index}.productId`, MESSAGES[locale].notOnOffer(product?.name ?? String(options.items![chosen.index].productId)));
  }
  chosen.items.forEach((item, index) => {
    if (!(item.quantity > 0)) throw fieldError(`items.${index}.quantity`, MESSAGES[locale].quantity);
  });
  const gate = applyAgeAnswer(chosen.items, (item) => requireProduct(ctx, item.productId), options.ageConfirmed, ctx);
  if (!gate.add.length) throw new DemoHttpError(409, 'NOTHING-TO-ADD', `Żaden produkt nie został dodany do koszyka. ${gate.leftOutNote ?? ''}`.trim());
  if (options.clearCart) {
    for (const item of gate.add) requireQuantity(requireProduct(ctx, item.productId), item.quantity, ctx);
    clearCart(cartOwnerKey);
  }
  const message = addItemsToCart(cartOwnerKey, gate.add, ctx);
  return gate.leftOutNote ? `${message} ${gate.leftOutNote}` : message;
}
