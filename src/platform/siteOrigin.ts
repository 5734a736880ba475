/**
 * The shop's origin and the page's path as the page's links and structured data use them: the
 * browser's location, or on the web server the address of the page it renders (set per page).
 */
let serverLocation: URL | null = null;

export function setServerLocation(url: URL | null): void {
  serverLocation = url;
}

export function siteOrigin(): string {
  if (typeof window === 'undefined') return serverLocation?.origin ?? '';
  return window.location?.origin ?? '';
}

export function sitePathname(): string {
  return typeof window === 'undefined' ? (serverLocation?.pathname ?? '/') : window.location.pathname;
}
