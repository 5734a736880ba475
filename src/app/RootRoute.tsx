import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { COOKIE, readCookie } from '../api/cookies';
import { leavingStore, useSession, useStore } from '../session';
import { ThirdPartyScripts } from '../storefront/consent/ThirdPartyScripts';
import { useCompanySwitchedNotice } from '../storefront/company/switchedNotice';
import { LoginErrorPage } from '../storefront/errors/LoginErrorPage';
import { ModalHost } from '../ui/modal/ModalHost';
import { ToastHost } from '../ui/toasts/ToastHost';
import { BootScreen } from '../ui/BootScreen';
import { usePageViews } from './usePageViews';
import { ScrollRestoration } from './scrollRestoration';

/** Spec §4, §8: on the punch-out host a page shows only while the punch-out session lasts. */
const PunchOutGate = lazy(() => import('../storefront/punch-out/PunchOutGate'));

/**
 * Above every layout: the "Login error" page when the session failed, the loader while logging
 * out, the modal stack, toasts, the consented third-party scripts and the page views (the cookie
 * banner is in `App`).
 */
export function RootRoute() {
  const { status } = useSession();
  const leaving = useStore(leavingStore);
  usePageViews();
  useCompanySwitchedNotice();
  if (status === 'error') return <LoginErrorPage />;
  // A logout ends in a new page load: its loader instead of the page of a user who is gone.
  if (leaving) return <BootScreen />;
  const page = (
    <>
      <Outlet />
      <ScrollRestoration />
      <ThirdPartyScripts />
      <ModalHost />
      <ToastHost />
    </>
  );
  if (readCookie(COOKIE.punchOut) !== '1') return page;
  return (
    <Suspense fallback={<BootScreen />}>
      <PunchOutGate>{page}</PunchOutGate>
    </Suspense>
  );
}
