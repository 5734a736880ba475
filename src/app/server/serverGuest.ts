import i18n from '../../i18n';
import { setApiLanguage } from '../../api/mutator';
import { setCurrentLocale, type Locale } from '../../routing/routes';
import { GUEST_PAGE_SESSION, sessionStore } from '../../session/session';
import { setServerLocation } from '../../platform/siteOrigin';

/**
 * What a page rendered on the server shows is a guest's page in the URL's language, the same for
 * every visitor: the session is a guest's and ready, and the texts of both languages are in memory
 * (src/i18n). The app's modules keep these as module state, so the web server renders one page at
 * a time (oneAtATime.ts) and sets them before each.
 */
export function asGuestIn(url: URL, locale: Locale): void {
  setServerLocation(url);
  setCurrentLocale(locale);
  setApiLanguage(locale);
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  sessionStore.set(GUEST_PAGE_SESSION);
}
