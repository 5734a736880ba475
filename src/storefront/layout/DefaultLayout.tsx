import { memo } from 'react';
import { Outlet } from 'react-router';
import { Container } from '../../ui/Container';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import classes from './Chrome.module.css';
import { SkipLink } from './SkipLink';
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate';

/**
 * The default layout (spec §2): skip link, header, the page, footer. The page area is at least
 * one screen high, so the footer never shows above the fold while a page loads (no layout shift).
 */
/** The chrome takes no props: a navigation re-renders the layout, not the header and footer. */
const StableHeader = memo(Header);
const StableFooter = memo(Footer);

export function DefaultLayout() {
  useFocusMainOnNavigate();
  return (
    <div className={classes.page}>
      <SkipLink />
      <StableHeader />
      <Container component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Container>
      <StableFooter />
    </div>
  );
}
