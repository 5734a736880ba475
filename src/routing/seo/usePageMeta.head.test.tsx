// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { usePageMeta } from './usePageMeta';

afterEach(cleanup);

function NotFound() {
  usePageMeta({ title: 'Nie znaleziono strony', noindex: true, inPlaceOfPage: true });
  return <h1>404</h1>;
}

/** An unknown product: the product page draws the not-found page in its place, its own head still asked for. */
function UnknownProduct() {
  usePageMeta({ title: undefined, openGraph: { type: 'product' } });
  return <NotFound />;
}

it("an unknown product's page keeps the not-found page's head: its title, noindex and no canonical link", async () => {
  const router = createMemoryRouter([{ path: '/produkt/:slug', element: <UnknownProduct /> }], { initialEntries: ['/produkt/nie-ma'] });
  render(<RouterProvider router={router} />);
  await act(async () => undefined);
  expect(document.title).toBe('Nie znaleziono strony | Spinacz');
  // The rest of the head is written by a module loaded on demand (on a busy machine, not within a set time).
  await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'));
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(document.head.querySelector('meta[property="og:type"]')).toBeNull();
});
