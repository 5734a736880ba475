// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyAnswer } from '../../src/session/earlyCalls';
import { earlyCallsTags } from './earlyCalls';

/** The inline script the plugin writes into index.html, run as the page at `path` would run it. */
function runInlineScript(path: string, apiBase: string | null = '/'): boolean {
  window.history.replaceState(null, '', path);
  const [tag] = earlyCallsTags(apiBase ?? undefined);
  if (!tag) return false;
  new Function(String(tag.children))();
  return true;
}

const PRODUCT = { product: { slug: 'papier-ksero-a4', gallery: { main: { urlFull: '/images/convert/products/w1200-h1200/papier.webp' }, items: [] } } };
const answer = (body: unknown) => ({ ok: true, json: () => Promise.resolve(body) });
const productKey = ['/e-commerce/v1/products/papier-ksero-a4', { includeProduct: true, includeBreadcrumbs: true, includeSeoData: true, includeAccessories: true, includeSimilarProducts: true, includeOtherProducts: true }];
const treeKey = ['/e-commerce/v1/categories/tree', { level: 1, nestingLevel: 2, orderBy: 'popularity' }];

afterEach(() => {
  vi.unstubAllGlobals();
  const win = window as unknown as Record<string, unknown>;
  delete win.__spinaczGuestToken;
  delete win.__spinaczEarlyCalls;
  for (const name of ['spinacz_guest', 'spinacz_auth']) document.cookie = `${name}=; max-age=0; path=/`;
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

describe("index.html's early calls", () => {
  it('asks for a product page\'s product and category tree with the early guest token, and starts on its first picture as AVIF', async () => {
    const fetch = vi.fn((url: string) => Promise.resolve(answer(url.includes('/products/') ? PRODUCT : { categories: [] })));
    vi.stubGlobal('fetch', fetch);
    (window as unknown as Record<string, unknown>).__spinaczGuestToken = Promise.resolve({ access_token: 'guest-early' });

    expect(runInlineScript('/produkt/papier-ksero-a4')).toBe(true);

    await expect(takeEarlyAnswer(productKey)).resolves.toEqual(PRODUCT);
    await expect(takeEarlyAnswer(treeKey)).resolves.toEqual({ categories: [] });
    const urls = fetch.mock.calls.map(([url]) => url);
    expect(urls).toEqual([
      '/e-commerce/v1/products/papier-ksero-a4?includeProduct=true&includeBreadcrumbs=true&includeSeoData=true&includeAccessories=true&includeSimilarProducts=true&includeOtherProducts=true',
      '/e-commerce/v1/categories/tree?level=1&nestingLevel=2&orderBy=popularity',
    ]);
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer guest-early', 'Accept-Language': 'pl' });
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('href')).toBe('/images/convert/products/w1200-h1200/papier.avif');
    expect(link?.getAttribute('imagesrcset')).toBe('/images/convert/products/w640-h640/papier.avif 640w, /images/convert/products/w1200-h1200/papier.avif 1200w');
    expect(link?.getAttribute('imagesizes')).toBe('(max-width: 767px) calc(100vw - 64px), 480px');
    expect(link?.getAttribute('type')).toBe('image/avif');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it("uses the login cookie's token and the URL's language on an English article page", async () => {
    const fetch = vi.fn(() => Promise.resolve(answer({ article: { slug: 'office', image: '/images/blog/office.svg' } })));
    vi.stubGlobal('fetch', fetch);
    document.cookie = 'spinacz_guest=guest-old; path=/';
    document.cookie = 'spinacz_auth=user-token; path=/';

    runInlineScript('/en/blog/office');

    await expect(takeEarlyAnswer(['/e-commerce/v1/contents/articles/office'])).resolves.toMatchObject({ article: { slug: 'office' } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({ Authorization: 'Bearer user-token', 'Accept-Language': 'en' });
    expect(document.head.querySelector('link[as="image"]')?.getAttribute('href')).toBe('/images/blog/office.svg');
  });

  it('leaves a failed call as null, so the page asks itself, and starts on no picture', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve({ ok: false, json: () => Promise.resolve({ code: 'NOT-FOUND' }) })));
    document.cookie = 'spinacz_guest=guest-old; path=/';
    runInlineScript('/produkt/papier-ksero-a4');
    await expect(takeEarlyAnswer(productKey)).resolves.toBeNull();
    expect(document.head.querySelector('link[as="image"]')).toBeNull();
  });

  it('asks nothing on other pages, without a token, or without an API address', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    document.cookie = 'spinacz_guest=guest-old; path=/';
    runInlineScript('/kategoria/papier');
    runInlineScript('/koszyk');
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyAnswer(productKey)).toBeNull();

    document.cookie = 'spinacz_guest=; max-age=0; path=/';
    (window as unknown as Record<string, unknown>).__spinaczGuestToken = Promise.resolve(null);
    runInlineScript('/produkt/papier-ksero-a4');
    await expect(takeEarlyAnswer(productKey)).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();

    expect(runInlineScript('/produkt/papier-ksero-a4', null)).toBe(false);
  });
});
