/**
 * Every operation the demo API implements answers a real request made through the generated
 * client, and the answer parses with that operation's generated zod response schema.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addToCurrentCart, deleteFromCurrentCart, getCurrentCart, updateCurrentCartItem } from '../../src/generated/api/cart/cart';
import { confirmNewsletter, getArticle, getContents, getTextPage, subscribeNewsletter } from '../../src/generated/api/content-and-reports/content-and-reports';
import { getBestsellers, getPriceAlertProducts } from '../../src/generated/api/error-page-content/error-page-content';
import { getSalesOrders } from '../../src/generated/api/lists/lists';
import {
  getAtsContent, getBrand, getBrands, getConvertedImage, getFrequentlyBoughtProducts, getPrintingDeviceBrands, getPrintingDevices, getPrintingDevicesAutocomplete,
  getProduct, getProductsAutocomplete, getProductsSearch, getPromotion, getPromotions,
} from '../../src/generated/api/search-and-products/search-and-products';
import { getCurrentUser, patchCurrentUserSetting, postToken } from '../../src/generated/api/session-and-user/session-and-user';
import { getCategories, getCategoriesTree, getNotificationsMenu, getSettings, getUserMenu } from '../../src/generated/api/settings-and-menus/settings-and-menus';
import {
  addToCurrentCartResponse, deleteFromCurrentCartResponse, getCurrentCartResponse, updateCurrentCartItemResponse,
} from '../../src/generated/zod/cart/cart.zod';
import { confirmNewsletterResponse, getArticleResponse, getContentsResponse, getTextPageResponse } from '../../src/generated/zod/content-and-reports/content-and-reports.zod';
import { getBestsellersResponse, getPriceAlertProductsResponse } from '../../src/generated/zod/error-page-content/error-page-content.zod';
import { getSalesOrdersResponse } from '../../src/generated/zod/lists/lists.zod';
import {
  getAtsContentResponse, getBrandResponse, getBrandsResponse, getFrequentlyBoughtProductsResponse, getPrintingDeviceBrandsResponse, getPrintingDevicesAutocompleteResponse,
  getPrintingDevicesResponse, getProductResponse, getProductsAutocompleteResponse, getProductsSearchResponse, getPromotionResponse, getPromotionsResponse,
} from '../../src/generated/zod/search-and-products/search-and-products.zod';
import { getCurrentUserResponse, patchCurrentUserSettingResponse, postTokenResponse } from '../../src/generated/zod/session-and-user/session-and-user.zod';
import {
  getCategoriesResponse, getCategoriesTreeResponse, getNotificationsMenuResponse, getSettingsResponse, getUserMenuResponse,
} from '../../src/generated/zod/settings-and-menus/settings-and-menus.zod';
import { implementedOperations, pendingNewsletterToken } from '../../src/mocks';
import { asBearer, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

let buyer: string;
let productId: number;
let productSlug: string;

beforeAll(async () => {
  buyer = await logIn('kupiec@firma.demo');
  const page = await getProductsSearch({ query: 'papier ksero', limit: 1 }, asBearer(buyer));
  productId = page.products[0].id;
  productSlug = page.products[0].slug;
});

const parse = <S extends z.ZodType>(schema: S, value: unknown) => schema.parse(value);

/** One real call per operation, checked against the generated response schema. */
const SMOKE: Record<string, () => Promise<unknown>> = {
  postToken: async () => parse(postTokenResponse, await postToken({ grant_type: 'password', username: 'guest', password: 'guest', client_id: 'spinacz', client_secret: 'spinacz' })),
  getCurrentUser: async () => parse(getCurrentUserResponse, await getCurrentUser({ includeAcl: true, includeCustomerServicePerson: true, includeDefaultCostCenter: true }, asBearer(buyer))),
  patchCurrentUserSetting: async () => parse(patchCurrentUserSettingResponse, await patchCurrentUserSetting('netPrices', { newValue: 'off' }, asBearer(buyer))),
  getSettings: async () => parse(getSettingsResponse, await getSettings(asBearer(buyer))),
  getCategoriesTree: async () => parse(getCategoriesTreeResponse, await getCategoriesTree({ level: 1, nestingLevel: 2, includeRecommendedBrands: true, includeRecommendedItem: true, orderBy: 'popularity' }, asBearer(buyer))),
  getCategories: async () => parse(getCategoriesResponse, await getCategories({ nestingLevel: 0 }, asBearer(buyer))),
  getProductsSearch: async () => parse(getProductsSearchResponse, await getProductsSearch({ query: 'długopis', limit: 36, offset: 0 }, asBearer(buyer))),
  getProduct: async () => parse(getProductResponse, await getProduct(productSlug, { includeProduct: true, includeBreadcrumbs: true, includeSeoData: true, includeSimilarProducts: true, includeAccessories: true, includeOtherProducts: true }, asBearer(buyer))),
  getConvertedImage: async () => {
    const blob = await getConvertedImage('products', 'w400-h400', `${productSlug}.svg`);
    expect(blob.type).toContain('image/svg+xml');
    expect(await blob.text()).toMatch(/^<svg /);
    return blob;
  },
  getCurrentCart: async () => parse(getCurrentCartResponse, await getCurrentCart({ deliveryMethod: 'courier' }, asBearer(buyer))),
  addToCurrentCart: async () => parse(addToCurrentCartResponse, await addToCurrentCart({ productId, quantity: 5 }, asBearer(buyer))),
  updateCurrentCartItem: async () => parse(updateCurrentCartItemResponse, await updateCurrentCartItem({ productId, quantity: 10 }, asBearer(buyer))),
  deleteFromCurrentCart: async () => parse(deleteFromCurrentCartResponse, await deleteFromCurrentCart({ productId }, asBearer(buyer))),
  getSalesOrders: async () => parse(getSalesOrdersResponse, await getSalesOrders({ limit: 24, offset: 0, orderBy: 'createdAt', orderDirection: 'DESC' }, asBearer(buyer))),
  getUserMenu: async () => parse(getUserMenuResponse, await getUserMenu({ locale: 'pl' }, asBearer(buyer))),
  getNotificationsMenu: async () => parse(getNotificationsMenuResponse, await getNotificationsMenu({ locale: 'en' }, asBearer(buyer))),
  getBestsellers: async () => parse(getBestsellersResponse, await getBestsellers({ limit: 8 }, asBearer(buyer))),
  getPriceAlertProducts: async () => parse(getPriceAlertProductsResponse, await getPriceAlertProducts({ limit: 8 }, asBearer(buyer))),
  getProductsAutocomplete: async () => parse(getProductsAutocompleteResponse, await getProductsAutocomplete({ query: 'dlugopis', limit: 10 }, asBearer(buyer))),
  getFrequentlyBoughtProducts: async () => parse(getFrequentlyBoughtProductsResponse, await getFrequentlyBoughtProducts({ period: 365, limit: 36 }, asBearer(buyer))),
  getAtsContent: async () => parse(getAtsContentResponse, await getAtsContent('papier-ksero', asBearer(buyer))),
  getPrintingDeviceBrands: async () => parse(getPrintingDeviceBrandsResponse, await getPrintingDeviceBrands(asBearer(buyer))),
  getPrintingDevices: async () => parse(getPrintingDevicesResponse, await getPrintingDevices({ brandName: 'HP' }, asBearer(buyer))),
  getPrintingDevicesAutocomplete: async () => parse(getPrintingDevicesAutocompleteResponse, await getPrintingDevicesAutocomplete({ query: 'laserjet' }, asBearer(buyer))),
  getBrands: async () => parse(getBrandsResponse, await getBrands({ limit: 24, offset: 0, orderBy: 'name', orderDirection: 'ASC' }, asBearer(buyer))),
  getBrand: async () => parse(getBrandResponse, await getBrand('pilot', asBearer(buyer))),
  getPromotions: async () => parse(getPromotionsResponse, await getPromotions({ limit: 12 }, asBearer(buyer))),
  getPromotion: async () => parse(getPromotionResponse, await getPromotion('outlet', asBearer(buyer))),
  getContents: async () => parse(getContentsResponse, await getContents({ filters: { sectionId: ['61'] }, limit: 12, offset: 0, orderBy: 'createdAt', orderDirection: 'DESC' }, asBearer(buyer))),
  getArticle: async () => parse(getArticleResponse, await getArticle('gramatura-papieru-co-oznacza', asBearer(buyer))),
  getTextPage: async () => parse(getTextPageResponse, await getTextPage('warunki-dostaw', asBearer(buyer))),
  // The 201 answer of subscribeNewsletter is a MessageResponse, the same schema as confirmNewsletter's 200.
  subscribeNewsletter: async () => parse(confirmNewsletterResponse, await subscribeNewsletter({ email: 'smoke@example.com', agreement: true, source: 'footer' }, asBearer(buyer))),
  confirmNewsletter: async () => {
    await subscribeNewsletter({ email: 'confirm-smoke@example.com', agreement: true }, asBearer(buyer));
    return parse(confirmNewsletterResponse, await confirmNewsletter({ token: pendingNewsletterToken('confirm-smoke@example.com')! }, asBearer(buyer)));
  },
};

describe('every implemented operation', () => {
  it('has a smoke request in this file', () => {
    expect(Object.keys(SMOKE).sort()).toEqual(Object.keys(implementedOperations).sort());
  });

  for (const [operationId, call] of Object.entries(SMOKE)) {
    it(`${operationId} answers with a contract-valid response`, async () => {
      await expect(call()).resolves.toBeDefined();
    });
  }
});
