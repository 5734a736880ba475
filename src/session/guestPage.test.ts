import { describe, expect, it } from 'vitest';
import { COOKIE } from '../api/cookies';
import { pageShellFor, seesGuestPage } from './guestPage';

const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];

describe('what the web server sends a visitor', () => {
  it('a guest with gross prices and the announcement open is shown the guest page, no shell', () => {
    expect(seesGuestPage(jar({}))).toBe(true);
    expect(pageShellFor(jar({}), false)).toBeNull();
  });

  it('a logged-in visitor gets the shell on public and account pages, with the announcement as they left it', () => {
    expect(pageShellFor(jar({ [COOKIE.auth]: 't' }), false)).toEqual({ announcementClosed: false });
    expect(pageShellFor(jar({ [COOKIE.auth]: 't', [COOKIE.pageAnnouncement]: '1' }), true)).toEqual({ announcementClosed: true });
  });

  it('a guest who chose net prices gets the shell of a public page, but not of an account page (they are sent to log in)', () => {
    const netGuest = jar({ [COOKIE.netPrice]: '1' });
    expect(seesGuestPage(netGuest)).toBe(false);
    expect(pageShellFor(netGuest, false)).toEqual({ announcementClosed: false });
    expect(pageShellFor(netGuest, true)).toBeNull();
  });

  it('a browser in a procurement system gets no shell: its pages have their own layout', () => {
    expect(pageShellFor(jar({ [COOKIE.auth]: 't', [COOKIE.punchOut]: '1' }), false)).toBeNull();
  });
});
