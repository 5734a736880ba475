// @vitest-environment jsdom
import '../../i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productSummary } from '../../ui/testing/fixtures';
import type { ProductSummary } from '../../generated/model';
import { sessionStore } from '../../session/session';

let tileRenders = 0;
vi.mock('../../ui/ProductTile', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../ui/ProductTile')>();
  return {
    ...original,
    ProductTile: (props: Parameters<typeof original.ProductTile>[0]) => {
      tileRenders += 1;
      return <original.ProductTile {...props} />;
    },
  };
});

const { ProductGrid } = await import('./ProductGrid');

// A listing page's worth (spec: 36 a page), more than the grid renders at once in the browser.
const products: ProductSummary[] = Array.from({ length: 36 }, (_, index) => ({ ...productSummary(), id: index + 1, slug: `papier-${index + 1}`, name: `Papier ${index + 1}` }));

function page() {
  const router = createMemoryRouter([{ path: '/', element: <ProductGrid products={products} listName="test" /> }]);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

afterEach(() => {
  tileRenders = 0;
});

describe('ProductGrid on a page rendered on the server', () => {
  it('writes every tile into the HTML, no placeholders, and hydrates them without rendering them again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    expect(container.querySelectorAll('li h2')).toHaveLength(36);
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
    // The browser hydrates once its guest session is ready (src/app/boot.tsx).
    sessionStore.set({ status: 'ready', currentUser: null, isLoggedIn: false, showNetPrices: false });
    tileRenders = 0;
    const errors: unknown[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = await act(async () => hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    expect(container.querySelectorAll('li h2')).toHaveLength(36);
    // One render a tile: hydration's. (After hydration the grid learns it is in the browser.)
    expect(tileRenders).toBe(36);
    act(() => root.unmount());
  });
});
