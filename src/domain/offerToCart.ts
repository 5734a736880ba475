/**
 * An offer into the cart: an offer's prices hold through its last valid day, so only an active, priced
 * offer's lines may go into the cart — all of them at the offer's quantities, or the chosen ones, each a
 * product of the offer. The demo API refuses with these rules; the offer page reads them to say why its
 * button is missing and to build what it sends.
 */
import { formatDate } from './format/date';

export type OfferStatusId = 'active' | 'expired' | 'inPreparation' | 'requested';

/** The status of a prepared offer on `today` (YYYY-MM-DD): being prepared, else active through `validUntil`, then expired. */
export function offerStatusOn(offer: { preparing: boolean; validUntil: string | null }, today: string): Exclude<OfferStatusId, 'requested'> {
  if (offer.preparing) return 'inPreparation';
  return offer.validUntil !== null && offer.validUntil < today ? 'expired' : 'active';
}

/** Why an offer's lines cannot go into the cart; null when they can. */
export type OfferCartBlock = 'expired' | 'inPreparation' | 'requested' | null;

export function offerCartBlock(status: string): OfferCartBlock {
  if (status === 'expired' || status === 'inPreparation' || status === 'requested') return status;
  return status === 'active' ? null : 'inPreparation';
}

/** The refusal's code of the API for each block. */
export const OFFER_CART_CODES = { expired: 'OFFER-EXPIRED', inPreparation: 'OFFER-NOT-PRICED', requested: 'OFFER-NOT-PRICED' } as const;

const BLOCK_MESSAGES = {
  pl: {
    expired: (until: string) => `Ta oferta wygasła – obowiązywała do ${until}. Jej ceny już nie obowiązują, więc nie można dodać jej do koszyka. Poproś o nową ofertę.`,
    inPreparation: () => 'Ta oferta jest jeszcze przygotowywana – do koszyka dodasz ją, gdy będzie miała ceny.',
    requested: () => 'To zapytanie czeka na wycenę – do koszyka dodasz ofertę, gdy przygotujemy ceny.',
  },
  en: {
    expired: (until: string) => `This offer has expired – it was valid until ${until}. Its prices no longer apply, so it cannot be added to the cart. Ask for a new offer.`,
    inPreparation: () => 'This offer is still being prepared – you can add it to the cart once it has prices.',
    requested: () => 'This request is waiting for prices – you can add the offer to the cart once we have priced it.',
  },
} as const;

/** What the shop says about a block, in the user's language. */
export function offerCartBlockMessage(block: Exclude<OfferCartBlock, null>, validUntil: string | null, locale: 'pl' | 'en' = 'pl'): string {
  const messages = BLOCK_MESSAGES[locale];
  return block === 'expired' ? messages.expired(validUntil ? formatDate(validUntil, locale) : '—') : messages[block]();
}

export interface OfferCartLine {
  productId: number;
  quantity: number;
}

export type OfferCartItems = { ok: true; items: OfferCartLine[] } | { ok: false; index: number };

/**
 * What goes into the cart: every line at the offer's quantity when nothing is chosen, else the chosen
 * lines (each must be a product of the offer; `index` names the first that is not).
 */
export function offerCartItems(lines: readonly OfferCartLine[], chosen?: readonly OfferCartLine[]): OfferCartItems {
  if (!chosen) return { ok: true, items: lines.map(({ productId, quantity }) => ({ productId, quantity })) };
  const index = chosen.findIndex((item) => !lines.some((line) => line.productId === item.productId));
  if (index >= 0) return { ok: false, index };
  return { ok: true, items: chosen.map(({ productId, quantity }) => ({ productId, quantity })) };
}
