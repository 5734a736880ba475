import type { ResourceDescriptor } from '../resourceDescriptor.ts';

/** The Refine resource of /moje-konto/czesto-kupowane; its only filter is `period` (days back). */
export const FREQUENTLY_BOUGHT_RESOURCE = 'frequently-bought';

/** Products the company bought often in the chosen period. */
export const frequentlyBought = {
  name: FREQUENTLY_BOUGHT_RESOURCE,
  routes: { list: 'dashboard-frequently-bought' },
  screens: { 'dashboard-frequently-bought': 'frequently-bought/FrequentlyBoughtPage' },
  binding: 'frequently-bought/frequentlyBoughtResource#frequentlyBoughtBinding',
} as const satisfies ResourceDescriptor;
