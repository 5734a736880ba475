import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { COOKIE, readCookie } from '../api/cookies';
import { applyLocale } from '../i18n';
import { getSession, initSession, storeRequestedPath } from '../session';
import { localeFromPath, localePath, matchRoute } from '../routing/routes';

let loginRedirectPending = true;

/**
 * Root: the language follows the URL, and the session starts once. A guest's page renders at
 * once (its queries wait for the guest token); with a stored login the page waits for the user,
 * and when that login could not be restored the user is sent to login (spec §4).
 */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const session = initSession();
  await applyLocale(locale);
  if (!readCookie(COOKIE.auth)) return null;
  const { redirectToLogin } = await session;
  if (redirectToLogin && loginRedirectPending) {
    loginRedirectPending = false;
    if (matchRoute(url.pathname)?.name !== 'login') throw redirect(localePath('login', {}, undefined, locale));
  }
  return null;
}

/** The root loader runs again only when the language of the URL changes. */
export function shouldRevalidateRoot({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

/** Logged-in-only pages: guests go to login, the requested path is kept (spec §6). */
export async function requireLoginLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await initSession();
  if (!getSession().isLoggedIn) {
    const url = new URL(request.url);
    storeRequestedPath(`${url.pathname}${url.search}`);
    throw redirect(localePath('login', {}, undefined, localeFromPath(url.pathname)));
  }
  return null;
}

/** Guest-only pages (login): logged-in users go to the dashboard. */
export async function guestOnlyLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await initSession();
  if (getSession().isLoggedIn) throw redirect(localePath('dashboard', {}, undefined, localeFromPath(new URL(request.url).pathname)));
  return null;
}
