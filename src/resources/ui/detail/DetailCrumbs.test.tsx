// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../../../i18n';
import { DetailCrumbs } from './DetailCrumbs';

afterEach(cleanup);

function show(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/moje-konto/zamowienia/7'] });
  render(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name: 'Ścieżka zamówienia' });
}

it("leads from the account through the record's list to the record, which is the current page", async () => {
  const trail = show(<DetailCrumbs label="Ścieżka zamówienia" list={{ href: '/moje-konto/zamowienia', label: 'Zamówienia' }} current="ZS/2026/7" />);
  expect((await within(trail).findByRole('link', { name: 'Moje konto' })).getAttribute('href')).toBe('/moje-konto');
  expect(within(trail).getByRole('link', { name: 'Zamówienia' }).getAttribute('href')).toBe('/moje-konto/zamowienia');
  expect(within(trail).getByText('ZS/2026/7').getAttribute('aria-current')).toBe('page');
  expect(within(trail).getAllByRole('link')).toHaveLength(2);
});

it('names no record while it is not known, and leaves the account out of an embedded page', async () => {
  const trail = show(<DetailCrumbs label="Ścieżka zamówienia" list={{ href: '/moje-konto/zwroty-iframe', label: 'Zwroty' }} current={null} withoutAccount />);
  expect(within(trail).getAllByRole('link').map((link) => link.textContent)).toEqual(['Zwroty']);
  expect(trail.querySelector('[aria-current]')).toBeNull();
});
