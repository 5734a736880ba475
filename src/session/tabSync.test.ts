// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('tab sync', () => {
  it('reloads an unfocused tab on LOGIN or LOGOUT, not a focused one', async () => {
    const { listenForSessionEvents } = await import('./tabSync');
    const reload = vi.fn();
    const stop = listenForSessionEvents(reload);
    const other = new BroadcastChannel('spinacz-session');
    const focus = vi.spyOn(document, 'hasFocus');

    focus.mockReturnValue(true);
    other.postMessage('LOGIN');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).not.toHaveBeenCalled();

    focus.mockReturnValue(false);
    other.postMessage('LOGOUT');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    other.postMessage('SOMETHING');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    other.close();
  });
});
