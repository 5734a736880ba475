// @vitest-environment jsdom
import '../i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../app/theme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductTile } from './ProductTile';
import { money, productSummary } from './testing/fixtures';

afterEach(cleanup);

function renderTile(props: Partial<Parameters<typeof ProductTile>[0]> = {}) {
  const onAdd = vi.fn();
  const router = createMemoryRouter([
    { path: '/', element: <ProductTile product={productSummary()} href="/produkt/x" showNetPrices={false} onAdd={onAdd} {...props} /> },
  ]);
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { onAdd };
}

describe('ProductTile', () => {
  // Testing Library folds the non-breaking space before "zł" into a normal one.
  it('shows name, code, brand, availability and the gross price', () => {
    renderTile();
    expect(screen.getByRole('heading', { name: 'Papier ksero Pollux A4 80 g/m², 500 ark.' })).toBeTruthy();
    expect(screen.getByText(/Kod: PAP-0101/)).toBeTruthy();
    expect(screen.getByText(/Pollux$/)).toBeTruthy();
    expect(screen.getByText('Dostępny')).toBeTruthy();
    expect(screen.getByText('24,60 zł')).toBeTruthy();
    expect(screen.getByText('brutto')).toBeTruthy();
  });

  it('shows net prices with the old price struck through and the 30-day lowest price', () => {
    renderTile({
      showNetPrices: true,
      product: productSummary({ priceObject: money(15), priceBeforeDiscountObject: money(20), lowestPrice30DaysObject: money(14) }),
    });
    expect(screen.getByText('15,00 zł')).toBeTruthy();
    expect(screen.getByText('20,00 zł').tagName).toBe('S');
    expect(screen.getByText('-25%')).toBeTruthy();
    expect(screen.getByText(/Najniższa cena z 30 dni/)).toBeTruthy();
    expect(screen.getByText('netto')).toBeTruthy();
  });

  it('adds the chosen quantity, starting at the pack group in multiples mode', () => {
    const { onAdd } = renderTile({ product: productSummary({ orderQuantityMultiple: 5 }) });
    const input = screen.getByRole('textbox', { name: /Ilość/ }) as HTMLInputElement;
    expect(input.value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Zwiększ ilość' }));
    expect(input.value).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: /Dodaj do koszyka/ }));
    expect(onAdd).toHaveBeenCalledWith(10);
  });

  it('marks a quantity that breaks the order multiple', () => {
    renderTile({ product: productSummary({ orderQuantityMultiple: 5 }) });
    const input = screen.getByRole('textbox', { name: /Ilość/ });
    fireEvent.change(input, { target: { value: '7' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Zmniejsz ilość' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
