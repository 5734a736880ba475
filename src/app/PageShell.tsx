import { Header } from '../storefront/layout/header/Header';
import type { ShellVisitor } from '../session/guestPage';
import { VisitorPendingContext } from '../storefront/layout/visitorPending';
import { Container } from '../ui/Container';
import chrome from '../storefront/layout/Chrome.module.css';
import { AreaLoading } from './AreaLoading';

/**
 * The page's shell the web server sends a visitor whose page renders in the browser (logged in, net
 * prices: src/session/guestPage.ts): the header without anything of the visitor, taking no input,
 * and a loader where the page will be, instead of the boot screen. The browser renders the page
 * whole in its place once the session and the page's data are there (src/app/boot.tsx); it holds
 * nothing a CDN could share, and is never stored (src/server/head/pageAnswer.ts).
 */
export function PageShell({ visitor }: { visitor: ShellVisitor }) {
  return (
    <VisitorPendingContext.Provider value={visitor}>
      <div className={chrome.page}>
        <Header />
        <Container component="main" id="main-content" className={chrome.main} aria-busy="true">
          <AreaLoading />
        </Container>
      </div>
    </VisitorPendingContext.Provider>
  );
}
