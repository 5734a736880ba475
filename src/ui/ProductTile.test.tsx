// @vitest-environment jsdom
import '../i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { themeOf } from './theme/themeOf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductTile, type ProductTileProps } from './ProductTile';
import { money, productSummary } from './testing/fixtures';

afterEach(cleanup);

function renderTile(props: Partial<ProductTileProps> = {}) {
  const onAdd = vi.fn();
  const onSelect = vi.fn();
  const onToggleShoppingList = vi.fn();
  const router = createMemoryRouter([
    { path: '/produkt/:slug', element: <p>product page</p> },
    {
      path: '/',
      element: (
        <ProductTile
          product={productSummary()}
          hrefFor={(slug) => `/produkt/${slug}`}
          showNetPrices={false}
          onAdd={onAdd}
          onSelect={onSelect}
          onToggleShoppingList={onToggleShoppingList}
          {...props}
        />
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
  return { onAdd, onSelect, onToggleShoppingList };
}

describe('ProductTile', () => {
  // Testing Library folds the non-breaking space before "zł" into a normal one.
  it('shows name, code, brand, category path, availability and the gross price', () => {
    renderTile();
    expect(screen.getByRole('heading', { name: 'Papier ksero Pollux A4 80 g/m², 500 ark.' })).toBeTruthy();
    expect(screen.getByText(/Kod: PAP-0101/)).toBeTruthy();
    expect(screen.getByText('Pollux')).toBeTruthy();
    expect(screen.getByText(/Papier › Papier ksero A4/)).toBeTruthy();
    expect(screen.getByText('Dostępny')).toBeTruthy();
    expect(screen.getByText('24,60 zł')).toBeTruthy();
    expect(screen.getByText('brutto')).toBeTruthy();
  });

  it('shows net prices with the old price struck through, the discount and the 30-day lowest price', () => {
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

  it('hides the 30-day lowest price for outlet products and shows the deposit, promotion and sponsor', () => {
    renderTile({
      product: productSummary({
        priceBeforeDiscountObject: money(30), lowestPrice30DaysObject: money(14), outletType: 'uszkodzone opakowanie',
        hasDeposit: true, depositValue: money(0.5, 0), promotion: { id: 3, name: 'Promocja tygodnia', slug: 'promocja-tygodnia' },
        sponsoredOfferInfo: 'Oferta sponsorowana przez Pollux',
      }),
    });
    expect(screen.queryByText(/Najniższa cena z 30 dni/)).toBeNull();
    expect(screen.getByText('+ kaucja 0,50 zł')).toBeTruthy();
    expect(screen.getByText('Promocja: Promocja tygodnia')).toBeTruthy();
    expect(screen.getByText('Oferta sponsorowana przez Pollux')).toBeTruthy();
  });

  it('adds the chosen quantity, starting at the pack group in multiples mode', () => {
    const { onAdd } = renderTile({ product: productSummary({ orderQuantityMultiple: 5 }) });
    const input = screen.getByRole('textbox', { name: /Ilość/ }) as HTMLInputElement;
    expect(input.value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Zwiększ ilość' }));
    expect(input.value).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: /Dodaj do koszyka/ }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 101 }), 10);
  });

  it('marks a quantity that breaks the order multiple', () => {
    renderTile({ product: productSummary({ orderQuantityMultiple: 5 }) });
    const input = screen.getByRole('textbox', { name: /Ilość/ });
    fireEvent.change(input, { target: { value: '7' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ilość musi być wielokrotnością 5 (ryza).')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Zmniejsz ilość' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('adds a pack group with the group button; an initial 1 jumps to the group size', () => {
    renderTile({ product: productSummary({ orderQuantityMultiple: 6, orderQuantityMultipleSuggestedOnly: true }) });
    const input = screen.getByRole('textbox', { name: /Ilość/ }) as HTMLInputElement;
    expect(input.value).toBe('1');
    expect((screen.getByRole('button', { name: 'Zmniejsz ilość' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /^Dodaj 6 ryz: / }));
    expect(input.value).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: /^Dodaj 6 ryz: / }));
    expect(input.value).toBe('12');
  });

  it('has no group button without a group', () => {
    renderTile();
    expect(screen.queryByRole('button', { name: /^Dodaj \d/ })).toBeNull();
  });

  it('explains insufficient stock with "dostępny od {date}"', () => {
    renderTile({ product: productSummary({ stock: 2, availableFrom: '2026-12-15' }) });
    fireEvent.change(screen.getByRole('textbox', { name: /Ilość/ }), { target: { value: '5' } });
    expect(screen.getByText('Dostępne: 2 ryzy, brakuje: 3 ryzy, dostępny od 15.12.2026')).toBeTruthy();
  });

  it('reports the click for select_item and toggles the shopping list', () => {
    const { onSelect, onToggleShoppingList } = renderTile({ inShoppingList: false });
    const toggle = screen.getByRole('button', { name: /Lista zakupowa/ });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(onToggleShoppingList).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Papier ksero Pollux A4 80 g/m², 500 ark.' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 101 }));
  });

  it('offers the multi-packs ("Opak. zbiorcze", "Paleta") without those lacking a unit price', () => {
    const pack = (id: number, title: string, kind: 'single' | 'collective' | 'pallet', unit: boolean) => ({
      id, name: title, title, slug: `p-${id}`, quantity: 1, uom: 'ryza', isPallet: kind === 'pallet', isCollectivePack: kind === 'collective',
      priceObject: money(20), unitPrice: unit ? money(4) : null, discount: kind === 'single' ? 0 : 5, mainPictureUrl: '',
    });
    renderTile({ product: productSummary({ multiPacks: [pack(101, '1 ryza', 'single', true), pack(102, 'Opak. zbiorcze (5 ryz)', 'collective', true), pack(103, 'Paleta (240 ryz)', 'pallet', false)] }) });
    const select = screen.getByRole('combobox', { name: 'Opakowanie' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent?.replace(/\u00a0/g, ' '))).toEqual(['1 ryza – 4,92 zł/ryza', 'Opak. zbiorcze (5 ryz) – 4,92 zł/ryza (-5%)']);
  });
});
