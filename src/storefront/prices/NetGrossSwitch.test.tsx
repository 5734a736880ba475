// @vitest-environment jsdom
import '../../i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetGrossSwitch } from './NetGrossSwitch';

const prices = vi.hoisted(() => ({ showNetPrices: false, readOnly: false, setShowNetPrices: vi.fn(async () => undefined) }));
vi.mock('../../session/netPrices', () => ({ useNetPrices: () => prices, prepareNetPriceSwitch: () => undefined }));

beforeEach(() => {
  prices.showNetPrices = false;
  prices.readOnly = false;
  prices.setShowNetPrices.mockClear();
});
afterEach(cleanup);

describe('NetGrossSwitch', () => {
  it('is a labelled group of two pressed-state buttons', () => {
    render(<NetGrossSwitch />);
    const group = screen.getByRole('group', { name: 'Ceny:' });
    const [net, gross] = Array.from(group.querySelectorAll('button'));
    expect([net.textContent, net.getAttribute('aria-pressed'), gross.textContent, gross.getAttribute('aria-pressed')]).toEqual(['netto', 'false', 'brutto', 'true']);
  });

  it('switches to net prices; the pressed button does nothing', () => {
    render(<NetGrossSwitch />);
    fireEvent.click(screen.getByRole('button', { name: 'brutto' }));
    expect(prices.setShowNetPrices).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'netto' }));
    expect(prices.setShowNetPrices).toHaveBeenCalledWith(true);
  });

  it('is one tab stop; the arrow keys, Home and End move between the buttons', () => {
    render(<NetGrossSwitch />);
    const net = screen.getByRole('button', { name: 'netto' });
    const gross = screen.getByRole('button', { name: 'brutto' });
    expect([net.tabIndex, gross.tabIndex]).toEqual([0, -1]);
    net.focus();
    fireEvent.keyDown(net, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(gross);
    expect([net.tabIndex, gross.tabIndex]).toEqual([-1, 0]);
    fireEvent.keyDown(gross, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(net);
    fireEvent.keyDown(net, { key: 'End' });
    expect(document.activeElement).toBe(gross);
    fireEvent.keyDown(gross, { key: 'Home' });
    expect(document.activeElement).toBe(net);
  });

  it('is disabled with a note for read-only users', () => {
    prices.readOnly = true;
    render(<NetGrossSwitch />);
    const group = screen.getByRole('group', { name: 'Ceny:' });
    expect(Array.from(group.querySelectorAll('button')).every((button) => button.disabled)).toBe(true);
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBeTruthy();
  });
});
