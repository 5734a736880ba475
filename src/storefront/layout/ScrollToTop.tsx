import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { matchRoute } from '../../routing/routes';
import { useLocation } from 'react-router';
import { SCROLL_TOP_THROTTLE_MS, showsScrollToTop } from '../../domain/scroll';
import { throttle } from '../../domain/throttle';
import { KeyboardArrowUpSvg } from '../../ui/icons';
import controls from '../../ui/controls.module.css';
import classes from './ScrollToTop.module.css';

/** "Do góry": after one window height of scrolling, except on home (scroll checked every 250 ms). */
export function ScrollToTop() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const isHome = matchRoute(pathname)?.name === 'home';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = throttle(() => setShown(showsScrollToTop(window.scrollY, window.innerHeight, isHome)), SCROLL_TOP_THROTTLE_MS);
    // The first check reads the scroll position in the next frame, not in the task that commits the page.
    const frame = requestAnimationFrame(() => check());
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      check.cancel();
      window.removeEventListener('scroll', check);
    };
  }, [isHome]);
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label={t('scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })}
      className={`${controls.buttonBase} ${classes.fab}`}
    >
      <KeyboardArrowUpSvg />
    </button>
  );
}
