import { lazy, Suspense } from 'react';
import classes from '../Chrome.module.css';
import { ScrollToTop } from '../ScrollToTop';
import { useIdleStages } from '../../../ui/useIdleStages';

const FooterContent = lazy(() => import('./FooterContent'));

/**
 * The footer (spec §2): the static links in columns (collapsible on phones), customer service,
 * the logo carousel, the review widgets (with consent) and the cookie settings. It sits below
 * the fold (the page area is at least one screen high), so its content comes when it is within
 * 200 px of the viewport or, at the latest, when the browser is idle after the page settled
 * (keyboard users and links reach it either way): first the columns, then the logo carousel,
 * each rendered in the background and committed on its own. Its height is reserved meanwhile.
 */
export function Footer() {
  const { ref, stage } = useIdleStages<HTMLElement>(2, { rootMargin: '200px', delayMs: 1500 });
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
