// @vitest-environment jsdom
import '../../i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { money } from '../../domain/money';
import type { Cart, CheckoutWithRegistrationResponse } from '../../generated/model';

const placeAnonymousOrder = vi.fn();
vi.mock('../../generated/api/checkout/checkout', async (original) => ({
  ...(await original<object>()),
  placeAnonymousOrder: (...args: unknown[]) => placeAnonymousOrder(...args),
}));

const { GuestCheckoutForm } = await import('./GuestCheckoutForm');

const ZERO = money(0, 23);
const CART: Cart = {
  items: [],
  totalQuantity: 1,
  total: money(100, 23),
  grandTotal: money(114.99, 23),
  depositValue: ZERO,
  deliveryFee: money(14.99, 23),
  minimalDeliveryFee: ZERO,
  giftsValue: ZERO,
  missingAmountForFreeDelivery: money(150, 23),
  dueAmount: { value: 141.44, valueFormatted: '141,44 zł' },
  discountValue: ZERO,
  vatSummary: [],
};

const DATA: CheckoutWithRegistrationResponse = {
  shoppingCart: CART,
  paymentMethods: [
    { id: 'transfer', name: 'Przelew tradycyjny', description: null, isDisabled: false, disabledInfo: null, isPrepayment: true, fee: null },
    { id: 'deferred', name: 'Przelew z odroczonym terminem', description: null, isDisabled: true, disabledInfo: 'Tylko dla firm z umową.', isPrepayment: false, fee: null },
  ],
  deliveryMethods: [{ id: 'pickup', name: 'Odbiór osobisty', description: null, price: ZERO, requiresPickupPoint: false, pickupPointProvider: null }],
  countries: [{ code: 'PL', name: 'Polska' }],
  insufficientStockOptions: [],
};

function renderForm() {
  const router = createMemoryRouter([{ path: '/proces-zamowienia', element: <GuestCheckoutForm data={DATA} showNetPrices={false} /> }, { path: '/proces-zamowienia/:id', element: <p>Potwierdzenie</p> }], {
    initialEntries: ['/proces-zamowienia'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function fillValidForm() {
  const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Imię', 'Anna');
  type('Nazwisko', 'Nowak');
  type('Adres e-mail', 'anna@example.pl');
  type('Ulica i numer', 'Długa 5');
  type('Kod pocztowy', '61-001');
  type('Miejscowość', 'Poznań');
  type('Telefon', '+48 601 234 567');
  fireEvent.click(screen.getByRole('radio', { name: /Odbiór osobisty/ }));
  fireEvent.click(screen.getByRole('radio', { name: /Przelew tradycyjny/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ }));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  placeAnonymousOrder.mockReset();
});

describe('GuestCheckoutForm', () => {
  it('greys a disabled payment method, shows "free" and never pre-ticks the optional consents', () => {
    renderForm();
    expect((screen.getByRole('radio', { name: /Przelew z odroczonym terminem/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: /Dlaczego płatność Przelew z odroczonym terminem/ })).toBeTruthy();
    expect(screen.getByText('za darmo')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /newsletter/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: /e-faktura/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts a server 400 about a field beside that field and keeps what was typed', async () => {
    placeAnonymousOrder.mockRejectedValueOnce(new ApiError(400, 'VALIDATION', 'Nieprawidłowy kod pocztowy.', { code: 'VALIDATION', message: 'Nieprawidłowy kod pocztowy.', field: 'address.zip' }));
    renderForm();
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Zamówienie z obowiązkiem zapłaty' }));
    await waitFor(() => expect(screen.getByLabelText('Kod pocztowy').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('checkout-address-zip-helper-text')?.textContent).toBe('Nieprawidłowy kod pocztowy.');
    expect(placeAnonymousOrder.mock.calls[0][0]).toMatchObject({ isIndividual: true, address: { zip: '61-001', phone1: '+48 601 234 567' }, deliveryMethod: 'pickup', userTermsOfUseAgreement: true });
    expect((screen.getByLabelText('Miejscowość') as HTMLInputElement).value).toBe('Poznań');
    expect(sessionStorage.getItem('spinacz-checkout-draft:guest')).toContain('Poznań');
  });

  it('shows a failure without a field above the order button and goes to the confirmation on success', async () => {
    placeAnonymousOrder.mockRejectedValueOnce(new ApiError(409, 'CART-EMPTY', 'Twój koszyk jest pusty'));
    const router = renderForm();
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Zamówienie z obowiązkiem zapłaty' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Twój koszyk jest pusty');

    placeAnonymousOrder.mockResolvedValueOnce({ salesOrder: { id: 77 }, message: 'ok', requiresAcceptance: false, paymentRedirectUrl: null, userAccountCreated: false });
    fireEvent.click(screen.getByRole('button', { name: 'Zamówienie z obowiązkiem zapłaty' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/proces-zamowienia/77'));
    expect(sessionStorage.getItem('spinacz-checkout-draft:guest')).toBeNull();
  });
});
