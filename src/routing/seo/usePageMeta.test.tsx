// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { usePageMeta } from './usePageMeta';

// The code that writes the rest of the head does not come (a chunk that fails to load, or is slow).
vi.mock('./applyPageMeta', () => {
  throw new Error('chunk failed to load');
});

afterEach(cleanup);

function Page({ title }: { title: string }) {
  usePageMeta({ title, description: 'Opis' });
  return <h1>{title}</h1>;
}

it("a page's title is the document's title even while the code for the rest of its head is missing", () => {
  document.title = 'Spinacz — artykuły biurowe dla firm';
  const router = createMemoryRouter([{ path: '/en/password-reminder', element: <Page title="Password reminder" /> }], { initialEntries: ['/en/password-reminder'] });
  render(<RouterProvider router={router} />);
  expect(document.title).toBe('Password reminder | Spinacz');
});
