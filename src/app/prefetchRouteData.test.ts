// @vitest-environment jsdom
/**
 * A page's main call starts from its address alone, before the page's code has loaded: the product
 * page's answer lands in the query cache under the key the page reads, and its main picture starts
 * downloading.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, setupDemoApi } from '../../tests/setup/demoApi';
import { COOKIE, removeCookie, writeCookie } from '../api/cookies';
import { queryClient } from '../api/queryClient';
import { getContents, getGetArticleQueryKey } from '../generated/api/content-and-reports/content-and-reports';
import { getGetProductQueryKey } from '../generated/api/search-and-products/search-and-products';
import type { ArticleResponse, ProductDetailResponse } from '../generated/model';
import { getSeed } from '../mocks';
import { earlyCallKey } from '../session/earlyCalls';
import { PRODUCT_PAGE_PARAMS } from '../storefront/product/productPageParams';
import { prefetchRouteData } from './prefetchRouteData';

setupDemoApi();

beforeEach(async () => {
  writeCookie(COOKIE.guest, await logIn('guest'), 3600);
});

afterEach(() => {
  queryClient.clear();
  removeCookie(COOKIE.guest);
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

const pictureLinks = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'));

describe('prefetchRouteData', () => {
  it('asks for the product of a product page and starts on its main picture', async () => {
    const product = getSeed().products.find((candidate) => !candidate.discontinued)!;
    prefetchRouteData(`/produkt/${product.slug}`);

    const key = getGetProductQueryKey(product.slug, PRODUCT_PAGE_PARAMS);
    await vi.waitFor(() => expect(queryClient.getQueryData<ProductDetailResponse>(key)?.product?.name).toBe(product.name));
    const main = queryClient.getQueryData<ProductDetailResponse>(key)!.product!.gallery;
    const first = (main.items[0] ?? main.main).urlFull.replace(/\.\w+$/, '');
    await vi.waitFor(() => expect(pictureLinks()).toHaveLength(1));
    expect(pictureLinks()[0].getAttribute('href')).toContain(first);
    expect(pictureLinks()[0].getAttribute('type')).toBe('image/avif');
    expect(pictureLinks()[0].getAttribute('fetchpriority')).toBe('high');
  });

  it('asks for the article of a blog page and starts on its picture', async () => {
    const { contents } = await getContents({ limit: 1 });
    const slug = contents[0].slug;
    prefetchRouteData(`/blog/${slug}`);

    const key = getGetArticleQueryKey(slug);
    await vi.waitFor(() => expect(queryClient.getQueryData<ArticleResponse>(key)?.article.slug).toBe(slug));
    const image = queryClient.getQueryData<ArticleResponse>(key)!.article.image!;
    await vi.waitFor(() => expect(pictureLinks()).toHaveLength(1));
    expect(pictureLinks()[0].getAttribute('href')).toContain(image);
  });

  it("takes the answer index.html already asked for, once, and asks nothing again", async () => {
    const product = getSeed().products.find((candidate) => !candidate.discontinued)!;
    const key = getGetProductQueryKey(product.slug, PRODUCT_PAGE_PARAMS);
    const early = { product: { name: 'Z index.html', gallery: { main: { urlFull: '/images/convert/products/w1200-h1200/early.webp' }, items: [] } } };
    (window as unknown as Record<string, unknown>).__spinaczEarlyCalls = { [earlyCallKey(key[0], key[1])]: Promise.resolve(early) };
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    // The first page's boot and its route's loader both ask.
    prefetchRouteData(`/produkt/${product.slug}`);
    prefetchRouteData(`/produkt/${product.slug}`);

    await vi.waitFor(() => expect(pictureLinks()).toHaveLength(1));
    expect(queryClient.getQueryData<ProductDetailResponse>(key)?.product?.name).toBe('Z index.html');
    expect(pictureLinks()[0].getAttribute('href')).toContain('/w1200-h1200/early.avif');
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/products/'))).toHaveLength(0);
    fetchSpy.mockRestore();
  });

  it('asks itself when the call index.html made failed', async () => {
    const product = getSeed().products.find((candidate) => !candidate.discontinued)!;
    const key = getGetProductQueryKey(product.slug, PRODUCT_PAGE_PARAMS);
    (window as unknown as Record<string, unknown>).__spinaczEarlyCalls = { [earlyCallKey(key[0], key[1])]: Promise.resolve(null) };

    prefetchRouteData(`/produkt/${product.slug}`);

    await vi.waitFor(() => expect(queryClient.getQueryData<ProductDetailResponse>(key)?.product?.name).toBe(product.name));
  });

  it('asks nothing and starts on no picture when the page came with a fresh answer (rendered by the web server)', async () => {
    const product = getSeed().products.find((candidate) => !candidate.discontinued)!;
    const key = getGetProductQueryKey(product.slug, PRODUCT_PAGE_PARAMS);
    queryClient.setQueryData(key, { product: { name: 'Ze strony', gallery: { main: { urlFull: '/images/convert/products/w1200-h1200/page.webp' }, items: [] } } });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    prefetchRouteData(`/produkt/${product.slug}`);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/products/'))).toHaveLength(0);
    expect(pictureLinks()).toHaveLength(0);
    expect(queryClient.getQueryData<ProductDetailResponse>(key)?.product?.name).toBe('Ze strony');
    fetchSpy.mockRestore();
  });

  it('leaves pages without a prefetched call alone', async () => {
    prefetchRouteData('/kategoria/papier-ksero');
    prefetchRouteData('/koszyk');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(pictureLinks()).toHaveLength(0);
  });
});
