import { lazy, Suspense, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { COOKIE, readCookie } from '../../api/cookies';
import { BootScreen } from '../../ui/BootScreen';
import { getCurrentLocale } from '../../routing/routes';
import { useGetSettings } from '../../generated/api/settings-and-menus/settings-and-menus';
import { loadNamespaces } from '../../i18n';
import { useSession } from '../../session';

/** The punch-out entry (it starts the next session) and the demo's own pages are never replaced. */
const EXEMPT_ROUTES = /^(punch-out\.|demo)/;

/** The expiry page, loaded only when shown, with its texts. */
const PunchOutExpiredScreen = lazy(async () => {
  const [module] = await Promise.all([import('./PunchOutExpired'), loadNamespaces(getCurrentLocale(), ['content'])]);
  return { default: module.PunchOutExpiredPage };
});

/**
 * Spec §4, §8: on the punch-out host (this browser, since a punch-out login: its session cookie)
 * a page shows only while the punch-out session lasts. It is over when the auth cookie has gone
 * (it lives as long as the token) or the business variables say punch-out mode is off; then every
 * page is replaced by the expiry message. Loaded only in a browser with the punch-out cookie
 * (src/app/RootRoute.tsx), so other visitors pay one cookie read.
 */
export default function PunchOutGate({ children }: { children: ReactNode }) {
  const exempt = useMatches().some((match) => EXEMPT_ROUTES.test(match.id));
  const { status } = useSession();
  const settings = useGetSettings({ query: { enabled: !exempt && status === 'ready', staleTime: 600_000 } });
  if (exempt) return children;
  if (!readCookie(COOKIE.auth) || settings.data?.isPunchOutMode === false) {
    return (
      <Suspense fallback={<BootScreen />}>
        <PunchOutExpiredScreen />
      </Suspense>
    );
  }
  return settings.data || settings.isError ? children : <BootScreen />;
}
