// @vitest-environment jsdom
import '../../i18n';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartTotals } from '../../domain/cartTotals';
import { money, moneyFromNetGross } from '../../domain/money';
import type { Cart } from '../../generated/model';
import { OrderSummary } from './OrderSummary';

const prices = vi.hoisted(() => ({ showNetPrices: false, readOnly: false, setShowNetPrices: async () => undefined }));
vi.mock('../../session/netPrices', () => ({ useNetPrices: () => prices }));

afterEach(cleanup);

/** 10 reams at 34,49 zł net (42,42 zł gross), priced as the API prices a cart. */
function paperCart(): Cart {
  const totals = cartTotals([{ unitNet: 34.49, quantity: 10, vatRate: 23, deposit: null }], { deliveryNet: 0 });
  const asMoney = (amount: { net: number; gross: number }) => moneyFromNetGross(amount.net, amount.gross);
  const zero = money(0, 23);
  return {
    items: [{
      id: 1, productId: 7, slug: 'papier', name: 'Papier ksero A4', code: '198552', vatRate: 23, availableQuantity: 100, availableFrom: null,
      pictureUrl: '/p.png', quantity: 10, uom: 'ryza', hasDeposit: false, depositValue: null, priceObject: money(34.49, 23), valueObject: asMoney(totals.lines[0]),
      orderQuantityMultiple: 1, orderQuantityMultipleSuggestedOnly: false, category: { forAdults: false },
    }],
    totalQuantity: 1,
    total: asMoney(totals.goods),
    grandTotal: asMoney(totals.grandTotal),
    depositValue: zero,
    deliveryFee: zero,
    minimalDeliveryFee: zero,
    giftsValue: zero,
    missingAmountForFreeDelivery: zero,
    dueAmount: { value: totals.grandTotal.gross, valueFormatted: '' },
    discountValue: zero,
    vatSummary: totals.vatSummary,
  };
}

const line = () => within(screen.getByRole('list', { name: 'Produkty w zamówieniu' })).getByRole('listitem');

describe('OrderSummary', () => {
  it('shows gross unit prices, line values and goods to a buyer who chose gross, and the line adds up', () => {
    prices.showNetPrices = false;
    render(<OrderSummary cart={paperCart()} />);
    expect(screen.getByText('Ceny brutto')).toBeTruthy();
    expect(line().textContent).toContain('10 ryz × 42,42\u00a0zł');
    expect(line().textContent).toContain('424,20\u00a0zł');
    expect(line().textContent).not.toContain('34,49');
    expect(screen.getByText('Wartość produktów brutto').nextSibling?.textContent).toBe('424,20\u00a0zł');
    expect(screen.getByText('Do zapłaty brutto').nextSibling?.textContent).toBe('424,20\u00a0zł');
  });

  it('shows net amounts of the same Money objects to a buyer who chose net', () => {
    prices.showNetPrices = true;
    render(<OrderSummary cart={paperCart()} />);
    expect(screen.getByText('Ceny netto')).toBeTruthy();
    expect(line().textContent).toContain('10 ryz × 34,49\u00a0zł');
    expect(line().textContent).toContain('344,90\u00a0zł');
    expect(screen.getByText('Wartość produktów netto').nextSibling?.textContent).toBe('344,90\u00a0zł');
    expect(screen.getByText('Dostawa netto')).toBeTruthy();
  });
});
