import type { ProductListResponse } from '../../generated/model';
import { getBestsellersQueryParams, getPriceAlertProductsQueryParams } from '../../generated/zod/error-page-content/error-page-content.zod';
import { requireSession } from '../http/auth';
import { json } from '../http/errors';
import { api, operation } from '../http/operation';
import { parseQuery } from '../http/validate';
import { viewContext } from '../presenters/context';
import { toProductSummary } from '../presenters/product';
import { bestsellers, ERROR_PAGE_LIST_SIZE, priceHits } from '../services/catalogue';

/** The 404 page's product sliders (spec §2): bestsellers and "Hity cenowe", 12 by default. */
export const errorPageContentOperations = {
  getBestsellers: operation('getBestsellers', 'get', api('/products/bestsellers'), ({ request }) => {
    const { limit } = parseQuery(getBestsellersQueryParams, request, ['limit']);
    const ctx = viewContext(requireSession(request));
    const body: ProductListResponse = { products: bestsellers(ctx.seed, limit ?? ERROR_PAGE_LIST_SIZE).map((product) => toProductSummary(product, ctx)) };
    return json(body);
  }),

  getPriceAlertProducts: operation('getPriceAlertProducts', 'get', api('/products/price-alert'), ({ request }) => {
    const { limit } = parseQuery(getPriceAlertProductsQueryParams, request, ['limit']);
    const ctx = viewContext(requireSession(request));
    const body: ProductListResponse = { products: priceHits(ctx.seed, limit ?? ERROR_PAGE_LIST_SIZE).map((product) => toProductSummary(product, ctx)) };
    return json(body);
  }),
};
