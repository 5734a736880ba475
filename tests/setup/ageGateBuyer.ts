/**
 * The age-gate tests' buyer and products (spec §4): kupiec@firma.demo logged in against the in-process
 * demo API with no age answer stored, a wine, ordinary products and the cart's product ids.
 */
import { afterEach, beforeEach } from 'vitest';
import { COOKIE, writeCookie } from '../../src/api/cookies';
import { getCurrentCart } from '../../src/generated/api/cart/cart';
import { getSeed } from '../../src/mocks/db/store';
import type { SeedProduct } from '../../src/mocks/db/types';
import { modalStore } from '../../src/ui/modal/modalStore';
import { logIn, setupDemoApi } from './demoApi';

/** Starts the demo API and logs the buyer in before each test, without the age cookie. */
export function setupAgeGateBuyer(): void {
  setupDemoApi();
  beforeEach(async () => {
    writeCookie(COOKIE.auth, await logIn('kupiec@firma.demo'), 3600);
    writeCookie(COOKIE.ageInformationPopup, '', -1);
  });
  afterEach(() => {
    modalStore.set([]);
    writeCookie(COOKIE.auth, '', -1);
  });
}

export const forAdults = (product: SeedProduct) => getSeed().categoryById.get(product.categoryId)?.forAdults ?? false;
const offered = (product: SeedProduct) => !product.discontinued && product.orderMultiple === 1;
export const wine = () => getSeed().products.find((product) => forAdults(product) && offered(product) && product.name.startsWith('Wino'))!;
/** Ordinary products sold by the piece, with stock. */
export const plainProducts = () => getSeed().products.filter((product) => !forAdults(product) && offered(product) && product.stock >= 10);
export const cartIds = async () => (await getCurrentCart()).shoppingCart.items.map((line) => line.productId).sort();
