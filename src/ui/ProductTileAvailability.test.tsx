// @vitest-environment jsdom
import '../i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../generated/model';
import { whenBesideMark } from './Availability';
import { ProductTile } from './ProductTile';
import { productSummary } from './testing/fixtures';
import { themeOf } from './theme/themeOf';

afterEach(cleanup);

function renderTile(product: ProductSummary) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ProductTile product={product} hrefFor={(slug) => `/produkt/${slug}`} showNetPrices={false} onAdd={() => undefined} onSelect={() => undefined} onToggleShoppingList={() => undefined} />
      ),
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider theme={themeOf('pl')}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('a product tile out of stock with a delivery date', () => {
  it('says the date once (the mark), not again as "when" or beside the quantity', () => {
    // As the demo API presents a product awaiting delivery (presenters/product.ts availabilityOf).
    renderTile(productSummary({
      stock: 0,
      availableFrom: '2026-12-15',
      availabilityMarkColor: { color: 'orange', label: 'Dostępny od 15.12.2026' },
      whenProductWillBeAtYourPlace: 'dostępny od 15.12.2026',
    }));
    expect(screen.getByText('Dostępny od 15.12.2026')).toBeTruthy();
    expect(document.body.textContent?.match(/15\.12\.2026/g)).toHaveLength(1);
    // The quantity line still says what is missing.
    expect(screen.getByText(/^Dostępne: 0 .*, brakuje: 1 /)).toBeTruthy();
  });

  it('keeps a "when" that says something else', () => {
    renderTile(productSummary({ availabilityMarkColor: { color: 'green', label: 'Dostępny' }, whenProductWillBeAtYourPlace: 'Jutro u Ciebie' }));
    expect(screen.getByText('Dostępny')).toBeTruthy();
    expect(screen.getByText('Jutro u Ciebie')).toBeTruthy();
  });
});

describe('whenBesideMark', () => {
  it('drops a "when" that only repeats the label, whatever its case and spaces', () => {
    expect(whenBesideMark('Dostępny od 15.12.2026', 'dostępny od  15.12.2026')).toBeNull();
    expect(whenBesideMark('Available from 15.12.2026', 'available from 15.12.2026')).toBeNull();
    expect(whenBesideMark('Dostępny', 'Jutro u Ciebie')).toBe('Jutro u Ciebie');
    expect(whenBesideMark('Dostępny', null)).toBeNull();
  });
});
