/**
 * Offers (spec §2 "offer request", §7 "Content and reports"; company customers): the company's
 * negotiated offers and its requests (24 a page, newest first, filter `status`), sending a request,
 * the products at the company's negotiated prices ("my offer": the product search with
 * `filters[myOffer]`, 36 a page as every product listing) and product suggestions for a request.
 */
import type { BaseKey } from '@refinedev/core';
import { addOfferToCart, createOfferRequest, getOffer, getOffers } from '../../generated/api/content-and-reports/content-and-reports';
import { getProductsAutocomplete, getProductsSearch } from '../../generated/api/search-and-products/search-and-products';
import type { OfferRequestInput, OfferToCart } from '../../generated/model';
import type { ListQuery } from '../listQuery';
import type { ResourceBinding } from '../resourceDescriptor';
// The key is written in the resource's descriptor (resource.ts); the screens import it from here too.
export { MY_OFFER_RESOURCE, OFFERS_RESOURCE, PRODUCT_SUGGESTIONS_RESOURCE } from './resource';

/** Product listings show 36 products a page (spec §9). */
export const MY_OFFER_PAGE_SIZE = 36;

export async function listOffers(query: ListQuery, signal?: AbortSignal) {
  const response = await getOffers(
    { limit: query.limit, offset: query.offset, orderBy: query.orderBy ?? 'createdAt', orderDirection: query.orderDirection ?? 'DESC', filters: query.filters },
    undefined,
    signal,
  );
  return { data: response.offers, total: response.countTotal };
}

/** Sends an offer request; it then lists among the offers ("Zapytanie wysłane"). Answers the server's message. */
export async function createOfferRequestRecord(input: OfferRequestInput) {
  const response = await createOfferRequest(input);
  return { data: {}, message: response.message };
}

/** The products the company buys at negotiated prices, in the listing's order (popularity unless sorted otherwise). */
export async function listMyOfferProducts(query: ListQuery, signal?: AbortSignal) {
  const response = await getProductsSearch(
    { filters: { myOffer: ['1'] }, limit: query.limit, offset: query.offset, orderBy: (query.orderBy as 'popularity' | undefined) ?? 'popularity' },
    undefined,
    signal,
  );
  return { data: response.products, total: response.countTotal };
}

/** Products whose name or code matches the typed phrase (filter `query`; none for less than two characters). */
export async function listProductSuggestions(query: ListQuery, signal?: AbortSignal) {
  const phrase = query.filters?.query?.[0]?.trim() ?? '';
  if (phrase.length < 2) return { data: [], total: 0 };
  const { products } = await getProductsAutocomplete({ query: phrase, limit: 10 }, undefined, signal);
  return { data: products, total: products.length };
}

/** One offer with its lines, prices and whether it may go into the cart. */
export async function getOfferRecord(id: BaseKey, signal?: AbortSignal) {
  const { offer } = await getOffer(Number(id), undefined, signal);
  return { data: offer };
}

/** An offer's lines into the cart (all, or the chosen ones) at the offer's prices. */
export const offerActions = {
  addToCart: async (id: BaseKey, payload: OfferToCart) => ({ data: await addOfferToCart(Number(id), payload) }),
};

export const offersBinding = { list: listOffers, one: getOfferRecord, create: createOfferRequestRecord, actions: offerActions } satisfies ResourceBinding;
export const myOfferBinding = { list: listMyOfferProducts } satisfies ResourceBinding;
/** The offer request's product picker: suggestions for the typed phrase (filter `query`). */
export const productSuggestionsBinding = { list: listProductSuggestions } satisfies ResourceBinding;
