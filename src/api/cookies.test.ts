import { afterEach, describe, expect, it, vi } from 'vitest';

const set = vi.fn();
vi.mock('js-cookie', () => ({ default: { set: (...args: unknown[]) => set(...args), get: () => ({}), remove: vi.fn() } }));

const { COOKIE, writeCookie } = await import('./cookies');

afterEach(() => {
  vi.unstubAllGlobals();
  set.mockClear();
});

describe('the auth cookie', () => {
  it('is SameSite=Lax for the whole site, and Secure over HTTPS', () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    writeCookie(COOKIE.auth, 'demo.token', 3600);
    expect(set).toHaveBeenCalledWith(COOKIE.auth, 'demo.token', { expires: 3600 / 86_400, sameSite: 'Lax', path: '/', secure: true });
  });

  it('is not Secure over plain HTTP (a browser would drop it there)', () => {
    vi.stubGlobal('location', { protocol: 'http:' });
    writeCookie(COOKIE.auth, 'demo.token', 3600);
    expect(set.mock.calls[0][2]).toEqual({ expires: 3600 / 86_400, sameSite: 'Lax', path: '/' });
  });
});
