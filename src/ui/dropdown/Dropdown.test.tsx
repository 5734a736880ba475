// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dropdown } from './Dropdown';

afterEach(cleanup);

function renderDropdown() {
  return render(
    <Dropdown label="Pomoc">
      {(close) => (
        <button type="button" onClick={close}>
          Wybierz
        </button>
      )}
    </Dropdown>,
  );
}

describe('Dropdown', () => {
  it('opens its panel from the button and names the panel it controls', () => {
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Pomoc' });
    expect(button).toHaveProperty('type', 'button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toBe('Wybierz');
  });

  it('closes with Escape and gives the focus back to the button', () => {
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Pomoc' });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Wybierz' }), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Wybierz' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes after a choice in the panel', () => {
    renderDropdown();
    fireEvent.click(screen.getByRole('button', { name: 'Pomoc' }));
    fireEvent.click(screen.getByRole('button', { name: 'Wybierz' }));
    expect(screen.queryByRole('button', { name: 'Wybierz' })).toBeNull();
  });
});
