// @vitest-environment jsdom
import type { HtmlTagDescriptor } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyGuestLogin } from './earlyGuestLogin';

/** The inline script the plugin writes into index.html, run as the page would run it. */
function runInlineScript(apiBase: string | undefined): boolean {
  const hook = earlyGuestLogin(apiBase).transformIndexHtml as () => HtmlTagDescriptor[];
  const [tag] = hook();
  if (!tag) return false;
  new Function(String(tag.children))();
  return true;
}

const TOKEN = { token_type: 'Bearer', access_token: 'guest-early', expires_in: 3600 };

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>).__spinaczGuestToken;
  for (const name of ['spinacz_guest', 'spinacz_auth']) document.cookie = `${name}=; max-age=0`;
});

describe('the early guest login of index.html', () => {
  it('asks the API for a guest token at once and leaves the answer for the session', async () => {
    const fetch = vi.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(TOKEN) });
    vi.stubGlobal('fetch', fetch);
    expect(runInlineScript('https://api.spinacz.test/')).toBe(true);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://api.spinacz.test/oauth2/token');
    expect(init.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(init.body))).toEqual({
      grant_type: 'password',
      username: 'guest',
      password: 'guest',
      client_id: 'spinacz',
      client_secret: 'spinacz',
    });
    await expect((window as unknown as Record<string, Promise<unknown>>).__spinaczGuestToken).resolves.toEqual(TOKEN);
  });

  it('leaves a failed answer as null, so the session asks again', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ ok: false, json: () => Promise.resolve({}) }));
    runInlineScript('https://api.spinacz.test');
    await expect((window as unknown as Record<string, Promise<unknown>>).__spinaczGuestToken).resolves.toBeNull();
  });

  it('does nothing for a visitor who already has a guest or login cookie', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    document.cookie = 'spinacz_guest=old';
    runInlineScript('https://api.spinacz.test');
    expect(fetch).not.toHaveBeenCalled();
    expect('__spinaczGuestToken' in window).toBe(false);
  });

  it('writes nothing without an API address (the demo API starts with the app)', () => {
    expect(runInlineScript(undefined)).toBe(false);
  });
});
