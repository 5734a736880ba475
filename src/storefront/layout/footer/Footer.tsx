import { lazy, Suspense } from 'react';
import classes from '../Chrome.module.css';
import { ScrollToTop } from '../ScrollToTop';
import { importWhenOnline } from '../../../ui/importWhenOnline';
import { useFirstInteraction } from '../../../ui/useFirstInteraction';
import { useIdleStages } from '../../../ui/useIdleStages';

// Offline, its code waits for the connection (the reserved room stays) rather than failing the page.
const FooterContent = lazy(() => importWhenOnline(() => import('./FooterContent')));

/**
 * The footer (spec §2): the static links in columns (collapsible on phones), customer service,
 * the logo carousel, the review widgets (with consent) and the cookie settings. It sits below
 * the fold (the page area is at least one screen high), so a page that is only opened does not
 * load it: its content comes when the footer is within 600 px of the viewport or once the visitor
 * does anything (points, touches, types, scrolls), when the browser is next idle, so keyboard and
 * screen-reader users find it in place: first the columns, then the logo carousel, each rendered
 * in the background and committed on its own. Its height is reserved meanwhile.
 */
export function Footer() {
  const interacted = useFirstInteraction();
  const { ref, stage } = useIdleStages<HTMLElement>(2, { rootMargin: '0px', idle: interacted });
  return (
    <footer ref={ref} className={stage > 0 ? classes.footer : `${classes.footer} ${classes.footerWaiting}`}>
      {stage > 0 ? (
        // The room stays while the content's code loads: the page keeps its height (and scroll position).
        <Suspense fallback={<div className={classes.footerWaiting} />}>
          <FooterContent showLogos={stage > 1} />
        </Suspense>
      ) : null}
      <ScrollToTop />
    </footer>
  );
}
