import Cookies from 'js-cookie';

/** Cookie names and lifetimes of spec §9. */
export const COOKIE = {
  auth: 'spinacz_auth',
  guest: 'spinacz_guest',
  netPrice: 'spinacz_net_price',
  frontendVersion: 'spinacz_frontend_version',
  pageAnnouncement: 'spinacz_page_announcement',
  ageInformationPopup: 'spinacz_age_information',
  /** Set for the browser session by a punch-out login: this browser is "on the punch-out host" (spec §4). */
  punchOut: 'spinacz_punch_out',
} as const;

export const COOKIE_SECONDS = {
  guest: 31_536_000,
  netPrice: 2_592_000,
  frontendVersion: 2_678_400,
  pageAnnouncement: 28_800,
  ageInformationPopup: 86_400,
} as const;

const DAY = 86_400;

/**
 * Reading `document.cookie` is a synchronous call into the browser and slow under load; the
 * parsed cookies are kept for one task (a burst of API calls reads them once). Writes clear it.
 */
let jar: Record<string, string> | null = null;

function cookieJar(): Record<string, string> {
  if (!jar) {
    jar = typeof document === 'undefined' ? {} : Cookies.get();
    setTimeout(() => {
      jar = null;
    }, 0);
  }
  return jar;
}

export function readCookie(name: string): string | undefined {
  return cookieJar()[name];
}

/**
 * Every cookie of the shop: the whole site, SameSite=Lax (not sent with other sites' requests but
 * a link from them), and over HTTPS `Secure`, so the token never travels over plain HTTP. Not
 * HttpOnly: the app reads the token to send it as the Bearer header.
 */
export function writeCookie(name: string, value: string, seconds: number): void {
  jar = null;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  Cookies.set(name, value, { expires: seconds / DAY, sameSite: 'Lax', path: '/', ...(secure ? { secure } : {}) });
}

export function removeCookie(name: string): void {
  jar = null;
  Cookies.remove(name, { path: '/' });
}

/** The bearer token the API calls carry: the user's, else the guest's. */
export function readAccessToken(): string | undefined {
  return readCookie(COOKIE.auth) ?? readCookie(COOKIE.guest);
}
