import { lazy, memo, Suspense } from 'react';
import { Container } from '../../../ui/Container';
import { CartEntry } from '../CartEntry';
import { Logo } from '../Logo';
import { SearchBox, SearchBoxOutline } from '../SearchBox';
import { MobileMenuButton } from '../mobile/MobileMenuButton';
import { BREAKPOINTS } from '../../../ui/theme/breakpoints';
import { useMinWidth } from '../../../ui/useMinWidth';
import { useSession } from '../../../session';
import { AccountDropdown } from './AccountDropdown';
import { AnnouncementBar } from './AnnouncementBar';
import { InfoBar } from './InfoBar';
import { ShoppingListLink } from './ShoppingListLink';
import classes from './Header.module.css';
import { useStickyHeader } from './useStickyHeader';
import { useVisitorPending } from '../visitorPending';

/**
 * The page header (spec §2): announcement, info bar, then logo, search, shopping list, account
 * and cart, and the category menu on wide screens. Fixed once the info part scrolled away;
 * hidden on phones while scrolling down.
 */
const MegaMenu = lazy(() => import('../menu/MegaMenu'));
const OldFrontendBanner = lazy(() => import('../../company/OldFrontendBanner'));

export function Header() {
  const { infoRef, infoHeight, fixed, hidden } = useStickyHeader();
  // The server's shell of the page (visitorPending.ts) takes no input: the page that replaces it does.
  const pending = useVisitorPending();
  return (
    <header
      className={[classes.header, fixed ? classes.fixed : '', hidden ? classes.hidden : ''].filter(Boolean).join(' ')}
      style={{ top: -infoHeight }}
      inert={pending ? true : undefined}
    >
      <div ref={infoRef}>
        <HeaderInfo />
      </div>
      <HeaderBar />
    </header>
  );
}

/**
 * The parts below are memoised: the header itself re-renders when the info part's height is
 * measured and while the page scrolls (fixed, hidden), and that must not render its content again.
 */
const HeaderInfo = memo(function HeaderInfo() {
  return (
    <>
      <AnnouncementBar />
      <OldFrontendSlot />
      <InfoBar />
    </>
  );
});

/**
 * The old-frontend banner (spec §4) of a user whose access settings carry an end date: its code and
 * texts load only then (never for guests); its 40 px are held while they load, so nothing moves.
 */
function OldFrontendSlot() {
  const until = useSession().currentUser?.acl.switchFrontendVersionUntilDate;
  return until ? (
    <Suspense fallback={<div style={{ height: 40, background: '#fff4d6' }} />}>
      <OldFrontendBanner until={until} />
    </Suspense>
  ) : null;
}

const HeaderBar = memo(function HeaderBar() {
  // The category mega-menu is for wide screens only (≥ 1366 px); phones never load its code.
  const desktop = useMinWidth(BREAKPOINTS.xl);
  // The server's shell of the page shows nothing of a visitor it does not know, and no field to type into.
  const pending = useVisitorPending();
  return (
    <>
      <Container className={classes.bar}>
        <div className={classes.menu}>
          <MobileMenuButton />
        </div>
        <div className={classes.logo}>
          <Logo />
        </div>
        <div className={classes.search}>
          {pending ? <SearchBoxOutline /> : <SearchBox />}
        </div>
        <div className={classes.list}>
          {pending ? null : <ShoppingListLink />}
        </div>
        <div className={classes.account}>
          {pending ? null : <AccountDropdown />}
        </div>
        <div className={classes.cart}>
          {pending ? null : <CartEntry />}
        </div>
      </Container>
      {desktop ? (
        <Suspense fallback={<div className={classes.menuPlaceholder} />}>
          <MegaMenu />
        </Suspense>
      ) : (
        // Before the width is known (a page rendered on the server, hydrating) a wide screen keeps the menu's row.
        <div className={classes.menuSlot} aria-hidden="true" />
      )}
    </>
  );
});
