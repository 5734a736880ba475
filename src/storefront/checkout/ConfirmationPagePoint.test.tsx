// @vitest-environment jsdom
import '../../i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFreshDemoState } from '../../../tests/setup/demoState';
import type { SalesOrder } from '../../generated/model';
import { pickupPointsOf } from '../../mocks/db/content/pickupPoints';
import { allOrders, getSeed } from '../../mocks/db/store';
import { viewContext } from '../../mocks/presenters/context';
import { toSalesOrder } from '../../mocks/presenters/salesOrder';
import { addToCart } from '../../mocks/services/cart';
import { placeAnonymousOrder } from '../../mocks/services/placeAnonymousOrder';
import { ConfirmationPage } from './ConfirmationPage';

const loaded = vi.hoisted(() => ({ order: null as SalesOrder | null }));
vi.mock('../../generated/api/lists/lists', async (original) => ({
  ...(await original<typeof import('../../generated/api/lists/lists')>()),
  useGetSalesOrder: () => ({ data: loaded.order ? { salesOrder: loaded.order } : undefined, error: null, refetch: async () => undefined }),
}));
vi.mock('../../session', () => ({ useSession: () => ({ status: 'ready', isLoggedIn: false, currentUser: null }) }));
vi.mock('../../session/netPrices', () => ({ useNetPrices: () => ({ showNetPrices: false, readOnly: false, setShowNetPrices: async () => undefined }) }));
vi.mock('../punch-out/useCartInsteadOfCheckout', () => ({ useCartInsteadOfCheckout: () => false }));

withFreshDemoState();
afterEach(cleanup);

/** A guest's order to a parcel locker or pickup point, as the demo API answers it. */
function orderTo(deliveryMethod: string, pni: string): SalesOrder {
  const session = { kind: 'guest', guestId: `point-${deliveryMethod}`, token: '' } as const;
  const paper = getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1 && p.stock > 100 && p.priceNet > 20)!;
  addToCart(`g:${session.guestId}`, paper.id, 2, viewContext(session));
  const placed = placeAnonymousOrder(session, {
    isIndividual: true, firstName: 'Ewa', lastName: 'Nowak', userEmail: 'ewa@example.com', userTermsOfUseAgreement: true, paymentMethod: 'transfer',
    deliveryMethod, deliveryPointPni: pni,
    address: { countryCode: 'PL', streetWithNumber: 'ul. Długa 1', city: 'Gdańsk', zip: '80-827', phone1: '+48601234567' },
  }).salesOrder;
  // The confirmation page loads the order (GET sales-orders/{id}).
  return toSalesOrder(allOrders().find((order) => order.id === placed.id)!, null);
}

function renderConfirmation(order: SalesOrder) {
  loaded.order = order;
  const router = createMemoryRouter([{ path: '/proces-zamowienia/:id', element: <ConfirmationPage /> }], { initialEntries: [`/proces-zamowienia/${order.id}`] });
  render(<RouterProvider router={router} />);
}

describe('the order confirmation for a parcel locker or pickup point', () => {
  it.each([['parcelLocker', 'inpost'], ['dpdPickup', 'dpd']] as const)('shows the chosen point’s name and address (%s)', (method, provider) => {
    const point = pickupPointsOf(provider)[3];
    renderConfirmation(orderTo(method, point.pni));
    const shown = screen.getByText('Punkt odbioru').nextElementSibling!;
    expect([...shown.children].map((line) => line.textContent)).toEqual([`${point.name} (${point.pni})`, point.street, `${point.zip} ${point.city}`]);
  });
});
