import type { ResourceDescriptor } from '../resourceDescriptor.ts';

export const OFFERS_RESOURCE = 'offers';
export const MY_OFFER_RESOURCE = 'my-offer';
export const PRODUCT_SUGGESTIONS_RESOURCE = 'product-suggestions';

/** The company's offers and offer requests, and sending a request: offers are negotiated with companies. */
export const offers = {
  name: OFFERS_RESOURCE,
  routes: { list: 'dashboard-offers', show: 'dashboard-offers-slug' },
  screens: { 'dashboard-offers': 'offers/OffersList', 'dashboard-offers-slug': 'offers/OfferPage' },
  binding: 'offers/offersResource#offersBinding',
  access: { actions: { list: 'companyCustomer', create: 'companyCustomer' } },
  menu: ['dashboard-offers'],
} as const satisfies ResourceDescriptor;

/** The products the company buys at negotiated prices. */
export const myOffer = {
  name: MY_OFFER_RESOURCE,
  routes: { list: 'dashboard-my-offer' },
  screens: { 'dashboard-my-offer': 'offers/MyOfferPage' },
  binding: 'offers/offersResource#myOfferBinding',
  access: { actions: { list: 'companyCustomer' } },
  menu: ['dashboard-my-offer'],
} as const satisfies ResourceDescriptor;

/** The offer request's product picker: suggestions for the typed phrase (filter `query`). */
export const productSuggestions = {
  name: PRODUCT_SUGGESTIONS_RESOURCE,
  binding: 'offers/offersResource#productSuggestionsBinding',
  lookup: true,
} as const satisfies ResourceDescriptor;
