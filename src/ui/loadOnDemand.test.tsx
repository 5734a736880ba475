// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnDemand } from './loadOnDemand';

afterEach(cleanup);

function Hello({ name }: { name: string }) {
  return <p>Dzień dobry, {name}</p>;
}

function host(code: ReturnType<typeof loadOnDemand<{ name: string }>>) {
  return function Host({ needed }: { needed: boolean }) {
    const Component = code.useComponent(needed);
    return Component ? <Component name="Ala" /> : <p>bez kodu</p>;
  };
}

describe('loadOnDemand', () => {
  it('loads the code only when the component is needed, then shows it at once and keeps it', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Host = host(loadOnDemand(load));
    const { rerender } = render(<Host needed={false} />);
    expect(load).not.toHaveBeenCalled();

    rerender(<Host needed />);
    expect(await screen.findByText('Dzień dobry, Ala')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<Host needed={false} />);
    expect(screen.getByText('bez kodu')).toBeTruthy();
    rerender(<Host needed />);
    expect(screen.getByText('Dzień dobry, Ala')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads once, and tries a failed download again the next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Hello });
    const code = loadOnDemand<{ name: string }>(load);
    await expect(code.preload()).rejects.toThrow('offline');
    const Host = host(code);
    await act(async () => {
      render(<Host needed />);
    });
    expect(await screen.findByText('Dzień dobry, Ala')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
