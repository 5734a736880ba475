// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHoverDisclosure } from './useHoverDisclosure';
import { HEADER_HOVER_DELAYS, HOVER_CLICK_KEEPS_MS, useHoverOpen } from './useHoverOpen';

function CartLike() {
  const { open, hover, panelId, wrapperProps, buttonProps } = useHoverDisclosure();
  return (
    <div {...wrapperProps} data-testid="area" onMouseEnter={() => hover.enter(true)} onMouseLeave={hover.leave}>
      <button type="button" {...buttonProps}>
        Pokaż zawartość
      </button>
      {open ? <div id={panelId}>Panel</div> : null}
    </div>
  );
}

const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const panel = () => screen.queryByText('Panel');
const button = () => screen.getByRole('button', { name: 'Pokaż zawartość' });
const restLongEnough = HEADER_HOVER_DELAYS.open + 50;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a dropdown that opens on hover and with its button', () => {
  it('a mouse user who rests on the button and then clicks it keeps the panel open; the next click closes it', () => {
    render(<CartLike />);
    fireEvent.mouseEnter(screen.getByTestId('area'));
    wait(restLongEnough);
    expect(panel()).not.toBeNull();
    fireEvent.click(button());
    wait(1000);
    expect(panel()).not.toBeNull();
    expect(button().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button());
    expect(panel()).toBeNull();
  });

  it('a click long after the hover opened the panel (the user has seen it) closes it', () => {
    render(<CartLike />);
    fireEvent.mouseEnter(screen.getByTestId('area'));
    wait(restLongEnough + HOVER_CLICK_KEEPS_MS);
    expect(panel()).not.toBeNull();
    fireEvent.click(button());
    expect(panel()).toBeNull();
  });

  it('a click before the hover delay opens the panel, and the hover does not close it afterwards', () => {
    render(<CartLike />);
    fireEvent.mouseEnter(screen.getByTestId('area'));
    wait(HEADER_HOVER_DELAYS.open / 3);
    fireEvent.click(button());
    expect(panel()).not.toBeNull();
    wait(1000);
    expect(panel()).not.toBeNull();
  });

  it('without a hover (keyboard, touch) the button opens and closes the panel', () => {
    render(<CartLike />);
    fireEvent.click(button());
    expect(panel()).not.toBeNull();
    fireEvent.click(button());
    expect(panel()).toBeNull();
  });

  it('a pointer passing by opens nothing; leaving an open panel closes it after the close delay', () => {
    render(<CartLike />);
    const area = screen.getByTestId('area');
    fireEvent.mouseEnter(area);
    wait(HEADER_HOVER_DELAYS.open - 50);
    fireEvent.mouseLeave(area);
    wait(1000);
    expect(panel()).toBeNull();

    fireEvent.mouseEnter(area);
    wait(restLongEnough);
    fireEvent.mouseLeave(area);
    wait(HEADER_HOVER_DELAYS.close - 50);
    expect(panel()).not.toBeNull();
    wait(100);
    expect(panel()).toBeNull();
  });

  it('a panel opened by a click and then hovered again still closes on the next click', () => {
    render(<CartLike />);
    const area = screen.getByTestId('area');
    fireEvent.click(button());
    fireEvent.mouseLeave(area);
    wait(HEADER_HOVER_DELAYS.close - 100);
    fireEvent.mouseEnter(area);
    wait(1000);
    expect(panel()).not.toBeNull();
    fireEvent.click(button());
    expect(panel()).toBeNull();
  });
});

function MenuLike() {
  const [openId, setOpenId] = useState<number | null>(null);
  const hover = useHoverOpen(openId, setOpenId, { open: 120, close: 200 });
  return (
    <ul>
      {[1, 2].map((id) => (
        <li key={id} data-testid={`item-${id}`} onMouseEnter={() => hover.enter(id)} onMouseLeave={hover.leave}>
          <button type="button" aria-expanded={openId === id} onClick={() => hover.toggle(id)}>
            {`Kategoria ${id}`}
          </button>
          {openId === id ? <div>{`Panel ${id}`}</div> : null}
        </li>
      ))}
    </ul>
  );
}

describe('a menu of several panels that open on hover', () => {
  it('moving from one item to the next opens the next; resting on its toggle and clicking keeps it open', () => {
    render(<MenuLike />);
    fireEvent.mouseEnter(screen.getByTestId('item-1'));
    wait(150);
    expect(screen.queryByText('Panel 1')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByTestId('item-1'));
    fireEvent.mouseEnter(screen.getByTestId('item-2'));
    wait(150);
    expect(screen.queryByText('Panel 1')).toBeNull();
    expect(screen.queryByText('Panel 2')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kategoria 2' }));
    wait(500);
    expect(screen.queryByText('Panel 2')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kategoria 2' }));
    expect(screen.queryByText('Panel 2')).toBeNull();
  });
});
