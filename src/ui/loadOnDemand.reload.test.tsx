// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOnDemand } from './loadOnDemand';

const reloads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../platform/chunkReload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../platform/chunkReload')>()),
  reloadAfterChunkError: () => {
    reloads.count += 1;
    return true;
  },
}));

afterEach(cleanup);
beforeEach(() => {
  reloads.count = 0;
});

const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://sklep.example/assets/MobileMenuDrawer-abc.js'));

function host(code: ReturnType<typeof loadOnDemand<object>>) {
  return function Host({ open }: { open: boolean }) {
    const Part = code.useComponent(open);
    return Part ? <Part /> : null;
  };
}

describe('loadOnDemand and a chunk gone after a deploy', () => {
  it('reloads the page when a part the visitor opened cannot be downloaded (reloadWhenGone), as a route does', async () => {
    const Host = host(loadOnDemand(gone, { reloadWhenGone: true }));
    await act(async () => {
      render(<Host open />);
    });
    expect(reloads.count).toBe(1);
  });

  it('does not reload for a preload alone (a hover), nor for a part without reloadWhenGone (a toast over a form)', async () => {
    const menu = loadOnDemand(gone, { reloadWhenGone: true });
    await expect(menu.preload()).rejects.toThrow('dynamically imported module');
    const Toast = host(loadOnDemand(gone));
    await act(async () => {
      render(<Toast open />);
    });
    expect(reloads.count).toBe(0);
  });

  it('does not reload when the failure is not the chunk (its texts did not come)', async () => {
    const Host = host(loadOnDemand(() => Promise.reject(new Error('HTTP 503')), { reloadWhenGone: true }));
    await act(async () => {
      render(<Host open />);
    });
    expect(reloads.count).toBe(0);
  });
});
