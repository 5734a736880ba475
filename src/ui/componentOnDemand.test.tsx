// @vitest-environment jsdom
import { Component, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentOnDemand } from './componentOnDemand';

afterEach(cleanup);

function Hello({ name }: { name: string }) {
  return <p>Dzień dobry, {name}</p>;
}

function Waiting({ name }: { name: string }) {
  return <p role="status">Ładowanie dla {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('componentOnDemand', () => {
  it('shows the loading part with the same props, then the component as soon as its code is there', async () => {
    let arrive!: (module: { default: typeof Hello }) => void;
    const load = vi.fn(() => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve)));
    const OnDemand = componentOnDemand(load, Waiting);
    render(<OnDemand name="Ala" />);
    expect(screen.getByRole('status').textContent).toBe('Ładowanie dla Ala');
    await act(async () => arrive({ default: Hello }));
    expect(screen.getByText('Dzień dobry, Ala')).toBeTruthy();
  });

  it('renders the component at once where its code came earlier, and loads it once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const OnDemand = componentOnDemand(load, Waiting);
    await OnDemand.preload();
    render(<OnDemand name="Ola" />);
    expect(screen.getByText('Dzień dobry, Ola')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed download to the error boundary, and the next mount tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Brak połączenia')).mockResolvedValue({ default: Hello });
    const OnDemand = componentOnDemand<{ name: string }>(load, Waiting);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(
      <Boundary>
        <OnDemand name="Ala" />
      </Boundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Brak połączenia');
    first.unmount();
    render(<OnDemand name="Ala" />);
    expect(await screen.findByText('Dzień dobry, Ala')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
