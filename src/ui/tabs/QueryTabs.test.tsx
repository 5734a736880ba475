// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryTabs, type TabDefinition } from './QueryTabs';

afterEach(cleanup);

function renderTabs(url: string, tabs: TabDefinition[]) {
  const router = createMemoryRouter([{ path: '/', element: <QueryTabs label="Produkty" tabs={tabs} /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const tabs: TabDefinition[] = [
  { label: 'Bestsellery', content: () => <p>lista A</p> },
  { label: 'Hity cenowe', content: () => <p>lista B</p> },
  { label: 'Nowości', content: () => <p>lista C</p> },
];

describe('QueryTabs', () => {
  it('shows the tab of tabIndex and writes the choice back', async () => {
    const router = renderTabs('/?tabIndex=2', tabs);
    expect(screen.getByRole('tab', { name: 'Nowości' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('lista C');
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Hity cenowe' })));
    expect(router.state.location.search).toBe('?tabIndex=1');
    expect(screen.getByRole('tabpanel').textContent).toBe('lista B');
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Bestsellery' })));
    expect(router.state.location.search).toBe('');
  });

  it('falls back to the first tab for an invalid index', () => {
    renderTabs('/?tabIndex=9', tabs);
    expect(screen.getByRole('tab', { name: 'Bestsellery' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves with the arrow keys', async () => {
    const router = renderTabs('/', tabs);
    await act(async () => fireEvent.keyDown(screen.getByRole('tab', { name: 'Bestsellery' }), { key: 'ArrowLeft' }));
    expect(router.state.location.search).toBe('?tabIndex=2');
    expect(document.activeElement?.textContent).toBe('Nowości');
  });

  it('does not list hidden tabs and shows nothing for a hidden active tab', () => {
    renderTabs('/?tabIndex=1', [tabs[0], { ...tabs[1], hidden: true }, tabs[2]]);
    expect(screen.queryByRole('tab', { name: 'Hity cenowe' })).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.getByRole('tabpanel').textContent).toBe('');
  });
});
