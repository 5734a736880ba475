// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { headOwner, keepServerHead, usePageMeta, type HeadClaim } from './usePageMeta';

// The code that writes the rest of the head does not come (a chunk that fails to load, or is slow).
vi.mock('./applyPageMeta', () => {
  throw new Error('chunk failed to load');
});

afterEach(cleanup);

function Page({ title }: { title: string }) {
  usePageMeta({ title, description: 'Opis' });
  return <h1>{title}</h1>;
}

function NotFound() {
  usePageMeta({ title: 'Nie znaleziono strony', noindex: true, inPlaceOfPage: true });
  return <h1>404</h1>;
}

/** A page that draws the not-found page in its own place, at once or when asked to. */
function ProductPage({ missing }: { missing: boolean }) {
  const [gone, setGone] = useState(missing);
  usePageMeta({ title: gone ? undefined : 'Papier A4' });
  if (gone) return <NotFound />;
  return (
    <button type="button" onClick={() => setGone(true)}>
      Papier A4
    </button>
  );
}

/** A screen that opens a part with a head of its own (a wizard over a list) and closes it again. */
function ListWithWizard() {
  const [open, setOpen] = useState(false);
  usePageMeta({ title: 'Reklamacje' });
  return open ? <Wizard onClose={() => setOpen(false)} /> : <button onClick={() => setOpen(true)}>Nowa reklamacja</button>;
}

function Wizard({ onClose }: { onClose: () => void }) {
  usePageMeta({ title: 'Nowa reklamacja' });
  return <button onClick={onClose}>Zamknij</button>;
}

function show(path: string, element: ReactElement) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

/** The head is written once the screen's effects have run (a microtask later). */
const written = () => act(async () => undefined);

it("a page's title is the document's title even while the code for the rest of its head is missing", async () => {
  document.title = 'Spinacz — artykuły biurowe dla firm';
  show('/en/password-reminder', <Page title="Password reminder" />);
  await written();
  expect(document.title).toBe('Password reminder | Spinacz');
});

it('the not-found page drawn in a page\'s place in the same render owns the title, not the page around it', async () => {
  show('/produkt/nie-ma', <ProductPage missing />);
  await written();
  expect(document.title).toBe('Nie znaleziono strony | Spinacz');
});

it('the not-found page drawn later in a page\'s place owns the title too', async () => {
  const view = show('/produkt/papier-a4', <ProductPage missing={false} />);
  await written();
  expect(document.title).toBe('Papier A4 | Spinacz');
  await act(async () => view.getByRole('button', { name: 'Papier A4' }).click());
  await written();
  expect(document.title).toBe('Nie znaleziono strony | Spinacz');
});

it('a part with a head of its own gives the head back to the screen when it closes', async () => {
  const view = show('/moje-konto/reklamacje', <ListWithWizard />);
  await written();
  expect(document.title).toBe('Reklamacje | Spinacz');
  await act(async () => view.getByRole('button', { name: 'Nowa reklamacja' }).click());
  await written();
  expect(document.title).toBe('Nowa reklamacja | Spinacz');
  await act(async () => view.getByRole('button', { name: 'Zamknij' }).click());
  await written();
  expect(document.title).toBe('Reklamacje | Spinacz');
});

it('the head the web server wrote for the page the browser takes over is left as it is', async () => {
  document.title = 'Papier A4 – Spinacz (z serwera)';
  keepServerHead('/produkt/papier-a4');
  show('/produkt/papier-a4', <Page title="Papier A4" />);
  await written();
  expect(document.title).toBe('Papier A4 – Spinacz (z serwera)');
});

describe('headOwner', () => {
  const claim = (title: string, drawn: number, inPlaceOfPage = false): HeadClaim => ({
    pathname: '/x',
    title,
    noindex: false,
    jsonLdText: '[]',
    openGraph: { type: 'website' },
    inPlaceOfPage,
    drawn,
  });

  it('is nobody when nothing asks for a head', () => {
    expect(headOwner([])).toBeNull();
  });

  it('is the error in a page\'s place, whether drawn before or after the page', () => {
    expect(headOwner([claim('404', 1, true), claim('Produkt', 2)])?.title).toBe('404');
    expect(headOwner([claim('Produkt', 1), claim('404', 2, true)])?.title).toBe('404');
  });

  it('is otherwise what was drawn last', () => {
    expect(headOwner([claim('Lista', 1), claim('Kreator', 2)])?.title).toBe('Kreator');
    expect(headOwner([claim('Kreator', 3), claim('Lista', 1)])?.title).toBe('Kreator');
  });
});
