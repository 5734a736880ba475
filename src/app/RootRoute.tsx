import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '../session';
import { LoginErrorPage } from '../storefront/errors/LoginErrorPage';
import { MessageModal } from '../ui/modal/MessageModal';
import { Toasts } from '../ui/toasts/Toasts';

/** Above every layout: the "Login error" page when the session failed, toasts, the message modal. */
export function RootRoute() {
  const { status } = useSession();
  if (status === 'error') return <LoginErrorPage />;
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <Toasts />
      <MessageModal />
    </>
  );
}
