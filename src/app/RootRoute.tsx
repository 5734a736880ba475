import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '../session';
import { ThirdPartyScripts } from '../storefront/consent/ThirdPartyScripts';
import { LoginErrorPage } from '../storefront/errors/LoginErrorPage';
import { ModalHost } from '../ui/modal/ModalHost';
import { ToastHost } from '../ui/toasts/ToastHost';
import { usePageViews } from './usePageViews';

/**
 * Above every layout: the "Login error" page when the session failed, the modal stack, toasts,
 * the consented third-party scripts and the page views (the cookie banner is in `App`).
 */
export function RootRoute() {
  const { status } = useSession();
  usePageViews();
  if (status === 'error') return <LoginErrorPage />;
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <ThirdPartyScripts />
      <ModalHost />
      <ToastHost />
    </>
  );
}
