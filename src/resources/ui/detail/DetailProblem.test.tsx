// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { usePageMeta } from '../../../routing/seo/usePageMeta';
import { DetailProblem, type DetailProblemTexts } from './DetailProblem';

vi.mock('../../../routing/seo/applyPageMeta', () => ({ applyPageMeta: () => undefined }));

afterEach(cleanup);

const texts: DetailProblemTexts = {
  notFound: 'Nie znaleziono faktury',
  notFoundLead: 'Sprawdź numer albo wróć do listy faktur.',
  title: 'Faktury',
  loadError: 'Nie udało się wczytać faktury.',
  retry: 'Spróbuj ponownie',
  back: { href: '/moje-konto/faktury', label: 'Wróć do faktur' },
};

/** A detail screen with a head of its own, the problem drawn in its place. */
function InvoiceScreen({ status }: { status: number }) {
  usePageMeta({ title: 'Faktura FV/77/2026', noindex: true });
  return <DetailProblem error={{ statusCode: status, message: '' }} onRetry={() => undefined} texts={texts} headingId="invoice-title" />;
}

function show(status: number) {
  const router = createMemoryRouter([{ path: '/moje-konto/faktury/:id', element: <InvoiceScreen status={status} /> }], { initialEntries: ['/moje-konto/faktury/77'] });
  render(<RouterProvider router={router} />);
}

it("a missing record's page is titled as its heading says, not as the detail it stands in for", async () => {
  show(404);
  await act(async () => undefined);
  expect(screen.getByRole('heading', { level: 1, name: 'Nie znaleziono faktury' })).toBeTruthy();
  expect(document.title).toBe('Nie znaleziono faktury | Spinacz');
});

it("another company's record is told the same way as a missing one, title included", async () => {
  show(403);
  await act(async () => undefined);
  expect(document.title).toBe('Nie znaleziono faktury | Spinacz');
});

it('a load that failed otherwise keeps the section as its title, with the way to ask again', async () => {
  show(500);
  await act(async () => undefined);
  expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  expect(document.title).toBe('Faktury | Spinacz');
});
