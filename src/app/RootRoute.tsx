import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '../session';
import { ConsentBanner } from '../storefront/consent/ConsentBanner';
import { ThirdPartyScripts } from '../storefront/consent/ThirdPartyScripts';
import { LoginErrorPage } from '../storefront/errors/LoginErrorPage';
import { ModalHost } from '../ui/modal/ModalHost';
import { ToastHost } from '../ui/toasts/ToastHost';
import { usePageViews } from './usePageViews';

/**
 * Above every layout: the "Login error" page when the session failed, the modal stack, toasts,
 * the cookie banner, the consented third-party scripts and the page views.
 */
export function RootRoute() {
  const { status } = useSession();
  usePageViews();
  if (status === 'error') return <LoginErrorPage />;
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <ConsentBanner />
      <ThirdPartyScripts />
      <ModalHost />
      <ToastHost />
    </>
  );
}
